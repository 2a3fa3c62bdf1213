import type { Hex } from '../../../geometry';

// The terrain batches of the starter set (HP-SETUP): a forest, ruins, a pond and a rise, each as
// its hexes' steps from the hex the player puts it on, with height and tags. Skirmish as dealt
// gives each side one of each; the editor adds them to a mission of the player's own.

/** The starter set's terrain batches, each side's four in Skirmish: steps from the hex the player puts it on. */
export const BATCH_SHAPES: readonly {
  key: string;
  name: string;
  hexes: readonly (readonly [Hex, number, string[]])[];
}[] = [
  {
    key: 'forest',
    name: 'Forest',
    hexes: [
      [{ q: 0, r: 0 }, 0, ['Forest']],
      [{ q: 1, r: 0 }, 0, ['Forest']],
      [{ q: -1, r: 1 }, 0, ['Forest']],
    ],
  },
  {
    key: 'ruins',
    name: 'Ruins',
    hexes: [
      [{ q: 0, r: 0 }, 1, ['Ruins']],
      [{ q: 1, r: 0 }, 2, ['Ruins']],
    ],
  },
  {
    key: 'pond',
    name: 'Pond',
    hexes: [
      [{ q: 0, r: 0 }, 0, ['Water', 'Land']],
      [{ q: 1, r: 0 }, 0, ['Water', 'Land']],
    ],
  },
  {
    key: 'rise',
    name: 'Rise',
    hexes: [
      [{ q: 0, r: 0 }, 1, ['Land']],
      [{ q: 1, r: 0 }, 1, ['Land']],
    ],
  },
];
