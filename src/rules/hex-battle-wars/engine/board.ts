import type { Hex } from '../../../geometry';
import { HEX_DIRECTIONS, hexKey, parseHexKey } from '../../../geometry';
import type { Hazard } from '../setup/schema';
import type { BattleTable } from './gameState';

// The table indexed for speed: hexes by number, their six neighbours, levels and hazards in typed
// arrays. Made once per table object (the table changes only while obstacles are placed).

export interface IndexedBoard {
  readonly hexes: readonly Hex[];
  /** Each hex's q and r by number: read in the automatic player's inner loops without touching hex objects. */
  readonly q: Int32Array;
  readonly r: Int32Array;
  readonly index: ReadonlyMap<string, number>;
  /** Six neighbour indexes per hex, −1 off the board. */
  readonly neighbours: Int32Array;
  readonly level: Int8Array;
  /** 0 ground, 1 water, 2 quicksand: the hazard's value (HB-HAZARD-LEAVE). */
  readonly hazard: Int8Array;
  /** Hex numbers on a q×r grid around the board (−1 off it): a lookup without building a key. */
  readonly grid: Int32Array;
  readonly minQ: number;
  readonly minR: number;
  readonly spanQ: number;
  readonly spanR: number;
  /** A scratch buffer of marks by hex number, reused by `blockedFor` so a move allocates none. */
  readonly marks: Uint8Array;
}

/** A hazard's value: water 1, quicksand 2 (HB-HAZARD). Entering costs 1 more than this. */
export const HAZARD_VALUE: Readonly<Record<Hazard, number>> = { water: 1, quicksand: 2 };

const made = new WeakMap<BattleTable, IndexedBoard>();
/** The board asked for last: a game asks for the same one many times an action. */
let last: { table: BattleTable; board: IndexedBoard } | null = null;

export function indexBoard(table: BattleTable): IndexedBoard {
  if (last !== null && last.table === table) return last.board;
  const board = made.get(table) ?? made.set(table, build(table)).get(table)!;
  last = { table, board };
  return board;
}

function build(table: BattleTable): IndexedBoard {
  const n = table.hexes.length;
  let [minQ, minR, maxQ, maxR] = [0, 0, -1, -1];
  for (const [i, h] of table.hexes.entries()) {
    minQ = i === 0 ? h.q : Math.min(minQ, h.q);
    minR = i === 0 ? h.r : Math.min(minR, h.r);
    maxQ = i === 0 ? h.q : Math.max(maxQ, h.q);
    maxR = i === 0 ? h.r : Math.max(maxR, h.r);
  }
  const spanQ = maxQ - minQ + 1;
  const spanR = maxR - minR + 1;
  const grid = new Int32Array(spanQ * spanR).fill(-1);
  const q = new Int32Array(n);
  const r = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const h = table.hexes[i]!;
    q[i] = h.q;
    r[i] = h.r;
    grid[(h.q - minQ) * spanR + (h.r - minR)] = i;
  }
  // Off the grid is off the board (here every coordinate is whole).
  const slot = (hq: number, hr: number) =>
    hq < minQ || hr < minR || hq >= minQ + spanQ || hr >= minR + spanR
      ? -1
      : grid[(hq - minQ) * spanR + (hr - minR)]!;
  // Plain loops: the board is built once a game, before its code has warmed up.
  const neighbours = new Int32Array(n * 6);
  for (let i = 0; i < n; i++) {
    const h = table.hexes[i]!;
    for (let k = 0; k < 6; k++)
      neighbours[i * 6 + k] = slot(h.q + HEX_DIRECTIONS[k]!.q, h.r + HEX_DIRECTIONS[k]!.r);
  }
  // The few levelled and hazardous hexes, by their keys: a key names a hex of the board only when
  // it is that hex's own key.
  const slotOfKey = (key: string) => {
    const h = parseHexKey(key);
    const i = Number.isInteger(h.q) && Number.isInteger(h.r) ? slot(h.q, h.r) : -1;
    return i >= 0 && hexKey(table.hexes[i]!) === key ? i : -1;
  };
  const level = new Int8Array(n);
  for (const [key, v] of Object.entries(table.levels)) {
    const i = slotOfKey(key);
    if (i >= 0) level[i] = v;
  }
  const hazard = new Int8Array(n);
  for (const [key, hz] of Object.entries(table.hazards)) {
    const i = slotOfKey(key);
    if (i >= 0) hazard[i] = HAZARD_VALUE[hz];
  }
  const marks = new Uint8Array(n);
  return new Board(table.hexes, q, r, neighbours, level, hazard, grid, minQ, minR, spanQ, spanR, marks);
}

/**
 * The indexed board as a class, its fields set once in one order: an object literal with a getter
 * (the lookup by key) is kept by V8 as a slow dictionary, and every read of the board's fields in the
 * inner loops paid for it (some 25 times slower than a class's fields).
 */
class Board implements IndexedBoard {
  private byKey: Map<string, number> | null = null;
  constructor(
    readonly hexes: readonly Hex[],
    readonly q: Int32Array,
    readonly r: Int32Array,
    readonly neighbours: Int32Array,
    readonly level: Int8Array,
    readonly hazard: Int8Array,
    readonly grid: Int32Array,
    readonly minQ: number,
    readonly minR: number,
    readonly spanQ: number,
    readonly spanR: number,
    readonly marks: Uint8Array,
  ) {}
  /** By key, for the few who look a hex up so; made on first use. */
  get index(): ReadonlyMap<string, number> {
    return (this.byKey ??= new Map(this.hexes.map((h, i) => [hexKey(h), i])));
  }
}

/** The hex's number on the board, or −1 off it. */
export const slotOf = (board: IndexedBoard, h: Hex): number => slotAt(board, h.q, h.r);

/** The number of the hex (`hq`, `hr`), or −1 off the board. */
export function slotAt(board: IndexedBoard, hq: number, hr: number): number {
  const q = hq - board.minQ;
  const r = hr - board.minR;
  // A hex of a broken action may have a fractional coordinate: it is on no board.
  if ((q | 0) !== q || (r | 0) !== r || q < 0 || r < 0 || q >= board.spanQ || r >= board.spanR) return -1;
  return board.grid[q * board.spanR + r] ?? -1;
}

/** Marks, by hex number, of the hexes in `hexes` (those pieces stand on). */
export function shutOf(board: IndexedBoard, hexes: Iterable<Hex>): Uint8Array {
  const shut = new Uint8Array(board.hexes.length);
  for (const h of hexes) {
    const i = slotOf(board, h);
    if (i >= 0) shut[i] = 1;
  }
  return shut;
}

/** The hex's level (HB-LEVEL): from the indexed board where it is made, else from the table's record. */
export function levelAt(table: BattleTable, h: Hex): number {
  const board = last !== null && last.table === table ? last.board : made.get(table);
  const i = board === undefined ? -1 : slotOf(board, h);
  return i >= 0 ? board!.level[i]! : (table.levels[hexKey(h)] ?? 0);
}
export const onTable = (table: BattleTable, h: Hex): boolean => slotOf(indexBoard(table), h) >= 0;
