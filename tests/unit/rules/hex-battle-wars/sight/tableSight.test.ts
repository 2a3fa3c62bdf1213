import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey, hexToPoint, hexonLayout } from '../../../../../src/geometry';
import type { BattleTable } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { cell } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';
import { tableSight } from '../../../../../src/rules/hex-battle-wars/sight/tableSight';
import { bruteSight } from './bruteSight';

// HB-LOS on the 3D sight layer against the answer worked out by hand (bruteSight.ts), on seeded
// random boards; and where it parts from the flat hex-line sight, and why.

const COLS = 12;
const ROWS = 10;
const HEXES: Hex[] = [];
for (let row = 0; row < ROWS; row++) for (let col = 0; col < COLS; col++) HEXES.push(cell(col, row));

const boardOf = (levels: readonly number[]): BattleTable => ({
  hexes: HEXES,
  levels: Object.fromEntries(HEXES.flatMap((h, i) => (levels[i]! > 0 ? [[hexKey(h), levels[i]!]] : []))),
  hazards: {},
});

const board = fc.array(fc.constantFrom(...[...Array<number>(16).fill(0), 1, 1, 2, 3]), {
  minLength: HEXES.length,
  maxLength: HEXES.length,
});
const pairs = fc.array(fc.tuple(fc.nat({ max: HEXES.length - 1 }), fc.nat({ max: HEXES.length - 1 })), {
  minLength: 20,
  maxLength: 20,
});

const wall = (levels: Record<string, number>): BattleTable => ({ hexes: HEXES, levels, hazards: {} });

describe('Hex Battle Wars line of sight in 3D', () => {
  it('HB-LOS: the 3D line agrees with the closed-form answer on seeded random boards (BVH and plain cast)', () => {
    let asked = 0;
    let grazing = 0;
    let blocked = 0;
    fc.assert(
      fc.property(board, pairs, (levels, picks) => {
        const table = boardOf(levels);
        const bvh = tableSight();
        const plain = tableSight(true);
        for (const [i, j] of picks) {
          const from = HEXES[i]!;
          const to = HEXES[j]!;
          const want = bruteSight(table, from, to);
          asked++;
          if (want.kind === 'grazing') {
            grazing++;
            continue;
          }
          const line = bvh.line(table, from, to);
          expect(bvh.sees(table, from, to)).toBe(want.kind === 'clear');
          expect(plain.sees(table, from, to)).toBe(want.kind === 'clear');
          if (want.kind === 'blocked') {
            blocked++;
            expect(line.blocker).not.toBeNull();
            if (want.by !== null) expect(hexKey(line.blocker!)).toBe(hexKey(want.by));
            // Where the line meets it, within the hundredth of a millimetre the closed form grew its faces by.
            const { eye, stop } = line;
            const met = Math.hypot(stop!.x - eye.x, stop!.y - eye.y, stop!.h - eye.h);
            expect(Math.abs(met - want.enters)).toBeLessThan(0.02);
          } else expect([line.blocker, line.stop]).toEqual([null, null]);
        }
      }),
      { seed: 1414, numRuns: 60 },
    );
    // The boards block some lines and leave others clear; only a sliver graze a face too closely to call.
    expect(blocked).toBeGreaterThan(asked / 5);
    expect(asked - blocked - grazing).toBeGreaterThan(asked / 5);
    expect(grazing).toBeLessThan(asked / 100);
  });

  it('HB-LOS: every line the flat hex-line sight blocks, the 3D line blocks too', () => {
    let flatOnly = 0;
    let only3d = 0;
    fc.assert(
      fc.property(board, pairs, (levels, picks) => {
        const table = boardOf(levels);
        const sight = tableSight();
        for (const [i, j] of picks) {
          const from = HEXES[i]!;
          const to = HEXES[j]!;
          const flat = flatSight.sees(table, from, to);
          const deep = sight.sees(table, from, to);
          if (!flat && deep) flatOnly++;
          if (flat && !deep) only3d++;
        }
      }),
      { seed: 1414, numRuns: 60 },
    );
    expect(flatOnly).toBe(0);
    // The 3D line meets more: it runs through the corners of hexes beside the hex line.
    expect(only3d).toBeGreaterThan(0);
  });

  it('HB-LOS: a stack beside the hex line blocks the 3D line where the line cuts its corner; the flat sight misses it', () => {
    const from = cell(0, 0);
    const to = cell(4, 1);
    // The hex line from (0,0) to (4,1) runs along the first row; the row below's third hex has
    // a corner across the line, between the centres it joins.
    const table = wall({ [hexKey(cell(1, 1))]: 3 });
    const sight = tableSight();
    expect(flatSight.sees(table, from, to)).toBe(true);
    expect(sight.sees(table, from, to)).toBe(false);
    expect(sight.line(table, from, to).blocker).toEqual(cell(1, 1));
  });

  it('HB-LOS: from higher ground the eye sees over a lower stack; the target on a stack is seen over its own edge', () => {
    const from = cell(0, 2);
    const to = cell(4, 2);
    const sight = tableSight();
    const low = wall({ [hexKey(cell(2, 2))]: 1 });
    const a = hexToPoint(hexonLayout, from);
    const b = hexToPoint(hexonLayout, to);
    // The eye 0.8 of a level (3.2 cm) above the ground, the body half a level (2 cm).
    const line = sight.line(low, from, to);
    expect(line).toMatchObject({
      eye: { x: a.x, y: a.y, h: 3.2 },
      body: { x: b.x, y: b.y, h: 2 },
      blocker: cell(2, 2),
    });
    // It meets the stack's near flat, 5 cm before its centre (and the stack's outset of the flat,
    // EDGE_CM·√3/2), on the way down from 3.2 cm to 2 cm over the 40 cm between the centres.
    const face = 5 + (0.05 * Math.sqrt(3)) / 2;
    const wallAt = hexToPoint(hexonLayout, cell(2, 2));
    expect(line.stop!.x).toBeCloseTo(wallAt.x - face, 3);
    expect(line.stop!.y).toBeCloseTo(a.y, 6);
    expect(line.stop!.h).toBeCloseTo(3.2 - (1.2 * (20 - face)) / 40, 3);
    const hill = wall({ [hexKey(cell(2, 2))]: 1, [hexKey(from)]: 2, [hexKey(cell(1, 2))]: 1 });
    expect(sight.sees(hill, from, to)).toBe(true);
    // Looking up from the ground at a target three levels up: its own stack never hides it.
    const up = wall({ [hexKey(to)]: 3 });
    expect(sight.sees(up, cell(2, 2), to)).toBe(true);
  });
});
