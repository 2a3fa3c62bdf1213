import type { Hex, Point } from '../geometry';
import { hexToPoint, pointToHex } from '../geometry';
import type { Envelope } from '../table';
import type { PieceRing, Standing, TableRay } from './systemView';

// What the shared table asks of a hex game whose pieces stand on raised hexes: which piece a ray
// meets, the ring round a picked one, how high the ground is, and what stands on the table for the
// camera's fit. Each piece is seen as an upright cylinder on its ground.

/** A piece on the table as the pointer meets it: an upright cylinder (table cm). */
export interface Upright {
  readonly id: string;
  /** The middle of its base on the table plane. */
  readonly at: Point;
  /** The top of the ground it stands on, and its own height and radius. */
  readonly ground: number;
  readonly height: number;
  readonly radius: number;
}

/** Where a ray first enters an upright cylinder, as the ray's parameter, or null. */
export function entersUpright(ray: TableRay, u: Upright): number | null {
  const ox = ray.origin.x - u.at.x;
  const oy = ray.origin.y - u.at.y;
  const top = u.ground + u.height;
  const rr = u.radius * u.radius;
  let best: number | null = null;
  const take = (t: number) => {
    const z = ray.origin.z + t * ray.dir.z;
    if (t >= 0 && z >= u.ground - 1e-9 && z <= top + 1e-9 && (best === null || t < best)) best = t;
  };
  const a = ray.dir.x * ray.dir.x + ray.dir.y * ray.dir.y;
  if (a > 1e-12) {
    const b = 2 * (ox * ray.dir.x + oy * ray.dir.y);
    const disc = b * b - 4 * a * (ox * ox + oy * oy - rr);
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
    if (t >= 0 && x * x + y * y <= rr && (best === null || t < best)) best = t;
  }
  return best;
}

type HexTable = { readonly board: Envelope['board'] };

/**
 * The table's slots for a hex game of upright pieces: `placed` lists its pieces, `levelAt` says how
 * many levels a hex is raised, `levelCm` how tall a level is.
 */
export function uprightSlots<S extends HexTable>(
  placed: (setup: S) => readonly Upright[],
  levelAt: (setup: S, hex: Hex) => number,
  levelCm: number,
) {
  return {
    pickOnRay(setup: S, ray: TableRay): string | null {
      let best: { id: string; t: number } | null = null;
      for (const u of placed(setup)) {
        const t = entersUpright(ray, u);
        if (t !== null && (best === null || t < best.t)) best = { id: u.id, t };
      }
      return best?.id ?? null;
    },

    pieceRing(setup: S, id: string): PieceRing | null {
      const u = placed(setup).find((x) => x.id === id);
      return u === undefined ? null : { at: u.at, radius: u.radius + 0.8 };
    },

    groundHeightAt: (setup: S, at: Point): number =>
      setup.board.tiles.length === 0 ? 0 : levelAt(setup, pointToHex(setup.board, at)) * levelCm,

    /** Every piece and every stack, for the camera's fit. */
    standing(setup: S): Standing {
      const pieces = placed(setup);
      const stacks = setup.board.stacks;
      const plan = [...pieces.map((u) => u.at), ...stacks.map((s) => hexToPoint(setup.board, s.at))];
      const tops = [...pieces.map((u) => u.ground + u.height), ...stacks.map((s) => s.height * levelCm)];
      return { plan, top: Math.max(0, ...tops) };
    },
  };
}
