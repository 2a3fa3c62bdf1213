import { distance } from '../../../geometry/point';
import { hexEquals } from '../../../geometry/hex';
import type { Figure } from '../setup/types';
import { isRejection, mayAct } from './activation';
import { hexOf } from './field';
import type { GameState, PaintCtx } from './gameState';
import { checkVictory, mayCarry } from './victory';
import { markerWords } from './pieceWords';

// PM-FLAG: a figure takes a flag at no cost on entering its hex, or when it acts while already there
// (hexless: base centre within 5 cm).

export const FLAG_REACH_CM = 5;

/** The index in `table.markers` of a loose flag `f` stands on and may carry; -1 when none. */
export function flagInReach(s: GameState, f: Figure): number {
  if (f.role !== 'paintballer') return -1;
  if (s.table.markers.some((m) => m.kind === 'flag' && m.carriedBy === f.id)) return -1;
  return s.table.markers.findIndex((m) => {
    if (m.kind !== 'flag' || m.carriedBy !== null || !mayCarry(s, f.team, m.team)) return false;
    return s.table.mode === 'hex'
      ? hexEquals(hexOf(s.table, m), hexOf(s.table, f))
      : distance(m.at, f.at) <= FLAG_REACH_CM;
  });
}

export function takeFlag(ctx: PaintCtx, s: GameState, id: string): GameState {
  const f = s.table.figures.find((x) => x.id === id);
  if (f === undefined) return s;
  const i = flagInReach(s, f);
  if (i < 0) return s;
  const markers = s.table.markers.slice();
  markers[i] = { ...markers[i]!, at: { ...f.at }, carriedBy: id } as (typeof markers)[number];
  ctx.say('PM-FLAG', `${f.name} takes ${markerWords(markers[i]!)} (no AP)`, id, undefined, {
    refs: { figures: [id], markers: [markers[i]!.id] },
  });
  return { ...s, table: { ...s.table, markers } };
}

/**
 * A figure about to act while already standing on a loose flag takes it first (so a friend standing
 * where a carrier fell picks the flag up by acting). The state unchanged when it may not act now.
 */
export function takeFlagByActing(ctx: PaintCtx, s: GameState, id: string): GameState {
  const f = mayAct(s, id);
  if (isRejection(f) || flagInReach(s, f) < 0) return s;
  return checkVictory(ctx, takeFlag(ctx, s, id));
}
