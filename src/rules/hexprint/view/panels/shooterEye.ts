import type { Point } from '../../../../geometry';
import type { TableStore } from '../../../../state/tableStore';
import type { HexPrintState } from '../../engine/gameState';
import { eyeOf } from '../../engine/sampledSight';
import { modelById } from '../../engine/units';
import { placeOf } from '../../engine/world';
import { lookBodies } from '../../sight/lookBodies';

/**
 * The picked model's eye and the middle of the target model, in the scene's axes (y up), cm. The
 * rules measure on a board whose first hex is at the origin; the table's board stands at `origin`.
 */
export function shotEyes(
  game: HexPrintState,
  shooterId: string,
  targetId: string,
  origin: Point = { x: 0, y: 0 },
): { from: [number, number, number]; at: [number, number, number] } | null {
  const me = modelById(game, shooterId);
  const them = modelById(game, targetId);
  if (me === undefined || them === undefined || me.model.gone !== null || them.model.gone !== null)
    return null;
  // The eye the rules measure from: as high up the look's imported model, where it has one.
  const mine = placeOf(game.terrain, me.unit, me.model, game.models);
  const eye = eyeOf(mine, lookBodies(mine));
  const place = placeOf(game.terrain, them.unit, them.model);
  const mid = eyeOf({ ...place, height: place.height * (0.5 / 0.9) });
  return {
    from: [eye.x + origin.x, eye.z, eye.y + origin.y],
    at: [mid.x + origin.x, mid.z, mid.y + origin.y],
  };
}

/** The camera at the picked model's eye, looking at its target: what "bend down and look" sees (HP-LOS). */
export function lookAlongShot(store: TableStore): void {
  const { play, selectedId, targetId } = store.getState();
  if (play === null || selectedId === null || targetId === null) return;
  const board = (play.initial as { board: { origin: Point } }).board;
  const eyes = shotEyes(play.game as HexPrintState, selectedId, targetId, board.origin);
  if (eyes !== null) store.getState().shooterEye(eyes.from, eyes.at);
}
