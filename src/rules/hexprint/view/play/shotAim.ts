import type { Action } from '../../engine/actions';
import type { HexPrintState } from '../../engine/gameState';
import { onTable, unitById } from '../../engine/units';

/** The first model of a unit still on the table: where its shot is drawn from or to. */
const firstModel = (game: HexPrintState, unitId: string): string | undefined => {
  const unit = unitById(game, unitId);
  return unit === undefined ? undefined : onTable(unit)[0]?.id;
};

/**
 * Who shoots at whom, read in the game before the action: the activated unit's first model on the
 * table and the target unit's, for a shot (HP-LOS) or a re-roll of the shot waiting (HP-COUNTER),
 * so a picture shows the shot as the shot card does.
 */
export function shotAim(
  game: HexPrintState,
  action: Action | undefined,
): { pieceId: string; targetId: string | null } | undefined {
  const shooter = game.activation?.unit;
  const target =
    action?.type === 'shoot'
      ? action.target
      : action?.type === 'reroll'
        ? game.activation?.shot?.target
        : undefined;
  if (shooter === undefined || target === undefined) return undefined;
  const pieceId = firstModel(game, shooter);
  return pieceId === undefined ? undefined : { pieceId, targetId: firstModel(game, target) ?? null };
}
