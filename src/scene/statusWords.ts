import type { Tape } from '../state/tableStore';

/** A rule system's words for the status bar (a view slot), so the shell restates no rule. `S` is its set-up. */
export interface StatusWords<S> {
  /** How the table is measured: "Hex grid: range counted in hexes". */
  readonly mode: (setup: S) => string;
  /** The selected piece as a player says it ("Blue 3 · expert · on sentry"); null when it is not on the table. */
  readonly piece: (setup: S, pieceId: string) => string | null;
  /** What a tape laid on the table reads: "25.0 cm · range 3 · hits on 4+ (aimed 3+)". */
  readonly tape: (setup: S, tape: Tape) => string;
}
