import type { Vector3 } from 'three';
import { Vector3 as V } from 'three';
import { gatherNear, gatheredBlock } from './gather';
import { blocked } from './rays';
import type { Solids } from './solids';

// How much of a model an eye can see, by sampling ("bend down and look", HexPrint's HP-LOS). The
// model is an upright cylinder; the samples spread through its volume on a golden-angle spiral,
// bottom to top. A sample is seen when nothing of the solids, and nothing the caller screens (other
// models, tested analytically: cylinders.ts), stands between it and the eye.

/** A model's body as the eye looks for it: an upright cylinder, in cm on the table. */
export interface Body {
  readonly x: number;
  readonly y: number;
  /** Height of its foot. */
  readonly bottom: number;
  /** How tall it stands above its foot. */
  readonly height: number;
  readonly radius: number;
}

export interface Seen {
  /** 0–100. */
  readonly percent: number;
  readonly seen: number;
  readonly samples: number;
}

/** Says whether something other than the solids stops the ray eye→sample (other models). */
export type Screen = (eye: Vector3, sample: Vector3) => boolean;

const GOLDEN = Math.PI * (3 - Math.sqrt(5));
/** Above this many gathered triangles, each ray walks the BVH instead (see `seenOf`). */
const MAX_GATHERED = 1024;

/** Sample `i` of `n` in a body, in three.js coordinates. */
export function bodySample(body: Body, i: number, n: number, out: Vector3): Vector3 {
  const r = body.radius * Math.sqrt((((i * 0.6180339887) % 1) + 0.5 / n) % 1);
  const a = i * GOLDEN;
  return out.set(
    body.x + r * Math.cos(a),
    body.bottom + ((i + 0.5) / n) * body.height,
    body.y + r * Math.sin(a),
  );
}

const _sample = new V();
const _foot = new V();
const _head = new V();

/**
 * How many of `samples` points of `body` the eye sees past `solids` and `screen`. `plain` casts
 * every ray with three's Mesh.raycast (the bench's and the tests' comparison).
 */
export function seenOf(
  solids: Solids,
  eye: Vector3,
  body: Body,
  samples: number,
  screen?: Screen,
  plain = false,
): Seen {
  // Test each ray against just the triangles near the pair. Measured on a table with four hills,
  // that beats a BVH walk per ray even past a hundred triangles; only a huge list falls back.
  const gathered = plain
    ? 0
    : gatherNear(
        solids,
        eye,
        _foot.set(body.x, body.bottom, body.y),
        _head.set(body.x, body.bottom + body.height, body.y),
        body.radius,
      );
  const perRay = plain || gathered > MAX_GATHERED;
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    bodySample(body, i, samples, _sample);
    if (screen !== undefined && screen(eye, _sample)) continue;
    if (perRay ? blocked(solids, eye, _sample, plain) : gatheredBlock(eye, _sample)) continue;
    seen++;
  }
  return { percent: samples === 0 ? 0 : (100 * seen) / samples, seen, samples };
}
