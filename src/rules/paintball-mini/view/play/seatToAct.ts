import type { GameState } from '../../engine/gameState';
import type { Team } from '../../setup';

/** Who must act now: the player a question waits on, else the side to act; null before the dice or at the end. */
export function seatToAct(game: GameState): Team | null {
  if (game.phase === 'over') return null;
  if (game.pending !== null) return game.pending.player;
  return game.phase === 'play' ? game.active : null;
}
