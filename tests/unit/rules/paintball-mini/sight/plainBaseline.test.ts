import { describe, expect, it } from 'vitest';
import type { LineFacts } from '../../../../../src/rules/paintball-mini/engine/facts';
import type { Figure, PlayMode, Setup } from '../../../../../src/rules/paintball-mini/setup';
import { BASE_ACROSS_CM } from '../../../../../src/rules/paintball-mini/setup';
import type { TableModel } from '../../../../../src/rules/paintball-mini/sight';
import {
  buildTableModel,
  lineFacts,
  lineOfSight,
  place,
} from '../../../../../src/rules/paintball-mini/sight';
import {
  BOARD_HEX_NORMALS,
  clipSegment,
  clipped,
  hexagonNormals,
} from '../../../../../src/geometry/convexClip';
import { plainLineFacts } from '../../../../../bench/plain/lineFacts';
import { buildPlainTable } from '../../../../../bench/plain/table';
import { ctf, hill, smoke } from './tables';
import { randomTable } from './randomTables';
import { loadRung } from '../../../../../bench/ladder/load';

// The bench's baseline (bench/plain: ordinary three.js meshes and Raycaster.intersectObjects) is
// only a fair measuring stick if it does the same work: it must give the sight layer's facts. Float
// raycasts may legitimately differ from the exact checks on a line that only touches a polygon (a
// corner graze or an edge run, hex mode's hard cases) and on a line that starts inside another
// base (overlapping bases, which random tables have and real ones cannot). Those lines are found
// by the exact check, listed and counted here, never waved through wholesale.

/** Facts with every distance to 1e-4 cm: float32 meshes against exact double-precision clipping. */
const rounded = (f: LineFacts): string =>
  JSON.stringify(f, (_k, v: unknown) => (typeof v === 'number' ? +v.toFixed(4) : v));

const GRAZE_CM = 1e-4;

/**
 * Facts equal but for distances within `cm`: on the big tables some entry points fall on a
 * rounding boundary of the 4th decimal (7.59565 cm), where float32 meshes and exact clipping round
 * either way.
 */
function near(a: unknown, b: unknown, cm: number): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= cm;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  if (ka.length !== kb.length) return false;
  return ka.every((k) => near((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], cm));
}

/** Whether a→b touches the convex polygon (to GRAZE_CM) without passing well inside it. */
function grazes(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  normals: Float64Array,
  apothem: number,
): boolean {
  if (!clipSegment(ax, ay, bx, by, cx, cy, normals, apothem + GRAZE_CM)) return false;
  return !clipSegment(ax, ay, bx, by, cx, cy, normals, apothem - GRAZE_CM) || !clipped.interior;
}

/** The exact check's hard cases on the line s→t: which polygons it only grazes or runs along. */
function hardCases(model: TableModel, table: Setup, s: Figure, t: Figure): string[] {
  const out: string[] = [];
  const [ax, ay, bx, by] = [s.at.x, s.at.y, t.at.x, t.at.y];
  if (model.mode === 'hex') {
    // The hexes a line is tested against: off the board, soft cover, smoke.
    const centres = [model.moatCentres, model.softHexList.centres, model.smokeHexList.centres];
    for (const m of centres) {
      for (let i = 0; i < m.length; i += 2) {
        if (grazes(ax, ay, bx, by, m[i]!, m[i + 1]!, BOARD_HEX_NORMALS, model.hexApothem))
          out.push(`graze hex ${m[i]!.toFixed(1)},${m[i + 1]!.toFixed(1)}`);
      }
    }
  }
  for (const f of table.figures) {
    if (f === s || f === t) continue;
    const normals = hexagonNormals(f.facing);
    if (grazes(ax, ay, bx, by, f.at.x, f.at.y, normals, BASE_ACROSS_CM / 2)) out.push(`graze base ${f.id}`);
    const inside = (x: number, y: number) =>
      clipSegment(x, y, x, y, f.at.x, f.at.y, normals, BASE_ACROSS_CM / 2 - GRAZE_CM);
    if (inside(ax, ay)) out.push(`shooter inside base ${f.id}`);
    if (inside(bx, by)) out.push(`target inside base ${f.id}`);
  }
  return out;
}

interface Comparison {
  readonly lines: number;
  /** Lines whose facts differ, with the hard cases the exact check finds on each. */
  readonly differ: Record<string, string[]>;
  /** How many lines the exact check finds hard cases on, whether or not they differ. */
  readonly hard: number;
}

