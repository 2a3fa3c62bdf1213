import type { Hex } from '../../../geometry';
import type { BattleSight } from './sight';
import type { SeatView } from './gameState';

// What a character may attack (HB-LOS): every visible living character and every invisibility tile
// of another seat that its eye sees. Characters and tiles never block the line.

export interface Target {
  readonly id: string;
  readonly seat: string;
  readonly at: Hex;
  readonly tile: boolean;
}

/** Every piece of another seat on the board, in sight or not. */
export function piecesOfOthers(s: SeatView, seat: string): Target[] {
  const out: Target[] = [];
  for (const c of s.characters)
    if (c.seat !== seat && !c.dead && c.at !== null)
      out.push({ id: c.seat, seat: c.seat, at: c.at, tile: false });
  for (const t of s.tiles) if (t.seat !== seat) out.push({ id: t.id, seat: t.seat, at: t.at, tile: true });
  return out;
}

/** The piece `id` of another seat on the board, as `piecesOfOthers` would list it; undefined if none. */
export function pieceOfOthers(s: SeatView, seat: string, id: string): Target | undefined {
  for (const c of s.characters)
    if (c.seat === id && c.seat !== seat && !c.dead && c.at !== null)
      return { id: c.seat, seat: c.seat, at: c.at, tile: false };
  for (const t of s.tiles)
    if (t.id === id && t.seat !== seat) return { id: t.id, seat: t.seat, at: t.at, tile: true };
  return undefined;
}

/** The pieces `seat`'s character sees from where it stands; none while it is invisible or off the board. */
export function targetsInSight(s: SeatView, seat: string, sight: BattleSight): Target[] {
  const me = s.characters.find((c) => c.seat === seat);
  if (me === undefined || me.dead || me.invisible || me.at === null) return [];
  const from = me.at;
  return piecesOfOthers(s, seat).filter((t) => sight.sees(s.table, from, t.at, t.tile));
}
