import { BOARD_HEX_NORMALS, clipSegment, clipped } from './convexClip';
import type { TableModel } from './tableModel';

// Hex mode measures on the hexes themselves, exactly (convexClip.ts), not by raycast: a line
// along an edge or through a corner is a case the rules decide, not floating-point luck.

const _spans = { t0: new Float64Array(64), t1: new Float64Array(64), count: 0 };

/**
 * PM-LOS-PERIMETER, hex mode: where the segment first leaves the union of the board's hexes, as a
 * distance from `a` in cm, or Infinity when it never does. The hexes are closed: a line running
 * along the perimeter or touching it at a corner stays on the board.
 */
export function leavesBoardAt(model: TableModel, ax: number, ay: number, bx: number, by: number): number {
  const c = model.boardCentres;
  const reach = model.hexCircumradius + 1e-6;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  _spans.count = 0;
  for (let i = 0; i < c.length; i += 2) {
    const cx = c[i]!;
    const cy = c[i + 1]!;
    // Cheap reject: the hex's corner circle does not reach the segment.
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / len2));
    const ex = ax + t * dx - cx;
    const ey = ay + t * dy - cy;
    if (ex * ex + ey * ey > reach * reach) continue;
    if (!clipSegment(ax, ay, bx, by, cx, cy, BOARD_HEX_NORMALS, model.hexApothem)) continue;
    addSpan(clipped.t0, clipped.t1);
  }
  // Sweep the spans in order of start; the first gap is where the line leaves the board.
  const { t0, t1, count } = _spans;
  for (let i = 1; i < count; i++) {
    const s = t0[i]!;
    const e = t1[i]!;
    let j = i - 1;
    while (j >= 0 && t0[j]! > s) {
      t0[j + 1] = t0[j]!;
      t1[j + 1] = t1[j]!;
      j--;
    }
    t0[j + 1] = s;
    t1[j + 1] = e;
  }
  const len = Math.sqrt(len2);
  const slack = len === 0 ? 0 : 1e-9 / len;
  let reached = 0;
  for (let i = 0; i < count; i++) {
    if (t0[i]! > reached + slack) return reached * len;
    if (t1[i]! > reached) reached = t1[i]!;
  }
  return reached >= 1 - slack ? Infinity : reached * len;
}

function addSpan(t0: number, t1: number): void {
  if (_spans.count === _spans.t0.length) {
    const a = new Float64Array(_spans.count * 2);
    const b = new Float64Array(_spans.count * 2);
    a.set(_spans.t0);
    b.set(_spans.t1);
    _spans.t0 = a;
    _spans.t1 = b;
  }
  _spans.t0[_spans.count] = t0;
  _spans.t1[_spans.count] = t1;
  _spans.count++;
}

/**
 * Hex mode, PM-WAY-SOFT and PM-SMOKE: where the segment enters the interior of the hex centred on (cx, cy), in cm
 * from `a`, or -1 when it does not pass through the interior (corner grazes and edge runs do not).
 */
export function entersHexAt(model: TableModel, cx: number, cy: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / len2));
  const ex = ax + t * dx - cx;
  const ey = ay + t * dy - cy;
  if (ex * ex + ey * ey > model.hexCircumradius * model.hexCircumradius) return -1;
  if (!clipSegment(ax, ay, bx, by, cx, cy, BOARD_HEX_NORMALS, model.hexApothem) || !clipped.interior) return -1;
  return clipped.t0 * Math.sqrt(len2);
}
