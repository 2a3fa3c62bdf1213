import type { Hex } from '../../../geometry';
import { hexToPoint } from '../../../geometry';
import type { SetupTile, Stack } from '../../../table';
import { SETUP_FORMAT, SETUP_VERSION } from '../../../table';
import type { Setup, SetupCharacter } from './schema';
import { SYSTEM_ID } from './schema';

// The built-in tables: a duel, a four-player free-for-all (obstacles, water and quicksand placed,
// characters 10+ hexes apart) and a full game whose obstacles and characters are placed at the table.

/** A rectangle of 6-hex tiles, `cols` hexes (a multiple of 3) by `rows` (even): row r starts at q = −⌊r/2⌋. */
export function rectangleTiles(cols: number, rows: number): SetupTile[] {
  const tiles: SetupTile[] = [];
  for (let k = 0; k < rows / 2; k++)
    for (let j = 0; j < cols / 3; j++)
      tiles.push({ id: `t${k}-${j}`, kind: 'six', at: { q: 3 * j - k, r: 2 * k }, rotation: 0 });
  return tiles;
}

/** The hex in column `col` of row `row` of such a rectangle. */
export const cell = (col: number, row: number): Hex => ({ q: col - Math.floor(row / 2), r: row });

export const SEATS = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
  { id: 'green', name: 'Green' },
  { id: 'yellow', name: 'Yellow' },
  { id: 'purple', name: 'Purple' },
  { id: 'orange', name: 'Orange' },
];

function table(name: string, cols: number, rows: number, seats: number): Setup {
  const far = hexToPoint({ across: 10, origin: { x: 0, y: 0 } }, cell(cols - 1, rows - 1));
  return {
    format: SETUP_FORMAT,
    version: SETUP_VERSION,
    system: SYSTEM_ID,
    name,
    table: { width: Math.ceil(far.x + 40), depth: Math.ceil(far.y + 40) },
    // The board in the middle of the table, as every table of the app is drawn round its centre.
    board: {
      across: 10,
      origin: { x: -Math.round(far.x * 50) / 100, y: -Math.round(far.y * 50) / 100 },
      tiles: rectangleTiles(cols, rows),
      stacks: [],
    },
    seats: SEATS.slice(0, seats),
    characters: [],
    health: null,
    obstacles: { one: 0, two: 0, three: 0 },
    leftover: { one: 0, two: 0, three: 0 },
  };
}

const character = (seat: string, at: Hex | null): SetupCharacter => ({
  seat,
  at,
  ac: null,
  invisibility: null,
  passes: 3,
  hidden: null,
});

const stack = (at: Hex, height: number, ...tags: string[]): Stack => ({ at, height, tags });
const obstacle = (col: number, row: number, height: number) => stack(cell(col, row), height, 'obstacle');
const hazard = (col: number, row: number, kind: 'water' | 'quicksand') => stack(cell(col, row), 0, kind);

/** Two players on a 12 × 10 board, a hill of 1, 2 and 3 levels between them, a pond and a bog. */
export function duel(): Setup {
  return {
    ...table('Duel', 12, 10, 2),
    board: {
      ...table('', 12, 10, 2).board,
      stacks: [
        obstacle(5, 4, 1),
        obstacle(6, 4, 2),
        obstacle(6, 5, 3),
        obstacle(5, 5, 1),
        obstacle(2, 7, 1),
        obstacle(9, 2, 1),
        hazard(3, 2, 'water'),
        hazard(4, 2, 'water'),
        hazard(8, 7, 'quicksand'),
      ],
    },
    characters: [character('red', cell(0, 0)), character('blue', cell(11, 9))],
  };
}

/** Four players in the corners of a 15 × 14 board, hills, water and quicksand between them. */
export function freeForAll(): Setup {
  const base = table('Free-for-all', 15, 14, 4);
  return {
    ...base,
    board: {
      ...base.board,
      stacks: [
        obstacle(7, 6, 1),
        obstacle(7, 7, 2),
        obstacle(8, 7, 3),
        obstacle(8, 6, 2),
        obstacle(6, 7, 1),
        obstacle(3, 3, 1),
        obstacle(4, 3, 2),
        obstacle(11, 10, 1),
        obstacle(10, 10, 2),
        obstacle(11, 3, 1),
        obstacle(3, 10, 1),
        hazard(5, 6, 'water'),
        hazard(5, 7, 'water'),
        hazard(9, 9, 'water'),
        hazard(10, 5, 'quicksand'),
        hazard(4, 11, 'quicksand'),
      ],
    },
    characters: [
      character('red', cell(0, 0)),
      character('blue', cell(14, 0)),
      character('green', cell(14, 13)),
      character('yellow', cell(0, 13)),
    ],
  };
}

/** Three players, an empty 15 × 14 board: obstacles and characters are placed at the table. */
export function fullGame(): Setup {
  const base = table('Full game (place obstacles and characters)', 15, 14, 3);
  return {
    ...base,
    characters: base.seats.map((s) => character(s.id, null)),
    obstacles: { one: 2, two: 1, three: 1 },
    leftover: { one: 1, two: 0, three: 0 },
  };
}

/** Six players round a 21 × 16 board, three a side, 10 hexes apart, hills and hazards between. */
export function sixPlayers(): Setup {
  const base = table('Six-player battle', 21, 16, 6);
  return {
    ...base,
    board: {
      ...base.board,
      stacks: [
        obstacle(9, 7, 1),
        obstacle(10, 7, 2),
        obstacle(10, 8, 3),
        obstacle(11, 8, 1),
        obstacle(5, 4, 1),
        obstacle(15, 11, 1),
        obstacle(15, 4, 1),
        obstacle(5, 11, 1),
        hazard(7, 8, 'water'),
        hazard(13, 7, 'water'),
        hazard(10, 12, 'quicksand'),
        hazard(10, 3, 'quicksand'),
      ],
    },
    characters: [
      character('red', cell(0, 0)),
      character('blue', cell(10, 0)),
      character('green', cell(20, 0)),
      character('yellow', cell(20, 15)),
      character('purple', cell(10, 15)),
      character('orange', cell(0, 15)),
    ],
  };
}

export const SCENARIOS = {
  duel,
  'free-for-all': freeForAll,
  'six-players': sixPlayers,
  'full-game': fullGame,
} as const;
