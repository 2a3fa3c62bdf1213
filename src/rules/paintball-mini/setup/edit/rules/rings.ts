import type { Point } from '../../../../../geometry';
import { hexKey, pointToHex } from '../../../../../geometry';
import type { Setup, Terrain } from '../../types';
import { layoutOf } from '../layout';

type Ring = Extract<Terrain, { kind: 'bunker' | 'stockade' }>;

export const isRing = (t: Terrain): t is Ring => t.kind === 'bunker' || t.kind === 'stockade';

/**
 * Whether a figure standing at `p` is in a bunker or log stockade: in hex mode when it shares the
 * ring's hex, hexless when its base centre is inside the ring.
 */
export function inRing(setup: Setup, ring: Ring, p: Point): boolean {
  if (setup.mode === 'hexless') return Math.hypot(p.x - ring.at.x, p.y - ring.at.y) < ring.radius;
  const layout = layoutOf(setup);
  return hexKey(pointToHex(layout, p)) === hexKey(pointToHex(layout, ring.at));
}
