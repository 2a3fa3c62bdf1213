import type { LogEntry } from '../../../game/log';
import type { BattleState } from './gameState';
import { restate, retile } from './gameState';
import { SECRET_RULE } from './invisibility';

// The game as one seat may know it (HB-HIDDEN): which of another seat's tiles is real is removed
// from the tiles and from the log, and the dice's state is removed for everyone (from it the past
// rolls could be worked back and the next ones foreseen). This is what another machine is sent.

const NO_DICE = [0, 0, 0, 0] as const;

export function redact(s: BattleState, seat: string): BattleState {
  return restate(s, {
    rng: NO_DICE,
    tiles: s.tiles.some((t) => t.seat !== seat && t.real !== null)
      ? s.tiles.map((t) => (t.seat === seat || t.real === null ? t : retile(t, t.at, null)))
      : s.tiles,
    log: redactLog(s, s.log, seat),
  });
}

/** The log as `seat` may read it: another seat's secret line keeps only that tiles were set down. */
export function redactLog(s: BattleState, log: readonly LogEntry[], seat: string): readonly LogEntry[] {
  if (!log.some((e) => e.rule === SECRET_RULE && e.pieceId !== seat)) return log;
  return log.map((e) => {
    if (e.rule !== SECRET_RULE || e.pieceId === seat) return e;
    const name = s.seats.find((x) => x.id === e.pieceId)?.name ?? 'A player';
    const hidden: LogEntry = { turn: e.turn, rule: e.rule, text: `${name} sets down three identical tiles.` };
    return e.pieceId === undefined ? hidden : { ...hidden, pieceId: e.pieceId };
  });
}
