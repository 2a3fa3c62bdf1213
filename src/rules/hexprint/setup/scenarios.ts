import type { Hex } from '../../../geometry';
import { hexDistance, hexKey, hexToPoint } from '../../../geometry';
import { SETUP_FORMAT, SETUP_VERSION } from '../../../table';
import type { Stack } from '../../../table';
import type { Mission, Setup, SetupUnit } from './schema';
import { SYSTEM_ID } from './schema';
import { KING_OF_THE_HILL, SKIRMISH, STARTER_CARDS, STARTER_TERRAIN } from './starterSet';

// The starter set's two missions, ready to play: a Skirmish table of 12 × 10 hexes and King of
// the Hill on 11 × 11 with a three-level hill in the middle. North holds the low rows, South the
// high ones; South's half is North's turned half a circle about the board's centre, so both get the
// same ground. Four units a side: a Line Squad, a Scout, a Heavy Gunner and a Walker.

type Cell = readonly [col: number, row: number];

/** Rows of `cols` hexes, odd rows shifted half a hex: axial (col − ⌊row/2⌋, row). */
const hexOf = ([col, row]: Cell): Hex => ({ q: col - Math.floor(row / 2), r: row });

function board(cols: number, rows: number, stacks: readonly Stack[]): Setup['board'] {
  const tiles: Setup['board']['tiles'] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++)
      tiles.push({ id: `t${col}-${row}`, kind: 'single', at: hexOf([col, row]), rotation: 0 });
  // The board's middle on the table's middle: the far corner's centre, halved, is the origin's offset.
  const far = hexToPoint({ across: 10, origin: { x: 0, y: 0 } }, hexOf([cols - 1, rows - 1]));
  const origin = { x: -Math.round(far.x * 50) / 100, y: -Math.round(far.y * 50) / 100 };
  return { across: 10, origin, tiles, stacks: [...stacks] };
}

/** North's terrain and its mirror for South, a cell each. */
function mirrored(cols: number, rows: number, half: readonly (readonly [Cell, number, string[]])[]): Stack[] {
  return half.flatMap(([[col, row], height, tags]) => [
    { at: hexOf([col, row]), height, tags },
    { at: hexOf([cols - 1 - col, rows - 1 - row]), height, tags },
  ]);
}

function army(side: 'north' | 'south', cols: number, rows: number): SetupUnit[] {
  const at = (col: number, row: number): Hex =>
    side === 'north' ? hexOf([col, row]) : hexOf([cols - 1 - col, rows - 1 - row]);
  const Side = side === 'north' ? 'North' : 'South';
  const turn = side === 'north' ? 0 : 3;
  const unit = (key: string, card: string, name: string, cells: readonly Cell[], facing = 0): SetupUnit => ({
    id: `${side}-${key}`,
    name: `${Side} ${name}`,
    card,
    seat: side,
    models: cells.map(([c, r], i) => ({
      id: `${side}-${key}-${i + 1}`,
      at: at(c, r),
      facing: (facing + turn) % 6,
    })),
    reserve: false,
    marker: null,
  });
  return [
    unit('squad', 'line-squad', 'Line Squad', [
      [3, 1],
      [4, 1],
      [5, 1],
    ]),
    unit('scout', 'scout', 'Scout', [[8, 1]]),
    unit('gunner', 'heavy-gunner', 'Heavy Gunner', [[6, 0]]),
    unit('walker', 'walker', 'Walker', [[1, 0]], 0),
  ];
}

function setup(name: string, mission: Mission, cols: number, rows: number, stacks: Stack[]): Setup {
  return {
    format: SETUP_FORMAT,
    version: SETUP_VERSION,
    system: SYSTEM_ID,
    name,
    table: { width: cols * 10 + 20, depth: rows * 9 + 20 },
    board: board(cols, rows, stacks),
    seats: [
      { id: 'north', name: 'North' },
      { id: 'south', name: 'South' },
    ],
    mission,
    cards: [...STARTER_CARDS],
    terrainCards: [...STARTER_TERRAIN],
    units: [...army('north', cols, rows), ...army('south', cols, rows)],
  };
}

/** Skirmish: woods, ruins, a pond and a rise for each side's four terrain batches. */
export function skirmish(): Setup {
  return setup(
    'Skirmish',
    SKIRMISH,
    12,
    10,
    mirrored(12, 10, [
      [[2, 3], 0, ['Forest']],
      [[3, 3], 0, ['Forest']],
      [[2, 4], 0, ['Forest']],
      [[6, 3], 1, ['Ruins']],
      [[7, 3], 2, ['Ruins']],
      [[9, 4], 0, ['Water', 'Land']],
      [[10, 4], 0, ['Water', 'Land']],
      [[4, 4], 1, ['Land']],
      [[5, 4], 1, ['Land']],
    ]),
  );
}

/** King of the Hill: a hill three levels high in the middle (its top, a ring at 2, a ring at 1). */
export function kingOfTheHill(): Setup {
  const top = KING_OF_THE_HILL.hill!;
  const hill: Stack[] = [];
  for (let row = 0; row < 11; row++)
    for (let col = 0; col < 11; col++) {
      const h = hexOf([col, row]);
      const d = hexDistance(h, top);
      if (d <= 2) hill.push({ at: h, height: 3 - d, tags: ['Land'] });
    }
  const onHill = new Set(hill.map((s) => hexKey(s.at)));
  const around = mirrored(11, 11, [
    [[1, 4], 0, ['Forest']],
    [[2, 4], 0, ['Forest']],
    [[8, 3], 1, ['Ruins']],
  ]).filter((s) => !onHill.has(hexKey(s.at)));
  return setup('King of the Hill', KING_OF_THE_HILL, 11, 11, [...hill, ...around]);
}

export const SCENARIOS = { skirmish, 'king-of-the-hill': kingOfTheHill } as const;