function compare(table: Setup, toleranceCm = 0): Comparison {
  const model = buildTableModel(table);
  const plain = buildPlainTable(table);
  const differ: Record<string, string[]> = {};
  let lines = 0;
  let hard = 0;
  for (const s of table.figures) {
    for (const t of table.figures) {
      if (s === t) continue;
      lines++;
      const a = place(model, { x: s.at.x, y: s.at.y, facing: s.facing });
      const b = place(model, { x: t.at.x, y: t.at.y, facing: t.facing });
      const ours = lineFacts(table, s, t, lineOfSight(model, a, b));
      const cases = hardCases(model, table, s, t);
      if (cases.length > 0) hard++;
      const theirs = plainLineFacts(plain, s, t);
      const same = toleranceCm > 0 ? near(theirs, ours, toleranceCm) : rounded(theirs) === rounded(ours);
      if (!same) differ[`${s.id}→${t.id}`] = cases;
    }
  }
  return { lines, differ, hard };
}

/** CTF with what it lacks: two hills and two smoke markers, so the baseline's hill and smoke rays are tested too. */
function withHillsAndSmoke(t: Setup): Setup {
  const more = [
    hill('hill-a', { x: -12, y: -8 }, 7, 5, 4, 20),
    hill('hill-b', { x: 12, y: 8 }, 7, 5, 4, 200),
    smoke('smoke-a', { x: -17.5, y: 4.33 }),
    smoke('smoke-b', { x: 17.5, y: -4.33 }),
  ];
  return { ...t, terrain: [...t.terrain, ...more] };
}

describe('the bench baseline with plain three.js raycasts gives the sight layer’s facts', () => {
  for (const mode of ['hex', 'hexless'] as PlayMode[]) {
    it(`plain baseline (${mode}): on the CTF table all 182 ordered pairs have the same facts; no hard cases there`, () => {
      const { lines, differ, hard } = compare(ctf(mode));
      expect(lines).toBe(182);
      expect(differ).toEqual({});
      expect(hard).toBe(0);
    });

    it(`plain baseline (${mode}): CTF with two hills and two smokes, all 182 ordered pairs the same`, () => {
      const { lines, differ, hard } = compare(withHillsAndSmoke(ctf(mode)));
      expect(lines).toBe(182);
      expect(differ).toEqual({});
      expect(hard).toBe(0);
    });
  }

  // The bench's big tables (bench/ladder), where the targets are measured. Figures stand
  // three to a hex there, so lines between the teams' end columns run along off-board hexes' sides
  // (x = −40 on the large table) and smoke hexes' sides: the exact check keeps such a line off the
  // hex, a float raycast may not. Those lines, and only those, differ; the counts say how many.
  const BIG: Record<string, { pairs: number; differ: number; hard: number }> = {
    'large hex': { pairs: 930, differ: 10, hard: 10 },
    'large hexless': { pairs: 930, differ: 0, hard: 0 },
    'huge hex': { pairs: 6806, differ: 136, hard: 142 },
    'huge hexless': { pairs: 6806, differ: 0, hard: 0 },
  };
  for (const [key, expected] of Object.entries(BIG)) {
    const [name, mode] = key.split(' ') as ['large' | 'huge', PlayMode];
    it(`plain baseline (${mode}): the ${name} bench table, all ${expected.pairs} ordered pairs; lines differ only where the exact check finds a hard case`, () => {
      const { lines, differ, hard } = compare(loadRung(name, mode), 1e-3);
      expect(lines).toBe(expected.pairs);
      for (const [line, cases] of Object.entries(differ)) expect(cases, line).not.toEqual([]);
      expect({ differ: Object.keys(differ).length, hard }).toEqual({
        differ: expected.differ,
        hard: expected.hard,
      });
    });
  }

  // Random tables put bases on top of each other. A line from inside another base starts in it
  // (the exact check: met at 0 cm) where a ray from inside meets its far wall first: those lines,
  // and only those, differ. `hard` counts them and the lines ending inside another base, which agree.
  const EXPECTED: Record<string, { differ: number; hard: number }> = {
    'hex 1': { differ: 20, hard: 40 },
    'hex 2': { differ: 0, hard: 0 },
    'hex 3': { differ: 0, hard: 0 },
    'hex 7': { differ: 20, hard: 40 },
    'hexless 1': { differ: 20, hard: 40 },
    'hexless 2': { differ: 0, hard: 0 },
    'hexless 3': { differ: 0, hard: 0 },
    'hexless 7': { differ: 20, hard: 40 },
  };
  for (const [key, expected] of Object.entries(EXPECTED)) {
    const [mode, seed] = key.split(' ') as [PlayMode, string];
    it(`plain baseline (${mode}) seed ${seed}: random table, lines differ only where the exact check finds a hard case`, () => {
      const { lines, differ, hard } = compare(randomTable(Number(seed), mode, 12));
      expect(lines).toBe(132);
      for (const [line, cases] of Object.entries(differ)) expect(cases, line).not.toEqual([]);
      expect({ differ: Object.keys(differ).length, hard }).toEqual(expected);
      for (const [line, cases] of Object.entries(differ))
        expect(
          cases.some((c) => c.startsWith('shooter inside base')),
          line,
        ).toBe(true);
    });
  }
});
