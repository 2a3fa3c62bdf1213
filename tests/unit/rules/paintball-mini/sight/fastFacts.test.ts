import fc from 'fast-check';
import { DoubleSide, Ray } from 'three';
import { describe, expect, it } from 'vitest';
import type { Obstruction } from '../../../../../src/rules/paintball-mini/engine/facts';
import type { Figure, PlayMode, Setup } from '../../../../../src/rules/paintball-mini/setup';
import { BASE_ACROSS_CM, LINE_HEIGHT_CM } from '../../../../../src/rules/paintball-mini/setup';
import type { PlacedStand, TableModel } from '../../../../../src/rules/paintball-mini/sight';
import {
  buildTableModel,
  lineFacts,
  lineOfSight,
  place,
} from '../../../../../src/rules/paintball-mini/sight';
import { inTheWay, onTable } from '../../../../../src/rules/paintball-mini/sight/onTheLine';
import { clipSegment, clipped, hexagonNormals } from '../../../../../src/geometry/convexClip';
import { castLine, touched } from '../../../../../src/rules/paintball-mini/sight/lineCast';
import { NO_OWNER } from '../../../../../src/sight/solids';
import { loadRung } from '../../../../../bench/ladder/load';
import { ctf } from './tables';
import { randomTable } from './randomTables';

// Line facts are made fast by narrowing what a line looks at (corridors between cells, the plan
// grid of walls, the grid of bases) and by how the code is laid out; none of that may change a
// single fact. Here every ordered pair's facts through the fast path are compared, to the last bit,
// with a brute force of the same rules: every line on the one "anywhere" corridor (every off-board,
// soft-cover and smoke hex and every piece tested, none skipped for lying far from the line), cast
// whatever lies near it, and every figure's base tested; and each line's
// cast (where it meets each piece's walls and the perimeter) against three-mesh-bvh's raycast over
// every triangle. Tables: Capture the Flag, the bench's large and huge tables, and seeded random ones.

/** A stand whose lines take the "anywhere" corridor: everything is tested. */
const anywhere = (s: PlacedStand): PlacedStand => ({ ...s, cell: -1 });

/**
 * The same model with every shortcut's reach made endless: each line is cast whatever lies near it,
 * each hex is clipped wherever it lies, and each stand is tested against every hill and trench.
 */
function everythingNear(model: TableModel): TableModel {
  const reach = model.reach.map((v, i) => (i % 3 === 2 ? Infinity : v));
  return { ...model, reach, hexCircumradius: Infinity };
}

const standOf = (model: TableModel, f: Figure): PlacedStand =>
  place(model, { x: f.at.x, y: f.at.y, facing: f.facing });

/**
 * PM-WAY-FIGURE by brute force: every base on the table but the two ends', in the figures' order,
 * clipped exactly (no test of how near the line passes first).
 */
function everyBaseCrossed(table: Setup, s: Figure, t: Figure): Obstruction[] {
  const out: Obstruction[] = [];
  const [ax, ay, bx, by] = [s.at.x, s.at.y, t.at.x, t.at.y];
  const len2 = (bx - ax) * (bx - ax) + (by - ay) * (by - ay);
  for (const f of table.figures) {
    if (f === s || f === t || !onTable(f) || f.id === s.id || f.id === t.id) continue;
    const normals = hexagonNormals(f.facing);
    if (!clipSegment(ax, ay, bx, by, f.at.x, f.at.y, normals, BASE_ACROSS_CM / 2) || !clipped.interior)
      continue;
    out.push({ kind: 'figure', id: f.id, at: clipped.t0 * Math.sqrt(len2) });
  }
  return out;
}

const ray = new Ray();

/**
 * Whether the line cast a→b records, for every piece with walls and for the perimeter, the nearest
 * hit the BVH's raycast finds (three-mesh-bvh, DoubleSide, every triangle of the line solids).
 */
function castIsBvhs(model: TableModel, ax: number, ay: number, bx: number, by: number): boolean {
  castLine(model, ax, ay, bx, by);
  const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  const nearest = new Map<number, number>();
  if (len > 0) {
    ray.origin.set(ax, LINE_HEIGHT_CM, ay);
    ray.direction.set((bx - ax) / len, 0, (by - ay) / len);
    const { rule } = model.solids;
    for (const hit of rule.bvh.raycast(ray, DoubleSide, 0, len)) {
      const owner = rule.triOwner[hit.faceIndex!]!;
      if (owner === NO_OWNER) continue;
      const piece = owner === -1 ? -1 : model.solidPieces[owner]!;
      nearest.set(piece, Math.min(nearest.get(piece) ?? Infinity, hit.distance));
    }
  }
  if (!Object.is(touched.perimeterAt, nearest.get(-1) ?? Infinity)) return false;
  return Array.from(model.solidPieces).every((piece) =>
    Object.is(model.entry[piece], nearest.get(piece) ?? Infinity),
  );
}

/** Lines whose facts differ between the fast path and the brute force, with the first difference's facts. */
function differences(table: Setup): { lines: number; differ: string[] } {
  const model = buildTableModel(table);
  const brute = everythingNear(buildTableModel(table));
  const differ: string[] = [];
  let lines = 0;
  for (const s of table.figures) {
    for (const t of table.figures) {
      if (s === t) continue;
      lines++;
      const [a, b] = [standOf(model, s), standOf(model, t)];
      const fastLine = lineOfSight(model, a, b);
      const fast = lineFacts(table, s, t, fastLine);
      const slowLine = lineOfSight(brute, anywhere(standOf(brute, s)), anywhere(standOf(brute, t)));
      const slow = {
        ...lineFacts(table, s, t, slowLine),
        obstructions: inTheWay(everyBaseCrossed(table, s, t), slowLine.inTheWay),
      };
      const terrainSame = isSame({ ...fastLine, a: null, b: null }, { ...slowLine, a: null, b: null });
      const castSame = castIsBvhs(brute, s.at.x, s.at.y, t.at.x, t.at.y);
      if (!terrainSame || !isSame(fast, slow) || !castSame) differ.push(`${s.id}→${t.id}`);
    }
  }
  return { lines, differ };
}

/** Deep equality to the last bit (Object.is on numbers: 0 and −0 differ too). */
function isSame(x: unknown, y: unknown): boolean {
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return Object.is(x, y);
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  const [kx, ky] = [Object.keys(x), Object.keys(y)];
  if (kx.length !== ky.length) return false;
  return kx.every((k) => isSame((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]));
}

describe('line facts through the fast path are the brute force’s, to the last bit', () => {
  for (const mode of ['hex', 'hexless'] as PlayMode[]) {
    it(`PM-LOS, PM-WAY (${mode}): Capture the Flag, all 182 ordered pairs`, () => {
      expect(differences(ctf(mode))).toEqual({ lines: 182, differ: [] });
    });

    for (const [name, pairs] of [
      ['large', 930],
      ['huge', 6806],
    ] as const) {
      it(`PM-LOS, PM-WAY (${mode}): the ${name} bench table, all ${pairs} ordered pairs`, () => {
        expect(differences(loadRung(name, mode))).toEqual({ lines: pairs, differ: [] });
      });
    }
  }

  it('PM-LOS, PM-WAY: seeded random tables, hex and hexless, every ordered pair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom<PlayMode>('hex', 'hexless'),
        fc.integer({ min: 2, max: 16 }),
        (seed, mode, figures) => {
          const table = randomTable(seed, mode, figures);
          expect(differences(table)).toEqual({ lines: figures * (figures - 1), differ: [] });
        },
      ),
      { numRuns: 40, seed: 13 },
    );
  });
});
