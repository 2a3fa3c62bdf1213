import type { Vector3 } from 'three';
import { Vector3 as V } from 'three';
import { bodySamples } from '../geometry/bodySamples';
import { gatherNear, gatheredBlock } from './gather';
import { blocked } from './rays';
import type { ModelAt } from './meshModel';
import { toTable } from './meshModel';
import { modelSamples } from './meshSamples';
import type { Solids } from './solids';

// How much of a model an eye can see, by sampling ("bend down and look", HexPrint's HP-LOS). The
// model is an upright cylinder, the samples spread evenly through its volume
// (src/geometry/bodySamples.ts), or a piece's imported model, the samples inside it picked from the
// same points (meshSamples.ts). A sample is seen when nothing of the solids, and nothing the caller screens (other
// models, tested analytically: cylinders.ts), stands between it and the eye.

/**
 * A model's body as the eye looks for it: an upright cylinder, in cm on the table. With `model`, the
 * body is that imported model, and the cylinder is the one that holds it (`modelBody`).
 */
export interface Body {
  readonly x: number;
  readonly y: number;
  /** Height of its foot. */
  readonly bottom: number;
  /** How tall it stands above its foot. */
  readonly height: number;
  readonly radius: number;
  readonly model?: ModelAt;
}

/** The body of a piece with an imported model: the model, inside the upright cylinder that holds it. */
export const modelBody = (at: ModelAt): Body => ({
  x: at.x,
  y: at.y,
  bottom: at.foot + at.model.low,
  height: at.model.high - at.model.low,
  radius: at.model.reach,
  model: at,
});

export interface Seen {
  /** 0–100. */
  readonly percent: number;
  readonly seen: number;
  readonly samples: number;
}

/** Says whether something other than the solids stops the ray eye→sample (other models). */
export type Screen = (eye: Vector3, sample: Vector3) => boolean;

/** Above this many gathered triangles, each ray walks the BVH instead (see `seenOf`). */
const MAX_GATHERED = 1024;

/** Sample `i` of `n` in a body, in three.js coordinates (the points every system shares: bodySamples). */
export function bodySample(body: Body, i: number, n: number, out: Vector3): Vector3 {
  if (body.model !== undefined) {
    const m = modelSamples(body.model.model, n);
    return toTable(body.model, m[3 * i]!, m[3 * i + 1]!, m[3 * i + 2]!, out);
  }
  const s = bodySamples(n);
  const r = body.radius * s.out[i]!;
  return out.set(body.x + r * s.cos[i]!, body.bottom + s.up[i]! * body.height, body.y + r * s.sin[i]!);
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
  // Nothing near the pair and nothing screened: every sample is seen.
  if (!perRay && gathered === 0 && screen === undefined)
    return { percent: samples === 0 ? 0 : 100, seen: samples, samples };
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    bodySample(body, i, samples, _sample);
    if (screen !== undefined && screen(eye, _sample)) continue;
    if (perRay ? blocked(solids, eye, _sample, plain) : gatheredBlock(eye, _sample)) continue;
    seen++;
  }
  return { percent: samples === 0 ? 0 : (100 * seen) / samples, seen, samples };
}
