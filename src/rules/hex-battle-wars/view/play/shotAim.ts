import type { Action, BattleState } from '../../engine';
import { actor } from '../../engine/gameState';

/**
 * Who attacks whom (HB-ATTACK), read in the game before the attack: the acting character (its
 * piece is its seat) and the piece it attacks, so a picture draws the line between them (HB-LOS).
 */
export function shotAim(
  game: BattleState,
  action: Action | undefined,
): { pieceId: string; targetId: string } | undefined {
  if (action?.type !== 'attack') return undefined;
  return { pieceId: actor(game).seat, targetId: action.target };
}
