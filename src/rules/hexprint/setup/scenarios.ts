import type { Hex } from '../../../geometry';
import { hexDistance, hexToPoint } from '../../../geometry';
import { SETUP_FORMAT, SETUP_VERSION } from '../../../table';
import type { Stack } from '../../../table';
import type { Mission, Setup, SetupUnit } from './schema';
import { SYSTEM_ID } from './schema';
import { KING_OF_THE_HILL, SKIRMISH, STARTER_CARDS, STARTER_TERRAIN } from './starterSet';
import { BATCH_SHAPES } from './batchShapes';

// The starter set's two missions, ready to play: a Skirmish table of 12 × 10 hexes and King of
// the Hill on a hexagon of 127 hexes with a three-level hill in the middle. North holds the low
// rows, South the high ones; South's half is North's turned half a circle about the board's
// centre, so both get the same ground. Four units a side: a Line Squad, a Scout, a Heavy Gunner
// and a Walker.

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

/**
 * Skirmish as the starter set deals it (HP-SETUP): a bare board, each side's four units in reserve
 * and its four terrain batches (the forest, ruins, pond and rise of the shipped table, in pieces),
 * placed in turn after a roll-off. Each side places its terrain in the four rows of its half
 * nearest the middle (North rows 1–4, South 5–8) and deploys in its three back rows (North 0–2,
 * South 7–9): each side's rows are the other's half-turn image. It ships beside the pre-placed
 * Skirmish, which many tests and pinned games play as a ready table.
 */
export function skirmishToPlace(): Setup {
  const base = skirmish();
  const sides = ['north', 'south'] as const;
  const mission: Mission = {
    ...SKIRMISH,
    zones: [
      { seat: 'north', rows: [0, 2] },
      { seat: 'south', rows: [7, 9] },
    ],
    terrainZones: [
      { seat: 'north', rows: [1, 4] },
      { seat: 'south', rows: [5, 8] },
    ],
    batches: sides.flatMap((side) =>
      BATCH_SHAPES.map((b) => ({
        id: `${side}-${b.key}`,
        seat: side,
        name: `${side === 'north' ? 'North' : 'South'} ${b.name}`,
        hexes: b.hexes.map(([at, height, tags]) => ({ at, height, tags })),
      })),
    ),
  };
  return {
    ...base,
    name: 'Skirmish, set up by the players',
    board: { ...base.board, stacks: [] },
    mission,
    units: base.units.map((u) => ({ ...u, reserve: true })),
  };
}

/** How far King of the Hill's board reaches from the hill's top: a hexagon of 127 hexes. */
const HILL_BOARD_REACH = 6;

/** North's deployment on King of the Hill, as steps from the hill's top (the board's low rows). */
const HILL_NORTH: readonly { key: string; card: string; name: string; cells: readonly Hex[] }[] = [
  {
    key: 'squad',
    card: 'line-squad',
    name: 'Line Squad',
    cells: [
      { q: 1, r: -6 },
      { q: 2, r: -6 },
      { q: 3, r: -6 },
    ],
  },
  { key: 'scout', card: 'scout', name: 'Scout', cells: [{ q: 6, r: -5 }] },
  { key: 'gunner', card: 'heavy-gunner', name: 'Heavy Gunner', cells: [{ q: 4, r: -6 }] },
  { key: 'walker', card: 'walker', name: 'Walker', cells: [{ q: -1, r: -5 }] },
];

/** North's terrain on King of the Hill, as steps from the top: woods on its left, ruins on its right. */
const HILL_TERRAIN: readonly (readonly [Hex, number, string[]])[] = [
  [{ q: -4, r: -1 }, 0, ['Forest']],
  [{ q: -3, r: -1 }, 0, ['Forest']],
  [{ q: 4, r: -3 }, 1, ['Ruins']],
];

/**
 * King of the Hill: a hill three levels high (its top, a ring at 2, a ring at 1) in the middle of
 * a hexagonal board, and everything else North's and its half-turn image about the top for South,
 * hex for hex, so neither side starts nearer the hill or on better ground.
 */
export function kingOfTheHill(): Setup {
  const top = KING_OF_THE_HILL.hill!;
  const from = (d: Hex): Hex => ({ q: top.q + d.q, r: top.r + d.r });
  const turned = (d: Hex): Hex => ({ q: top.q - d.q, r: top.r - d.r });
  const tiles: Setup['board']['tiles'] = [];
  const hill: Stack[] = [];
  for (let dq = -HILL_BOARD_REACH; dq <= HILL_BOARD_REACH; dq++)
    for (let dr = -HILL_BOARD_REACH; dr <= HILL_BOARD_REACH; dr++) {
      const at = from({ q: dq, r: dr });
      const d = hexDistance(at, top);
      if (d > HILL_BOARD_REACH) continue;
      tiles.push({ id: `t${at.q}-${at.r}`, kind: 'single', at, rotation: 0 });
      if (d <= 2) hill.push({ at, height: 3 - d, tags: ['Land'] });
    }
  const around = HILL_TERRAIN.flatMap(([d, height, tags]) => [
    { at: from(d), height, tags },
    { at: turned(d), height, tags },
  ]);
  // The top's centre on the table's middle.
  const centre = hexToPoint({ across: 10, origin: { x: 0, y: 0 } }, top);
  const across = 2 * HILL_BOARD_REACH + 1;
  const units = (['north', 'south'] as const).flatMap((side) =>
    HILL_NORTH.map((u) => ({
      id: `${side}-${u.key}`,
      name: `${side === 'north' ? 'North' : 'South'} ${u.name}`,
      card: u.card,
      seat: side,
      models: u.cells.map((c, i) => ({
        id: `${side}-${u.key}-${i + 1}`,
        at: side === 'north' ? from(c) : turned(c),
        facing: side === 'north' ? 0 : 3,
      })),
      reserve: false,
      marker: null,
    })),
  );
  return {
    ...setup('King of the Hill', KING_OF_THE_HILL, across, across, [...hill, ...around]),
    board: {
      across: 10,
      origin: { x: -Math.round(centre.x * 100) / 100, y: -Math.round(centre.y * 100) / 100 },
      tiles,
      stacks: [...hill, ...around],
    },
    units,
  };
}

export const SCENARIOS = {
  skirmish,
  'skirmish-set-up': skirmishToPlace,
  'king-of-the-hill': kingOfTheHill,
} as const;
