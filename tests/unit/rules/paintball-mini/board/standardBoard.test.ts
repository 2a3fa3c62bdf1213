import { describe, expect, it } from 'vitest';
import { boardBounds, buildBoard, hexDistance } from '../../../../../src/geometry';
import { STANDARD_LAYOUT, STANDARD_TILES } from '../../../../../src/rules/paintball-mini/board/standardBoard';

describe('the standard board', () => {
  const board = buildBoard(STANDARD_LAYOUT, STANDARD_TILES);

  it('PM-SCEN-CTF: four 6-hex bases and two home hexes make 26 hexes', () => {
    expect(board.hexes).toHaveLength(26);
    expect(new Set(board.hexes.map((h) => h.tileId)).size).toBe(6);
  });

  it('is centred on the table and point-symmetric', () => {
    const { min, max } = boardBounds(board);
    expect(min.x).toBeCloseTo(-max.x, 9);
    expect(min.y).toBeCloseTo(-max.y, 9);
    for (const { hex } of board.hexes) expect(board.has({ q: 4 - hex.q, r: 3 - hex.r })).toBe(true);
  });

  it('home hexes sit at each end, 7 hexes apart, each touching three board hexes', () => {
    const red = { q: -1, r: 1 };
    const blue = { q: 5, r: 2 };
    expect(board.tileOf(red)).toBe('home-red');
    expect(board.tileOf(blue)).toBe('home-blue');
    expect(hexDistance(red, blue)).toBe(7);
  });

  it('every hex side is exactly one of: edge inside a base, seam between bases, perimeter', () => {
    const sides = board.hexes.length * 6;
    // Shared sides are listed once, perimeter sides once.
    expect(2 * (board.hexEdges.length + board.seams.length) + board.perimeter.length).toBe(sides);
    expect(board.seams.length).toBeGreaterThan(0);
  });

  it('knows which table points are on the board', () => {
    expect(board.contains({ x: 0, y: 0 })).toBe(true);
    expect(board.contains({ x: 0, y: 30 })).toBe(false);
    expect(board.contains({ x: -32.5, y: -4.33 })).toBe(true); // red home centre
  });
});
