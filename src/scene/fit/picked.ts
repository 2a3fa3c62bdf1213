import type { AnySystemView } from '../systemView';
import type { Vec3 } from './framing';

/**
 * About a figure's height, in cm: a card beside the table must leave the picked pieces' bases and
 * heads in view, and those are what a player looks for.
 */
const PIECE_TOP_CM = 5;

/**
 * The picked piece and what it is pointed at, as points the view must show: each one's base and
 * head over the ground it stands on (three.js axes: x across, y up, z = the table's y).
 */
export function picked(
  state: { readonly setup: unknown; readonly selectedId: string | null; readonly targetId: string | null },
  view: AnySystemView,
): Vec3[] {
  const points: Vec3[] = [];
  for (const id of [state.selectedId, state.targetId]) {
    if (id === null) continue;
    const ring = view.pieceRing(state.setup, id);
    if (ring === null) continue;
    const ground = view.groundHeightAt(state.setup, ring.at);
    points.push([ring.at.x, ground, ring.at.y], [ring.at.x, ground + PIECE_TOP_CM, ring.at.y]);
  }
  return points;
}
