import type { Point } from '../../../../geometry';
import { hexToPoint, pointToHex } from '../../../../geometry';
import type { PieceRing, Standing, TableRay } from '../../../../scene/systemView';
import { LEVEL_CM } from '../../engine/world';
import type { Setup } from '../../setup/schema';
import type { PlacedModel } from './models';
import { levelAt, placedModels } from './models';

// What the shared table asks of HexPrint's models: which one a ray meets, the ring round a picked
// one, how high the ground is, and what stands on the table for the camera's fit.

/** Where a ray first enters a model's upright cylinder, as the ray's parameter, or null. */
export function enters(ray: TableRay, p: PlacedModel): number | null {
  const ox = ray.origin.x - p.at.x;
  const oy = ray.origin.y - p.at.y;
  const top = p.ground + p.height;
  let best: number | null = null;
  const take = (t: number) => {
    const z = ray.origin.z + t * ray.dir.z;
    if (t >= 0 && z >= p.ground - 1e-9 && z <= top + 1e-9 && (best === null || t < best)) best = t;
  };
  const a = ray.dir.x * ray.dir.x + ray.dir.y * ray.dir.y;
  if (a > 1e-12) {
    const b = 2 * (ox * ray.dir.x + oy * ray.dir.y);
    const disc = b * b - 4 * a * (ox * ox + oy * oy - p.radius * p.radius);
    if (disc >= 0) {
      take((-b - Math.sqrt(disc)) / (2 * a));
      take((-b + Math.sqrt(disc)) / (2 * a));
    }
  }
  if (Math.abs(ray.dir.z) > 1e-12) {
    const t = (top - ray.origin.z) / ray.dir.z;
    const x = ox + t * ray.dir.x;
    const y = oy + t * ray.dir.y;
    if (x * x + y * y <= p.radius * p.radius) take(t);
  }
  return best;
}

export function pickOnRay(setup: Setup, ray: TableRay): string | null {
  let best: { id: string; t: number } | null = null;
  for (const p of placedModels(setup)) {
    const t = enters(ray, p);
    if (t !== null && (best === null || t < best.t)) best = { id: p.id, t };
  }
  return best?.id ?? null;
}

export function pieceRing(setup: Setup, id: string): PieceRing | null {
  const p = placedModels(setup).find((x) => x.id === id);
  return p === undefined ? null : { at: p.at, radius: p.radius + 0.8 };
}

export const groundHeightAt = (setup: Setup, at: Point): number =>
  setup.board.tiles.length === 0 ? 0 : levelAt(setup, pointToHex(setup.board, at)) * LEVEL_CM;

/** Every model and every stack, for the camera's fit. */
export function standing(setup: Setup): Standing {
  const models = placedModels(setup);
  const plan = [...models.map((p) => p.at), ...setup.board.stacks.map((s) => hexToPoint(setup.board, s.at))];
  const tops = [
    ...models.map((p) => p.ground + p.height),
    ...setup.board.stacks.map((s) => s.height * LEVEL_CM),
  ];
  return { plan, top: Math.max(0, ...tops) };
}
