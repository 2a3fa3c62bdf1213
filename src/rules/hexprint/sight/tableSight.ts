import { Vector3 } from 'three';
import type { Hex } from '../../../geometry';
import { hexKey, hexToPoint, hexonLayout } from '../../../geometry';
import { bodySample, firstHit, hitsBetween } from '../../../sight';
import type { Terrain } from '../board/terrain';
import {
  BODY_RADIUS,
  columnsBetween,
  eyeOf,
  modelInTheWay,
  othersWithBodies,
  sampleHex,
} from '../engine/sampledSight';
import type { Bodies, HexPrintWorld, Place, Sighting } from '../engine/world';
import { LEVEL_CM, SAMPLES } from '../engine/world';
import type { Refresh } from './boardSolids';
import { BoardSolids } from './boardSolids';

// HP-LOS measured on the 3D table with the shared sight layer: each hex's stack (its levels and its
// terrain's screen, a forest's trees) as a solid, the target as an upright cylinder on each of its
// hexes sampled as src/sight's bodySample does, and one ray from the eye to each sample through the
// BVH (or three's plain raycast, for the bench); every other model stands in the way as an upright
// cylinder on each of its hexes (HP-LOS). The solids are built once per board and, as the
// board changes, only the stacks that changed are rewritten (boardSolids.ts). The hexes the two
// models stand on never hide them. With `bodies` (lookBodies.ts), a model with an imported model for
// its look is that model, as in the rules' own sight: the two worlds differ only in how the stacks
// are tested.

const _eye = new Vector3();
const _sample = new Vector3();

/** The hex whose stack first hides `_sample` from `_eye`, skipping `own` hexes; null when it is seen. */
function hider(b: BoardSolids, own: ReadonlySet<string>, plain: boolean): Hex | null {
  const first = firstHit(b.solids, _eye, _sample, plain);
  if (first === null) return null;
  if (!own.has(hexKey(b.hexOf(first.owner)))) return b.hexOf(first.owner);
  const next = hitsBetween(b.solids, _eye, _sample, plain).find(
    (hit) => !own.has(hexKey(b.hexOf(hit.owner))),
  );
  return next === undefined ? null : b.hexOf(next.owner);
}

/** A world answering HP-LOS on the 3D stacks; `plain` casts with three's Mesh.raycast instead of the BVH. */
export function tableWorld(
  plain = false,
  bodies?: Bodies,
): HexPrintWorld & {
  sightOf: (t: Terrain, e: Place, g: Place, n: number, others?: readonly Place[]) => Sighting;
  refresh: (t: Terrain) => Refresh;
} {
  const built = new BoardSolids(plain);
  const sightOf = (
    terrain: Terrain,
    eye: Place,
    target: Place,
    samples: number,
    others: readonly Place[] = [],
  ): Sighting => {
    // The state is copied every action: only the stacks that changed are rewritten.
    built.refresh(terrain);
    // With no stack beside the hexes between the two and no other model, every ray is clear.
    if (others.length === 0 && columnsBetween(terrain, eye, target).length === 0)
      return { seen: samples, samples, blockers: [] };
    const e = eyeOf(eye, bodies?.(eye) ?? null);
    _eye.set(e.x, e.z, e.y);
    const points = bodies?.(target)?.samples(samples);
    const around = othersWithBodies(others, bodies);
    const own = new Set([...eye.hexes, ...target.hexes].map(hexKey));
    const blockers = new Map<string, Hex>();
    let seen = 0;
    let byModels = 0;
    for (let i = 0; i < samples; i++) {
      const point = points?.[i];
      if (point !== undefined) _sample.set(point.x, point.z, point.y);
      else {
        const c = hexToPoint(hexonLayout, sampleHex(target, i));
        const body = {
          x: c.x,
          y: c.y,
          bottom: target.base * LEVEL_CM,
          height: target.height * LEVEL_CM,
          radius: BODY_RADIUS,
        };
        bodySample(body, i, samples, _sample);
      }
      const hit = hider(built, own, plain);
      if (hit !== null) blockers.set(hexKey(hit), hit);
      // Models move every turn: tested exactly as upright cylinders, as src/sight's screens are, or
      // through their imported model's BVH.
      else if (modelInTheWay(around, e, { x: _sample.x, y: _sample.z, z: _sample.y })) byModels++;
      else seen++;
    }
    return { seen, samples, blockers: [...blockers.values()], ...(byModels > 0 ? { byModels } : {}) };
  };
  return {
    sight: (t, e, g, o) => sightOf(t, e, g, SAMPLES, o),
    sightOf,
    refresh: (t) => built.refresh(t),
  };
}
