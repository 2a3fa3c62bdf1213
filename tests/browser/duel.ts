import type { Setup } from '../../src/setup';
import { captureTheFlag, hexPoint, slotPoint } from '../../src/setup';
import { STANDARD_LAYOUT } from '../../src/geometry';

/**
 * A short game for the browser tests: one paintballer a side, two hexes apart in the open, each
 * with a Marshal near enough to call paintchecks. The first team with no paintballer left loses.
 */
export function duel(): Setup {
  const ctf = captureTheFlag();
  const L = STANDARD_LAYOUT;
  const red = ctf.figures.find((f) => f.id === 'red-1')!;
  const blue = ctf.figures.find((f) => f.id === 'blue-1')!;
  const mr = ctf.figures.find((f) => f.id === 'marshal-red')!;
  const mb = ctf.figures.find((f) => f.id === 'marshal-blue')!;
  return {
    ...ctf,
    name: 'Duel',
    scenario: 'custom',
    figures: [
      { ...red, at: slotPoint(L, { q: 1, r: 1 }, 0) },
      { ...blue, at: slotPoint(L, { q: 3, r: 1 }, 0) },
      { ...mr, at: slotPoint(L, { q: 2, r: 2 }, 0) },
      { ...mb, at: slotPoint(L, { q: 2, r: 0 }, 0) },
    ],
    terrain: ctf.terrain.filter((t) => t.kind === 'stockade'),
    markers: [],
  };
}

export const duelCentre = hexPoint(STANDARD_LAYOUT, { q: 2, r: 1 });
