import { describe, expect, it } from 'vitest';
import type { Upright } from '../../../src/scene/uprights';
import { entersUpright, uprightSlots } from '../../../src/scene/uprights';

// A piece 6 cm tall and 2 cm round, standing on ground 4 cm up at (10, 0).
const piece: Upright = { id: 'a', at: { x: 10, y: 0 }, ground: 4, height: 6, radius: 2 };
const ray = (origin: [number, number, number], dir: [number, number, number]) => ({
  origin: { x: origin[0], y: origin[1], z: origin[2] },
  dir: { x: dir[0], y: dir[1], z: dir[2] },
});

describe('an upright piece met by a ray', () => {
  it('is entered through its wall by a level ray at its height', () => {
    expect(entersUpright(ray([0, 0, 7], [1, 0, 0]), piece)).toBeCloseTo(8);
  });

  it('is entered through its top by a ray from straight above', () => {
    expect(entersUpright(ray([10.5, 0, 30], [0, 0, -1]), piece)).toBeCloseTo(20);
  });

  it('is missed by a ray passing over it, beside it, or pointing away', () => {
    expect(entersUpright(ray([0, 0, 11], [1, 0, 0]), piece)).toBeNull();
    expect(entersUpright(ray([0, 3, 7], [1, 0, 0]), piece)).toBeNull();
    expect(entersUpright(ray([0, 0, 7], [-1, 0, 0]), piece)).toBeNull();
  });
});

describe('the table slots of a game of upright pieces', () => {
  const near: Upright = { ...piece, id: 'near', at: { x: 5, y: 0 }, ground: 0 };
  const board = {
    across: 10 as const,
    origin: { x: 0, y: 0 },
    tiles: [{ id: 't', kind: 'single' as const, at: { q: 0, r: 0 }, rotation: 0 }],
    stacks: [{ at: { q: 0, r: 0 }, height: 3, tags: [] }],
  };
  const slots = uprightSlots(
    () => [piece, near],
    (_setup, hex) => (hex.q === 0 && hex.r === 0 ? 3 : 0),
    4,
  );

  it('picks the nearest piece the ray meets, and rings it a little wider than its base', () => {
    expect(slots.pickOnRay({ board }, ray([0, 0, 3], [1, 0, 0]))).toBe('near');
    expect(slots.pieceRing({ board }, 'a')).toEqual({ at: { x: 10, y: 0 }, radius: 2.8 });
    expect(slots.pieceRing({ board }, 'gone')).toBeNull();
  });

  it('raises the ground by the levels of the hex, and fits the camera to the tallest thing', () => {
    expect(slots.groundHeightAt({ board }, { x: 0, y: 0 })).toBe(12);
    expect(slots.groundHeightAt({ board: { ...board, tiles: [] } }, { x: 0, y: 0 })).toBe(0);
    expect(slots.standing({ board }).top).toBe(12);
    expect(slots.standing({ board }).plan).toHaveLength(3);
  });
});
