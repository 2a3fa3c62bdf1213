import type { Point } from '../../../../geometry';
import { hexToPoint, pointToHex } from '../../../../geometry';
import type { PieceRing, Standing, TableRay } from '../../../../scene/systemView';
import type { Setup } from '../../setup/schema';
import type { PlacedPiece } from './pieces';
import { LEVEL_CM, levelAt, pieceHeight, pieceRadius, placedPieces } from './pieces';

// What the shared table asks of Hex Battle Wars' pieces: which one a ray meets, the ring round a
// picked one, how high the ground is, and what stands on the table for the camera's fit.

/** Where a ray first enters a piece's upright cylinder, as the ray's parameter, or null. */
function enters(ray: TableRay, p: PlacedPiece): number | null {
  const r = pieceRadius(p);
  const bottom = p.ground;
  const top = p.ground + pieceHeight(p);
  const ox = ray.origin.x - p.at.x;
  const oy = ray.origin.y - p.at.y;
  const a = ray.dir.x * ray.dir.x + ray.dir.y * ray.dir.y;
  const inside = (t: number) => {
    const z = ray.origin.z + t * ray.dir.z;
    return z >= bottom - 1e-9 && z <= top + 1e-9;
  };
  let best: number | null = null;
  const take = (t: number) => {
    if (t >= 0 && inside(t) && (best === null || t < best)) best = t;
  };
  if (a > 1e-12) {
    const b = 2 * (ox * ray.dir.x + oy * ray.dir.y);
    const c = ox * ox + oy * oy - r * r;
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      take((-b - Math.sqrt(disc)) / (2 * a));
      take((-b + Math.sqrt(disc)) / (2 * a));
    }
  }
  // The top cap: a ray from above meets the piece's top first.
  if (Math.abs(ray.dir.z) > 1e-12) {
    const t = (top - ray.origin.z) / ray.dir.z;
    const x = ox + t * ray.dir.x;
    const y = oy + t * ray.dir.y;
    if (t >= 0 && x * x + y * y <= r * r && (best === null || t < best)) best = t;
  }
  return best;
}

export function pickOnRay(setup: Setup, ray: TableRay): string | null {
  let best: { id: string; t: number } | null = null;
  for (const p of placedPieces(setup)) {
    const t = enters(ray, p);
    if (t !== null && (best === null || t < best.t)) best = { id: p.id, t };
  }
  return best?.id ?? null;
}

export function pieceRing(setup: Setup, id: string): PieceRing | null {
  const p = placedPieces(setup).find((x) => x.id === id);
  return p === undefined ? null : { at: p.at, radius: pieceRadius(p) + 0.8 };
}

export const groundHeightAt = (setup: Setup, at: Point): number =>
  setup.board.tiles.length === 0 ? 0 : levelAt(setup, pointToHex(setup.board, at)) * LEVEL_CM;

/** Every piece and every obstacle, for the camera's fit. */
export function standing(setup: Setup): Standing {
  const pieces = placedPieces(setup);
  const plan = [...pieces.map((p) => p.at), ...setup.board.stacks.map((s) => hexToPoint(setup.board, s.at))];
  const tops = [
    ...pieces.map((p) => p.ground + pieceHeight(p)),
    ...setup.board.stacks.map((s) => s.height * LEVEL_CM),
  ];
  return { plan, top: Math.max(0, ...tops) };
}
