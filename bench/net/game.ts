import { captureTheFlag } from '../../src/rules/paintball-mini/setup';
import type { GameState } from '../../src/rules/paintball-mini/engine';

// The game the network bench plays at every table: each step turns the acting side's paintballer,
// an action the rules always take, so every step is the same work.

/** Actions each table takes after the command dice. */
export const ACTIONS_EACH = 15;

/**
 * Between two actions a table waits 50 to 150 ms (far quicker than people play): 200 tables then
 * offer the server some 2,000 actions a second, where with no pause at all the figure measures how
 * long 200 actions queue behind each other on this machine's cores, not how quick one is.
 */
export const pause = (i: number) => 50 + ((i * 37) % 101);

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
