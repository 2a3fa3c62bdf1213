import { hexToPoint, pointToHex } from '../../../geometry/layout';
import {
  BOARD_HEX_NORMALS,
  ON_SIDE_CM,
  clipSegment,
  clipped,
  insideConvex,
  segmentDistance2,
} from '../../../geometry/convexClip';
import { ANYWHERE, corridorOf } from './corridors';
import type { PlacedStand } from './stand';
import type { TableModel } from './tableModel';

// Hex mode measures on the hexes themselves, exactly (geometry/convexClip.ts), not by raycast: a line
// along an edge or through a corner is a case the rules decide, not floating-point luck.

/**
 * PM-LOS-PERIMETER, hex mode: where the segment first leaves the union of the board's hexes, as a
 * distance from `a` in cm, or Infinity when it never does. The hexes are closed: a line running
 * along the perimeter or touching it at a corner stays on the board. A line leaves exactly when it
 * passes through the interior of an off-board hex, and the first such hex it meets touches the
 * board, so only the ring of off-board hexes round the board (the moat) needs testing, and of
 * those only the ones in the line's corridor (corridors.ts).
 */
export function leavesBoardAt(
  model: TableModel,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  corridor = ANYWHERE,
): number {
  // A line in a corridor starts on a board hex; only one with an end off the board needs this test.
  const a = corridor === ANYWHERE ? pointToHex(model.layout, { x: ax, y: ay }) : null;
  if (a !== null && !model.board.has(a)) {
    // Strictly inside an off-board hex; a point on its side is on the board's edge, not off it.
    const c = hexToPoint(model.layout, a);
    if (insideConvex(ax, ay, c.x, c.y, BOARD_HEX_NORMALS, model.hexApothem - 2 * ON_SIDE_CM)) return 0;
  }
  const m = model.moatCentres;
  const { start, end, list } = model.corridors.moat;
  let first = Infinity;
  for (let k = start[corridor]!; k < end[corridor]!; k++) {
    const i = 2 * list[k]!;
    const at = entersHexAt(model, m[i]!, m[i + 1]!, ax, ay, bx, by);
    if (at >= 0 && at < first) first = at;
  }
  return first;
}

/**
 * Hex mode, PM-WAY-SOFT and PM-SMOKE: where the segment enters the interior of the hex centred on (cx, cy), in cm
 * from `a`, or -1 when it does not pass through the interior (corner grazes and edge runs do not).
 */
export function entersHexAt(
  model: TableModel,
  cx: number,
  cy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  if (segmentDistance2(cx, cy, ax, ay, bx, by) > model.hexCircumradius * model.hexCircumradius) return -1;
  if (!clipSegment(ax, ay, bx, by, cx, cy, BOARD_HEX_NORMALS, model.hexApothem) || !clipped.interior)
    return -1;
  return clipped.t0 * Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
}

/**
 * Hex mode, PM-WAY-SOFT and PM-SMOKE: each soft-cover or smoke hex in the line's corridor whose
 * interior the line from the shooter `a` to the target `b` passes through, in the corridor's
 * order, with its piece and where the line enters it (cm from `a`). Never the shooter's own hex;
 * the target's only when `withTarget` is true.
 */
export function eachHexEntered(
  model: TableModel,
  kind: 'soft' | 'smoke',
  a: PlacedStand,
  b: PlacedStand,
  withTarget: boolean,
  visit: (piece: number, at: number) => void,
): void {
  const { keys, pieces, centres } = kind === 'soft' ? model.softHexList : model.smokeHexList;
  const corridor = corridorOf(model, a, b); // first: listing a corridor grows the arrays
  const { start, end, list } = model.corridors[kind];
  for (let k = start[corridor]!; k < end[corridor]!; k++) {
    const i = list[k]!;
    if (keys[i] === a.key || (!withTarget && keys[i] === b.key)) continue;
    const at = entersHexAt(model, centres[2 * i]!, centres[2 * i + 1]!, a.x, a.y, b.x, b.y);
    if (at >= 0) visit(pieces[i]!, at);
  }
}
