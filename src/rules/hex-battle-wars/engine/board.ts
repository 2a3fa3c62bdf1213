import type { Hex } from '../../../geometry';
import { HEX_DIRECTIONS, hexKey } from '../../../geometry';
import type { Hazard } from '../setup/schema';
import type { BattleTable } from './gameState';

// The table indexed for speed: hexes by number, their six neighbours, levels and hazards in typed
// arrays. Made once per table object (the table changes only while obstacles are placed).

export interface IndexedBoard {
  readonly hexes: readonly Hex[];
  readonly index: ReadonlyMap<string, number>;
  /** Six neighbour indexes per hex, −1 off the board. */
  readonly neighbours: Int32Array;
  readonly level: Int8Array;
  /** 0 ground, 1 water, 2 quicksand: the hazard's value (HB-HAZARD-LEAVE). */
  readonly hazard: Int8Array;
}

/** A hazard's value: water 1, quicksand 2 (HB-HAZARD). Entering costs 1 more than this. */
export const HAZARD_VALUE: Readonly<Record<Hazard, number>> = { water: 1, quicksand: 2 };

const made = new WeakMap<BattleTable, IndexedBoard>();

export function indexBoard(table: BattleTable): IndexedBoard {
  const had = made.get(table);
  if (had !== undefined) return had;
  const index = new Map<string, number>();
  table.hexes.forEach((h, i) => index.set(hexKey(h), i));
  const n = table.hexes.length;
  const neighbours = new Int32Array(n * 6);
  const level = new Int8Array(n);
  const hazard = new Int8Array(n);
  table.hexes.forEach((h, i) => {
    const key = hexKey(h);
    level[i] = table.levels[key] ?? 0;
    const hz = table.hazards[key];
    hazard[i] = hz === undefined ? 0 : HAZARD_VALUE[hz];
    HEX_DIRECTIONS.forEach((d, k) => {
      neighbours[i * 6 + k] = index.get(hexKey({ q: h.q + d.q, r: h.r + d.r })) ?? -1;
    });
  });
  const board = { hexes: table.hexes, index, neighbours, level, hazard };
  made.set(table, board);
  return board;
}

export const levelAt = (table: BattleTable, h: Hex): number => table.levels[hexKey(h)] ?? 0;
export const onTable = (table: BattleTable, h: Hex): boolean => indexBoard(table).index.has(hexKey(h));
