import type { Tile } from '../../../geometry/board';
import type { Layout } from '../../../geometry/layout';
import { HEXON_ACROSS_CM } from '../../../geometry/layout';

/**
 * The standard PaintBall Mini board (PM-SCEN-CTF): four 6-hex bases in a 2 × 2 block, six hexes
 * long and four rows deep, with a single home hex at each end. 26 hexes, point-symmetric, so both
 * teams face the same ground. Red's home is at the −x end, blue's at +x.
 */
export const STANDARD_TILES: readonly Tile[] = [
  { id: 'base-1', kind: 'six', at: { q: 0, r: 0 }, rotation: 0 },
  { id: 'base-2', kind: 'six', at: { q: 3, r: 0 }, rotation: 0 },
  { id: 'base-3', kind: 'six', at: { q: -1, r: 2 }, rotation: 0 },
  { id: 'base-4', kind: 'six', at: { q: 2, r: 2 }, rotation: 0 },
  { id: 'home-red', kind: 'single', at: { q: -1, r: 1 }, rotation: 0 },
  { id: 'home-blue', kind: 'single', at: { q: 5, r: 2 }, rotation: 0 },
];

/** Places hex (2, 1.5), the standard board's centre of symmetry, at the table's centre. */
export const STANDARD_LAYOUT: Layout = {
  across: HEXON_ACROSS_CM,
  origin: { x: -27.5, y: (-1.5 * 1.5 * HEXON_ACROSS_CM) / Math.sqrt(3) },
};
