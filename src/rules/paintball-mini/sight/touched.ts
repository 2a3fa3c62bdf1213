import { circumradius, hexToPoint, pointToHex } from '../../../geometry';
import type { Layout } from '../../../geometry';
import { segmentDistance2 } from '../../../geometry/convexClip';
import { BASE_CIRCUMRADIUS_CM } from '../setup/pieces';
import type { Terrain } from '../setup';
import type { Figure } from './types';

// What a change to the table can reach: the places a kept line must pass near for the change to
// alter its facts. A line that passes near none of them is answered as it was, so a move or a
// cloud clearing re-measures only the lines it touches (createSight.ts).

/** A disc on the table plane: a line that stays outside it cannot be changed by what is inside. */
export interface Reach {
  readonly x: number;
  readonly y: number;
  readonly r2: number;
}

/**
 * A base stands in a line's way only where its centre is within its corner circle of the line
 * (onTheLine.ts, PM-WAY-FIGURE); a hair more for rounding.
 */
const BASE_REACH = BASE_CIRCUMRADIUS_CM + 1e-3;

/** Whether the segment a→b passes within any of `reaches`. */
export function passesNear(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  reaches: readonly Reach[],
): boolean {
  for (const { x, y, r2 } of reaches) if (segmentDistance2(x, y, ax, ay, bx, by) <= r2) return true;
  return false;
}

/** A box on the table plane: a segment with both ends on one side of it stays outside it. */
export interface Box {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/** A hair beyond each reach: a segment outside the box is far enough from each disc for any rounding. */
const BOX_SPARE = 1e-6;

/**
 * The box every one of `reaches` lies in (null for none): a segment whose ends are both beyond one
 * of its sides passes near none of them, which tells most of a big table's lines apart from a
 * cloud with four comparisons, before \`passesNear\` works out a distance.
 */
export function reachBox(reaches: readonly Reach[]): Box | null {
  if (reaches.length === 0) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const { x, y, r2 } of reaches) {
    const r = Math.sqrt(r2) + BOX_SPARE;
    minX = Math.min(minX, x - r);
    maxX = Math.max(maxX, x + r);
    minY = Math.min(minY, y - r);
    maxY = Math.max(maxY, y + r);
  }
  return { minX, maxX, minY, maxY };
}

/** Whether the segment a→b lies wholly beyond one side of `box`. */
export const beyondBox = (ax: number, ay: number, bx: number, by: number, box: Box): boolean =>
  (ax < box.minX && bx < box.minX) ||
  (ax > box.maxX && bx > box.maxX) ||
  (ay < box.minY && by < box.minY) ||
  (ay > box.maxY && by > box.maxY);

/** What moved between two figures arrays: the ids whose lines are all new, and where their bases stood and stand. */
export interface FiguresMoved {
  readonly ids: ReadonlySet<string>;
  readonly reaches: readonly Reach[];
}

/**
 * The figures whose place, facing or status differs between `before` and `now` (all a line's facts
 * read of a figure: lineFacts.ts, onTheLine.ts), with their bases' reach before and after: figures
 * do not block sight (PM-LOS-NOBLOCK), so another line changes only where one of these bases enters
 * or leaves its way. Null when the arrays do not hold the same ids in the same order, once each:
 * then every line is looked at afresh.
 */
export function figuresMoved(before: readonly Figure[], now: readonly Figure[]): FiguresMoved | null {
  if (before.length !== now.length) return null;
  const ids = new Set<string>();
  const seen = new Set<string>();
  const reaches: Reach[] = [];
  const r2 = BASE_REACH * BASE_REACH;
  for (let i = 0; i < now.length; i++) {
    const a = before[i]!;
    const b = now[i]!;
    if (a.id !== b.id || seen.has(b.id)) return null;
    seen.add(b.id);
    if (a === b) continue;
    if (a.at.x === b.at.x && a.at.y === b.at.y && a.facing === b.facing && a.status === b.status) continue;
    ids.add(b.id);
    reaches.push({ x: a.at.x, y: a.at.y, r2 }, { x: b.at.x, y: b.at.y, r2 });
  }
  return { ids, reaches };
}

type Smoke = Extract<Terrain, { kind: 'smoke' }>;

/** Where a cloud's smoke can be met: its hex (PM-SMOKE, hex mode) or its circle, with room to spare. */
function smokeReach(cloud: Smoke, layout: Layout | null): Reach {
  if (layout !== null) {
    const c = hexToPoint(layout, pointToHex(layout, cloud.at));
    const r = circumradius(layout) + 0.5;
    return { x: c.x, y: c.y, r2: r * r };
  }
  // The cloud is met as a 64-gon round its circle (tableModel.ts): a few per cent beyond covers it.
  const r = cloud.radius * 1.05 + 0.5;
  return { x: cloud.at.x, y: cloud.at.y, r2: r * r };
}

/**
 * The clouds that came or went between two terrains whose other pieces are the same, as the reach
 * of each; null when the clouds that stayed changed order (which cloud a hex shows first may then
 * differ anywhere) or two clouds are alike, so every line's smoke is looked at again.
 */
export function cloudsChanged(
  before: readonly Terrain[],
  now: readonly Terrain[],
  layout: Layout | null,
): Reach[] | null {
  const key = (t: Smoke) => JSON.stringify(t);
  const was = before.filter((t): t is Smoke => t.kind === 'smoke');
  const is = now.filter((t): t is Smoke => t.kind === 'smoke');
  const wasKeys = was.map(key);
  const isKeys = is.map(key);
  const wasSet = new Set(wasKeys);
  const isSet = new Set(isKeys);
  // Two clouds alike in every way cannot be told apart: which of them went is not known.
  if (wasSet.size !== wasKeys.length || isSet.size !== isKeys.length) return null;
  const stayedBefore = wasKeys.filter((k) => isSet.has(k));
  const stayedNow = isKeys.filter((k) => wasSet.has(k));
  if (stayedBefore.join('\n') !== stayedNow.join('\n')) return null;
  const out: Reach[] = [];
  was.forEach((c, i) => {
    if (!isSet.has(wasKeys[i]!)) out.push(smokeReach(c, layout));
  });
  is.forEach((c, i) => {
    if (!wasSet.has(isKeys[i]!)) out.push(smokeReach(c, layout));
  });
  return out;
}
