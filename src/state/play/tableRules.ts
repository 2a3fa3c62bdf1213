import type { Point } from '../../geometry';
import type { LogEntry } from '../../game/log';
import type { Logged, Played, PlayRules } from '../../game/playedGame';

/**
 * What the play slice asks of the rule system the app handed it: the played game's questions
 * (src/game/playedGame.ts) and the few the table asks between clicks. Each system answers them in
 * its own terms; the slice never restates a rule.
 */
export interface TableRules<T, S extends Logged, A, M> extends PlayRules<T, S, A, M> {
  /** The game's table as the players see it (pieces out of the game, marks left on it): what the scene draws. */
  shown(played: Played<T, S, A, M>): T;
  /** The piece acting now, picked again when a game comes back or a replay is left; null when none. */
  acting(state: S): string | null;
  /** Whether the player's pick is let go after this action: its activation over, the other side to act, the game over. */
  letsGo(before: S, after: S, action: A): boolean;
  /** A word for the player after an action (a move a sentry stopped), or null. */
  aftermath(before: S, after: Played<T, S, A, M>): string | null;
  /**
   * Lines of the log as everyone at one screen may read them: a seat's secret (Hex Battle Wars'
   * real tile) is left out; absent where a system hides nothing.
   */
  publicLog?(state: S, log: readonly LogEntry[]): readonly LogEntry[];
  /** The app's automatic player for a seat: its next action, from what that seat may know. */
  autoPlay?(state: S, seat: string): A;
  /**
   * Whether the action is the referee's hand (PaintBall's corrections, EN-REFEREE), for no side:
   * taken whoever is to act, even a side the app plays. Absent where a system has no referee.
   */
  referees?(action: A): boolean;
  /** The referee's take-back, as an action (EN-REFEREE in PaintBall Mini); absent where a system has none. */
  readonly takeBackAction?: A;
  /** Tape-measure play: whether this piece may be picked up to be dragged where it moves. */
  mayGrab(state: S, pieceId: string): boolean;
  /**
   * Tape-measure play: the action moving the piece straight to `to`, why it may not, or null when
   * it is no move at all (a point on its own base: a shaky click spends nothing).
   */
  moveTo(state: S, pieceId: string, to: Point): { readonly action: A } | { readonly why: string } | null;
}
