import type { GameState } from '../../rules/paintball-mini/engine';

// Hot-seat play: two players share one screen. When the side that must act changes, the screen is
// handed over, so neither player acts for the other by mistake.

export type Side = 'red' | 'blue';

/** Who must act now: the player a question waits on, else the side to act; null before the dice or at the end. */
export function sideToAct(game: GameState): Side | null {
  if (game.phase === 'over') return null;
  if (game.pending !== null) return game.pending.player;
  return game.phase === 'play' ? game.active : null;
}

const KEY = 'pbm.handover';

/** Whether the handover card shows; a player who plays both sides alone can turn it off. */
export function handoverOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setHandoverOn(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // No storage (a private window): the choice lasts until the page closes.
  }
}
