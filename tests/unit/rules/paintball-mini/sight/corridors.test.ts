import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import { circumradius, hexToPoint } from '../../../../../src/geometry';
import type { PlayMode, Setup, Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { setupBoard } from '../../../../../src/rules/paintball-mini/setup';
import type { PlacedStand, TableModel } from '../../../../../src/rules/paintball-mini/sight';
import { buildTableModel, lineOfSight, place } from '../../../../../src/rules/paintball-mini/sight';
import { entersHexAt } from '../../../../../src/rules/paintball-mini/sight/boardWalk';
import {
  ANYWHERE,
  corridorOf,
  lineSolidsNear,
} from '../../../../../src/rules/paintball-mini/sight/corridors';
import { castLine, touched } from '../../../../../src/rules/paintball-mini/sight/lineCast';
import { bare, ctf, hard, hill, prng, smoke, soft } from './tables';

// The corridors (src/rules/paintball-mini/sight/corridors.ts) only narrow down what each line tests; they must never
// change a fact. On random boards, with soft cover and smoke on random hexes and figures on hex
// centres, corners and side midpoints (where grazes and edge runs happen) as well as anywhere:
//  - every off-board, soft-cover and smoke hex a line enters is among its corridor's candidates,
//    and every line the raycast hits something on passes the corridor's test for a cast;
//  - the facts through the corridors equal the facts of the exact walk over everything.

function randomBoard(random: () => number): Setup['board'] {
  const tiles: Setup['board']['tiles'] = [];
  const n = 2 + Math.floor(random() * 4);
  for (let i = 0; i < n; i++) {
    const at = { q: Math.floor(random() * 7) - 3, r: Math.floor(random() * 5) - 2 };
    tiles.push({
      id: `tile-${i}`,
      kind: random() < 0.8 ? 'six' : 'single',
      at,
      rotation: Math.floor(random() * 6),
    });
  }
  return { across: 10, origin: { x: 0, y: 0 }, tiles, stacks: [] };
}

function randomCorridorTable(seed: number, mode: PlayMode): Setup {
  const random = prng(seed);
  const board = randomBoard(random);
  const base = { ...bare(mode), board };
  const hexes = setupBoard(base).hexes.map((h) => h.hex);
  const { layout } = setupBoard(base);
  const R = circumradius(layout);
  const cell = () => hexToPoint(layout, hexes[Math.floor(random() * hexes.length)]!);
  const spot = (): Point => {
    const c = cell();
    const k = random();
    const side = Math.floor(random() * 6);
    if (k < 0.25) return c;
    if (k < 0.5)
      return {
        x: c.x + R * Math.cos(((60 * side + 30) * Math.PI) / 180),
        y: c.y + R * Math.sin(((60 * side + 30) * Math.PI) / 180),
      };
    if (k < 0.65)
      return {
        x: c.x + 5 * Math.cos((60 * side * Math.PI) / 180),
        y: c.y + 5 * Math.sin((60 * side * Math.PI) / 180),
      };
    return { x: c.x + (random() - 0.5) * 8, y: c.y + (random() - 0.5) * 8 };
  };
  const terrain: Terrain[] = [];
  for (let i = 0; i < 6; i++) terrain.push(soft(`soft-${i}`, cell(), 2 + 3 * random()));
  for (let i = 0; i < 3; i++) terrain.push(smoke(`smoke-${i}`, cell(), 3 + 2 * random()));
  terrain.push(hard('hard-0', spot(), Math.floor(random() * 360), 2 + 4 * random(), 1 + random()));
  terrain.push(
    hill('hill-0', spot(), 3 + 5 * random(), 3 + 4 * random(), 1 + 3 * random(), Math.floor(random() * 360)),
  );
  const figures = Array.from({ length: 12 }, (_, i) => {
    // One figure in six off the board altogether: its lines have no corridor.
    const at = i % 6 === 5 ? { x: 200 + i, y: -50 } : spot();
    return {
      id: `f-${i}`,
      team: i % 2 === 0 ? ('red' as const) : ('blue' as const),
      role: 'paintballer' as const,
      name: `f-${i}`,
      at,
      facing: 60 * Math.floor(random() * 6),
      expert: false,
      grenades: [],
      status: 'active' as const,
    };
  });
  return { ...base, terrain, figures };
}

/** The same stand with no corridor: every line from it tests everything, the exact walk. */
const everywhere = (s: PlacedStand): PlacedStand => ({ ...s, cell: -1 });

function entered(model: TableModel, centres: Float64Array, a: PlacedStand, b: PlacedStand): number[] {
  const out: number[] = [];
  for (let i = 0; i < centres.length; i += 2)
    if (entersHexAt(model, centres[i]!, centres[i + 1]!, a.x, a.y, b.x, b.y) >= 0) out.push(i / 2);
  return out;
}

function within(model: TableModel, kind: 'moat' | 'soft' | 'smoke', corridor: number): Set<number> {
  const c = model.corridors[kind];
  return new Set(c.list.subarray(c.start[corridor]!, c.end[corridor]!));
}

describe('corridors narrow the tests, never the facts', () => {
  for (const mode of ['hex', 'hexless'] as const) {
    for (const seed of [41, 42, 43, 44, 45, 46, 47, 48]) {
      it(`corridors (${mode}) seed ${seed}: every hex entered and every raycast hit is in the line's corridor`, () => {
        const table = randomCorridorTable(seed, mode);
        const model = buildTableModel(table);
        const stands = table.figures.map((f) => place(model, { x: f.at.x, y: f.at.y, facing: f.facing }));
        let narrowed = 0;
        for (const a of stands) {
          for (const b of stands) {
            if (a === b) continue;
            const corridor = corridorOf(model, a, b);
            if (corridor !== ANYWHERE) narrowed++;
            for (const i of entered(model, model.moatCentres, a, b))
              expect(within(model, 'moat', corridor).has(i)).toBe(true);
            if (mode === 'hex') {
              for (const i of entered(model, model.softHexList.centres, a, b))
                expect(within(model, 'soft', corridor).has(i)).toBe(true);
              for (const i of entered(model, model.smokeHexList.centres, a, b))
                expect(within(model, 'smoke', corridor).has(i)).toBe(true);
            }
            castLine(model, a.x, a.y, b.x, b.y);
            if (touched.count > 0 || touched.perimeterAt < Infinity) {
              expect(lineSolidsNear(model, corridor, a.x, a.y, b.x, b.y)).toBe(true);
              expect(lineSolidsNear(model, ANYWHERE, a.x, a.y, b.x, b.y)).toBe(true);
            }
          }
        }
        expect(narrowed).toBeGreaterThan(30); // most lines run in a corridor, not everywhere
      });

      it(`corridors (${mode}) seed ${seed}: each line's facts equal the exact walk's over every hex and piece`, () => {
        const table = randomCorridorTable(seed, mode);
        const model = buildTableModel(table);
        const stands = table.figures.map((f) => place(model, { x: f.at.x, y: f.at.y, facing: f.facing }));
        let obstructed = 0;
        for (const a of stands) {
          for (const b of stands) {
            if (a === b) continue;
            const { a: _a, b: _b, ...fast } = lineOfSight(model, a, b);
            const { a: _c, b: _d, ...exact } = lineOfSight(model, everywhere(a), everywhere(b));
            expect(fast, `${JSON.stringify([a.x, a.y, b.x, b.y])}`).toEqual(exact);
            if (fast.inTheWay.length > 0 || fast.smokeBetween) obstructed++;
          }
        }
        expect(obstructed).toBeGreaterThan(10);
      });
    }
  }
});

describe('corridors are listed when a line first runs in them, not when the table is built', () => {
  for (const mode of ['hex', 'hexless'] as const) {
    it(`corridors (${mode}): a new model lists only "anywhere"; a line lists its pair once, for both directions`, () => {
      const table = ctf(mode);
      const model = buildTableModel(table);
      expect(model.corridors.listed).toBe(1);
      const [s, t, u] = table.figures.map((f) => place(model, { x: f.at.x, y: f.at.y, facing: f.facing }));
      lineOfSight(model, s!, t!);
      expect(model.corridors.listed).toBe(2);
      const there = corridorOf(model, s!, t!);
      expect(corridorOf(model, t!, s!)).toBe(there);
      lineOfSight(model, t!, s!);
      expect(model.corridors.listed).toBe(2);
      expect(s!.cell).not.toBe(u!.cell);
      expect(corridorOf(model, s!, u!)).not.toBe(there);
      expect(model.corridors.listed).toBe(3);
    });

    it(`corridors (${mode}): listed in any order, a corridor holds what it holds when listed first`, () => {
      const table = ctf(mode);
      const stands = (m: TableModel) =>
        table.figures.map((f) => place(m, { x: f.at.x, y: f.at.y, facing: f.facing }));
      const forward = buildTableModel(table);
      const backward = buildTableModel(table);
      const [fs, bs] = [stands(forward), stands(backward).reverse()];
      for (const a of fs) for (const b of fs) corridorOf(forward, a, b);
      for (const a of bs) for (const b of bs) corridorOf(backward, a, b);
      const held = (m: TableModel, a: PlacedStand, b: PlacedStand) => {
        const c = corridorOf(m, a, b);
        return (['moat', 'soft', 'smoke', 'rule'] as const).map((k) => [
          ...m.corridors[k].list.subarray(m.corridors[k].start[c]!, m.corridors[k].end[c]!),
        ]);
      };
      const rs = stands(backward);
      fs.forEach((a, i) =>
        fs.forEach((b, j) => expect(held(backward, rs[i]!, rs[j]!)).toEqual(held(forward, a, b))),
      );
    });
  }
});
