import type { Envelope } from '../table';
import type { PlayMode } from '../game/ruleSystem';
import type { GameTypes } from './play/playTypes';

// The store holds whichever rule system's table is open, so it sees a set-up as the shared
// envelope (src/table) and a game as the played game's types; a system's view reads its own
// fields through its own typed hooks, and only while its set-up is on the table.

/** A set-up as the shared layers see it: the envelope, and the mode it is played in where the system has two. */
export interface TableSetup extends Envelope {
  /** Hex grid or tape measure; only a system with tape-measure play (PaintBall Mini) names it. */
  readonly mode?: PlayMode;
}

/** The types a table's games are played with: the set-up, the state, an action, what an action leaves, what the editor puts down. */
export interface TableGame extends GameTypes {
  readonly setup: TableSetup;
  readonly placing: { readonly piece: string };
}

/** How a set-up is measured: its own mode, or the hex grid for a system that has only that. */
export const modeOf = (setup: TableSetup): PlayMode => setup.mode ?? 'hex';
