import type { Hex } from '../../../geometry';
import type { IndexedBoard } from './board';
import { indexBoard, slotOf } from './board';
import type { SeatView } from './gameState';
import { actor } from './gameState';

// The pieces the seat to act moves (HB-MOVE, HB-INVIS): its character, or each of its tiles while
// it is invisible; and the hexes the other pieces shut to a mover. Asked on every move, so the
// answers for one piece are found without listing them all.

/** The pieces the seat to act moves this step: its character, or its tiles while invisible. */
export function movers(s: SeatView): { id: string; at: Hex }[] {
  const me = actor(s);
  if (me.invisible) return s.tiles.filter((t) => t.seat === me.seat).map((t) => ({ id: t.id, at: t.at }));
  return me.at === null ? [] : [{ id: me.seat, at: me.at }];
}

/** Where the piece `id` stands, if it is one the seat to act moves this step; else null. */
export function moverAt(s: SeatView, id: string): Hex | null {
  const me = actor(s);
  if (!me.invisible) return id === me.seat ? me.at : null;
  for (const t of s.tiles) if (t.id === id && t.seat === me.seat) return t.at;
  return null;
}

/** The first of the seat's pieces (in `movers` order) yet to move on this roll; null when all have. */
export function nextMover(s: SeatView): { id: string; at: Hex } | null {
  const me = actor(s);
  if (!me.invisible) return me.at === null || s.moved.includes(me.seat) ? null : { id: me.seat, at: me.at };
  for (const t of s.tiles) if (t.seat === me.seat && !s.moved.includes(t.id)) return { id: t.id, at: t.at };
  return null;
}

/** Whether every piece the seat to act moves, but `id`, has moved on this roll. */
export function othersMoved(s: SeatView, id: string): boolean {
  const me = actor(s);
  if (!me.invisible) return true;
  for (const t of s.tiles) if (t.seat === me.seat && t.id !== id && !s.moved.includes(t.id)) return false;
  return true;
}

/**
 * Hexes a piece may not enter, marked by hex number: those every other piece stands on. The marks
 * are the board's one scratch buffer, written afresh on each call: read them before the next call.
 */
export function blockedFor(s: SeatView, pieceId: string): Uint8Array {
  const board = indexBoard(s.table);
  const shut = board.marks;
  const was = written;
  // The same pieces (the arrays are never changed in place) and the same mover: the marks stand.
  if (was !== null && was.shut === shut && was.characters === s.characters && was.tiles === s.tiles)
    if (was.pieceId === pieceId) return shut;
  written = { shut, characters: s.characters, tiles: s.tiles, pieceId };
  shut.fill(0);
  for (const c of s.characters) if (c.at !== null && !c.dead && c.seat !== pieceId) mark(board, shut, c.at);
  // Tiles may share a hex (all three start on one): another tile there still blocks it.
  for (const t of s.tiles) if (t.id !== pieceId) mark(board, shut, t.at);
  return shut;
}

/** What the marks were last written for: the automatic player and then `apply` ask the same in a row. */
let written: {
  shut: Uint8Array;
  characters: SeatView['characters'];
  tiles: SeatView['tiles'];
  pieceId: string;
} | null = null;

function mark(board: IndexedBoard, shut: Uint8Array, h: Hex): void {
  const i = slotOf(board, h);
  if (i >= 0) shut[i] = 1;
}
