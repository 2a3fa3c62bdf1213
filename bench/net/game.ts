import { captureTheFlag } from '../../src/rules/paintball-mini/setup';
import type { GameState } from '../../src/rules/paintball-mini/engine';

// The game the network bench plays at every table: each step turns the acting side's paintballer,
// an action the rules always take, so every step is the same work.

/** Actions each table takes after the command dice. */
export const ACTIONS_EACH = 15;

/**
 * How quickly each table plays. `people`: an action every 1 to 2 s at each table, quick for people
 * at a turn-based game (they look, measure and think between moves), so 200 tables offer the server
 * some 130 actions a second: the figure the target is read at. `stress`: every 50 to 150 ms,
 * some 2,000 actions a second, more than one core can take at about 1 ms an action: what it shows is
 * how long actions queue behind each other on this machine, printed beside with no target.
 */
export type Pace = 'people' | 'stress';

/** The wait before a table's action `i`. */
export const pause = (i: number, pace: Pace) =>
  pace === 'people' ? 1000 + ((i * 373) % 1001) : 50 + ((i * 37) % 101);

/** How long a table's whole first wait can be: the tables start spread over it. */
export const firstPause = (pace: Pace) => (pace === 'people' ? 1500 : 100);

/** Capture the Flag with blind spots, so a figure's facing is a move of the game (as in the restore bench). */
export function withFacing() {
  const base = captureTheFlag();
  return { ...base, options: { ...base.options, blindSpots: true } };
}

/** The seat to act's paintballer and a facing: an action the rules always take, so every step is the same work. */
export function turnOf(state: GameState, i: number) {
  const who = state.table.figures.find((f) => f.team === state.active && f.role === 'paintballer')!;
  return { type: 'rotate', figureId: who.id, facing: (i % 6) * 60 };
}
