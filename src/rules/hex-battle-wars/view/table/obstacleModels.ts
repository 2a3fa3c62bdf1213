import type { Hex } from '../../../../geometry';
import { hexToPoint } from '../../../../geometry';
import { keptModelOf } from '../../../../table/meshes/section';
import type { ModelKind } from '../../../../scene/systemView';
import type { FootprintPiece } from '../../../../table/meshes/footprint';
import type { Setup } from '../../setup/schema';
import { LEVEL_CM } from './pieces';

// Hex Battle Wars' obstacles as a player's own models: each obstacle (a stack of one, two or three
// blocks on its hex) drawn as the model, stretched over the hex (across its flats one way, corner
// to corner the other) and as tall as its blocks (HB-LEVEL, 4 cm a level). Sight still measures
// the blocks (HB-LOS): the model is what the table draws there.

export const OBSTACLE_KIND = 'obstacle';
export const OBSTACLE_KINDS: readonly string[] = [OBSTACLE_KIND];

/** Every obstacle on the board, where its model stands and how large it is. */
export function obstacleFootprints(setup: Setup): FootprintPiece[] {
  const { across } = setup.board;
  return setup.board.stacks
    .filter((s) => s.height > 0)
    .map((s) => {
      const c = hexToPoint(setup.board, s.at);
      // Hexes stand pointy side up the table's plan: flats across x, corners along y.
      return {
        x: c.x,
        y: c.y,
        ground: 0,
        rotation: 0,
        width: across,
        depth: (across * 2) / Math.sqrt(3),
        height: s.height * LEVEL_CM,
      };
    });
}

/** The Models card's row: a typical obstacle (two blocks on a 10 cm hex) for its preview. */
export const OBSTACLE_MODEL_KIND: ModelKind = {
  kind: OBSTACLE_KIND,
  label: 'Obstacles (raised hexes)',
  across: 10,
  height: 2 * LEVEL_CM,
  terrain: {
    depth: 20 / Math.sqrt(3),
    measured: "Drawn only: sight measures the obstacle's blocks, 4 cm a level.",
  },
};

/**
 * How high the obstacle model on a hex reaches, in cm above the table, or null where none stands: a
 * piece on an obstacle whose model the player grew or lifted may sink into it, so its seat's mark
 * floats over (pieceParts.ts). The model reaches the blocks' height times the scale, plus the lift.
 */
export function obstacleModelTopOn(setup: Setup, hex: Hex): number | null {
  const use = keptModelOf(setup.models, OBSTACLE_KIND)?.use;
  const stack = setup.board.stacks.find((s) => s.height > 0 && s.at.q === hex.q && s.at.r === hex.r);
  if (use === undefined || stack === undefined) return null;
  return stack.height * LEVEL_CM * use.scale + use.lift;
}
