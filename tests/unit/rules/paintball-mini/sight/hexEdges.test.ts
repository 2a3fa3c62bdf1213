import { describe, expect, it } from 'vitest';
import { hexNeighbours, hexToPoint } from '../../../../../src/geometry';
import type { Point } from '../../../../../src/geometry';
import { buildTableModel, createSight } from '../../../../../src/rules/paintball-mini/sight';
import { entersHexAt, leavesBoardAt } from '../../../../../src/rules/paintball-mini/sight/boardWalk';
import { R, bare, centre, deepestInHex, figure, offset, prng, smoke, soft, table, L } from './tables';

// Hex mode's hard cases, on purpose: a line that only grazes a corner, a line that runs exactly
// along an edge. Each is checked against the independent exact check in tables.ts.

const ids = (t: ReturnType<typeof table>, s: string, g: string) =>
  createSight()
    .line(t, s, g)
    .obstructions.map((o) => o.id);

describe('hex mode: corners and edges', () => {
  it('PM-WAY-SOFT (hex): a line along the edge between two soft-cover hexes passes through neither', () => {
    const a = centre(2, 0);
    const b = centre(1, 2);
    expect(a.x).toBeCloseTo(b.x, 9); // the line x = const runs along the edge between (1,1) and (2,1)
    const t = table(
      'hex',
      [figure('red-1', a), figure('blue-1', b)],
      [soft('soft-left', centre(1, 1)), soft('soft-right', centre(2, 1))],
    );
    expect(ids(t, 'red-1', 'blue-1')).toEqual([]);
    expect(deepestInHex(a, b, { q: 1, r: 1 })).toBeCloseTo(0, 9);
    expect(deepestInHex(a, b, { q: 2, r: 1 })).toBeCloseTo(0, 9);
  });

  it('PM-WAY-SOFT (hex): nudged 0.01 cm off that edge, the line passes through the soft hex on that side only', () => {
    const t = table(
      'hex',
      [figure('red-1', offset(centre(2, 0), 0.01, 0)), figure('blue-1', centre(1, 2))],
      [soft('soft-left', centre(1, 1)), soft('soft-right', centre(2, 1))],
    );
    expect(ids(t, 'red-1', 'blue-1')).toEqual(['soft-right']);
  });

  it('PM-WAY-SOFT (hex): a line through a corner and then along the next edge counts only the target hex', () => {
    // Centre (0,1) → centre (1,2): through the corner (0,1)/(1,1)/(0,2), then along the edge (1,1)|(0,2).
    const a = centre(0, 1);
    const b = centre(1, 2);
    const cover = [soft('s-11', centre(1, 1)), soft('s-02', centre(0, 2)), soft('s-12', centre(1, 2))];
    const t = table('hex', [figure('red-1', a), figure('blue-1', b)], cover);
    expect(ids(t, 'red-1', 'blue-1')).toEqual(['s-12']);
    expect(deepestInHex(a, b, { q: 1, r: 1 })).toBeCloseTo(0, 9);
    expect(deepestInHex(a, b, { q: 0, r: 2 })).toBeCloseTo(0, 9);
    expect(createSight().line(t, 'red-1', 'blue-1').targetInSoftCover).toBe(true);
  });

  it('PM-WAY-SOFT (hex): a line that only grazes a corner of a soft-cover hex does not count it', () => {
    const v = offset(centre(2, 1), 0, R); // the corner (2,1) shares with (1,2) and (2,2)
    const a = offset(v, -7, 0);
    const b = offset(v, 7, 0);
    const t = table('hex', [figure('red-1', a), figure('blue-1', b)], [soft('graze', centre(2, 1))]);
    expect(ids(t, 'red-1', 'blue-1')).toEqual([]);
    expect(deepestInHex(a, b, { q: 2, r: 1 })).toBeCloseTo(0, 9);
    const nudged = table(
      'hex',
      [figure('red-1', offset(a, 0, -0.01)), figure('blue-1', offset(b, 0, -0.01))],
      [soft('graze', centre(2, 1))],
    );
    expect(ids(nudged, 'red-1', 'blue-1')).toEqual(['graze']);
  });

  it('PM-SMOKE (hex): a line that grazes a smoke hex corner or runs along its edge has no smoke between', () => {
    const v = offset(centre(2, 1), 0, R);
    const sight = createSight();
    const graze = table(
      'hex',
      [figure('red-1', offset(v, -7, 0)), figure('blue-1', offset(v, 7, 0))],
      [smoke('smoke-1', centre(2, 1))],
    );
    expect(sight.line(graze, 'red-1', 'blue-1').smokeBetween).toBe(false);
    const along = table(
      'hex',
      [figure('red-1', centre(2, 0)), figure('blue-1', centre(1, 2))],
      [smoke('smoke-1', centre(1, 1))],
    );
    expect(sight.line(along, 'red-1', 'blue-1').smokeBetween).toBe(false);
    const through = table(
      'hex',
      [figure('red-1', centre(0, 1)), figure('blue-1', centre(4, 1))],
      [smoke('smoke-1', centre(2, 1))],
    );
    expect(sight.line(through, 'red-1', 'blue-1').smokeBetween).toBe(true);
  });

  it('PM-LOS-PERIMETER (hex): touching the perimeter at a corner stays on the board; crossing the notch leaves it', () => {
    const c = centre(0, 0);
    const sight = createSight();
    const corner = table('hex', [
      figure('red-1', offset(c, 0, -R / 2)),
      figure('blue-1', offset(centre(1, 0), 0, -R / 2)),
    ]);
    expect(sight.line(corner, 'red-1', 'blue-1').blocked).toBeNull();
    const notch = table('hex', [
      figure('red-1', offset(c, 0, -4)),
      figure('blue-1', offset(centre(1, 0), 0, -4)),
    ]);
    expect(sight.line(notch, 'red-1', 'blue-1').blocked).toEqual({ reason: 'perimeter' });
  });

  it('PM-LOS-PERIMETER (hex): a line running exactly along a perimeter edge stays on the board', () => {
    const model = buildTableModel(bare('hex'));
    const c = centre(0, 0); // its left side, x = c.x − 5, is perimeter ((−1,0) is off the board)
    const home = centre(-1, 1); // and the same line is the centre line of the red home hex below it
    expect(leavesBoardAt(model, home.x, home.y, c.x - 5, c.y - R / 2)).toBe(Infinity);
    expect(leavesBoardAt(model, home.x - 0.01, home.y, c.x - 5.01, c.y - R / 2)).toBeLessThan(Infinity);
  });

  for (const seed of [1, 2, 3, 4, 5]) {
    it(`PM-WAY-SOFT (hex) seed ${seed}: hexes entered agree with the exact check on corner-to-corner and edge segments`, () => {
      const model = buildTableModel(bare('hex'));
      const random = prng(seed);
      // Lattice points: hex centres, corners and side midpoints, where grazes and edge runs happen.
      const lattice: Point[] = [];
      for (const { hex } of model.board.hexes) {
        const c = hexToPoint(L, hex);
        lattice.push(c);
        for (let i = 0; i < 6; i++) {
          const a = ((60 * i + 30) * Math.PI) / 180;
          const m = (60 * i * Math.PI) / 180;
          lattice.push(
            { x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) },
            { x: c.x + 5 * Math.cos(m), y: c.y + 5 * Math.sin(m) },
          );
        }
      }
      let grazes = 0;
      for (let n = 0; n < 300; n++) {
        const a = lattice[Math.floor(random() * lattice.length)]!;
        const b = lattice[Math.floor(random() * lattice.length)]!;
        for (const { hex } of model.board.hexes) {
          const c = hexToPoint(L, hex);
          const deepest = deepestInHex(a, b, hex);
          if (Math.abs(deepest) < 1e-6) grazes++;
          if (Math.abs(deepest) > 1e-9 && Math.abs(deepest) < 1e-4) continue; // no such near misses on a lattice
          expect(
            entersHexAt(model, c.x, c.y, a.x, a.y, b.x, b.y) >= 0,
            `${JSON.stringify([a, b, hex])}`,
          ).toBe(deepest > 1e-6);
        }
      }
      expect(grazes).toBeGreaterThan(20); // the lattice really does make corner and edge cases
    });

    it(`PM-LOS-PERIMETER (hex) seed ${seed}: leaving the board agrees with the exact check on off-board hexes`, () => {
      const model = buildTableModel(bare('hex'));
      const random = prng(100 + seed);
      const onBoard = new Set(model.board.hexes.map((h) => `${h.hex.q},${h.hex.r}`));
      const outside = new Map<string, { q: number; r: number }>();
      for (const { hex } of model.board.hexes)
        for (const n of hexNeighbours(hex))
          if (!onBoard.has(`${n.q},${n.r}`)) outside.set(`${n.q},${n.r}`, n);
      const hexes = model.board.hexes;
      let left = 0;
      for (let n = 0; n < 800; n++) {
        const pick = () => {
          const c = hexToPoint(L, hexes[Math.floor(random() * hexes.length)]!.hex);
          const a = Math.floor(random() * 6) * 60 + 30;
          const k = random() < 0.5 ? 1 : random(); // corners half the time
          return {
            x: c.x + k * R * Math.cos((a * Math.PI) / 180),
            y: c.y + k * R * Math.sin((a * Math.PI) / 180),
          };
        };
        const a = pick();
        const b = pick();
        const exact = [...outside.values()].some((h) => deepestInHex(a, b, h) > 1e-6);
        const leaves = leavesBoardAt(model, a.x, a.y, b.x, b.y) < Infinity;
        expect(leaves, JSON.stringify([a, b])).toBe(exact);
        if (exact) left++;
      }
      expect(left).toBeGreaterThan(8);
    });
  }
});

describe('hex mode: off the board', () => {
  it('PM-LOS-PERIMETER (hex): a figure off the board has no line at all; one on the board’s very edge does', () => {
    const model = buildTableModel(bare('hex'));
    const off = offset(centre(0, 0), 0, -10); // in hex (0,−1), off the board
    expect(leavesBoardAt(model, off.x, off.y, centre(2, 1).x, centre(2, 1).y)).toBe(0);
    expect(leavesBoardAt(model, centre(2, 1).x, centre(2, 1).y, off.x, off.y)).toBeGreaterThan(0);
    const edge = offset(centre(0, 0), -5, 0); // on the side (0,0) shares with the off-board (−1,0)
    expect(leavesBoardAt(model, edge.x, edge.y, centre(2, 1).x, centre(2, 1).y)).toBe(Infinity);
  });
});
