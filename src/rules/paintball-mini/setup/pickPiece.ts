import type { Point } from '../../../geometry';
import type { Setup } from './types';
import { BASE_CIRCUMRADIUS_CM, distanceToFootprint, footprint } from './pieces';

/** How far outside a piece a click still takes it, in cm: fingers and mice are not exact. */
const REACH_CM = 0.4;

/**
 * The piece under a table point, for the editor: figures first (they stand on everything), then
 * flags and splats, then small terrain, then the large pieces (hills, bunkers, stockades, trenches)
 * that others stand on. Among equals, the nearest wins.
 */
export function pickPiece(setup: Setup, p: Point): string | null {
  const near = (d: number, best: { id: string; d: number } | null, id: string, reach: number) =>
    d <= reach && (best === null || d < best.d) ? { id, d } : best;
  let figure: { id: string; d: number } | null = null;
  for (const f of setup.figures) {
    if (f.status === 'eliminated') continue;
    figure = near(Math.hypot(f.at.x - p.x, f.at.y - p.y), figure, f.id, BASE_CIRCUMRADIUS_CM + REACH_CM);
  }
  if (figure !== null) return figure.id;
  let marker: { id: string; d: number } | null = null;
  for (const m of setup.markers) {
    if (m.kind === 'flag' && m.carriedBy !== null) continue;
    marker = near(Math.hypot(m.at.x - p.x, m.at.y - p.y), marker, m.id, 1.5);
  }
  if (marker !== null) return marker.id;
  const large = new Set(['hill', 'bunker', 'stockade', 'trench']);
  for (const layer of [false, true]) {
    let best: { id: string; d: number } | null = null;
    for (const t of setup.terrain) {
      if (large.has(t.kind) !== layer) continue;
      const d = distanceToFootprint(p, footprint(t));
      // Inside several: the one whose centre is nearest.
      best =
        d <= REACH_CM
          ? near(d === 0 ? -1 / (1 + Math.hypot(t.at.x - p.x, t.at.y - p.y)) : d, best, t.id, REACH_CM)
          : best;
    }
    if (best !== null) return best.id;
  }
  return null;
}
