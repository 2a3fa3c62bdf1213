import { Vector3 } from 'three';
import type { Hex } from '../../../geometry';
import { hexKey, hexToPoint, hexonLayout, parseHexKey } from '../../../geometry';
import type { Part, Solids } from '../../../sight';
import { bodySample, buildSolids, firstHit, hexStack, hitsBetween } from '../../../sight';
import type { Terrain } from '../board/terrain';
import { cardsAt, heightAt } from '../board/terrain';
import { BODY_RADIUS, columnsBetween, eyeOf } from '../engine/sampledSight';
import type { HexPrintWorld, Place, Sighting } from '../engine/world';
import { LEVEL_CM, SAMPLES } from '../engine/world';

// HP-LOS measured on the 3D table with the shared sight layer: each hex's stack (its levels and its
// terrain's screen, a forest's trees) as a solid, the target as an upright cylinder on each of its
// hexes sampled as src/sight's bodySample does, and one ray from the eye to each sample through the
// BVH (or three's plain raycast, for the bench). The solids are built once per board and kept
// while the board stays the same. The hexes the two models stand on never hide them.

interface Built {
  readonly solids: Solids;
  /** The hex each part's owner number names. */
  readonly hexes: readonly Hex[];
}

function build(terrain: Terrain): Built {
  const parts: Part[] = [];
  const hexes: Hex[] = [];
  for (const key of Object.keys(terrain.hexes)) {
    const h = parseHexKey(key);
    const levels = heightAt(terrain, h) + Math.max(0, ...cardsAt(terrain, h).map((c) => c.screen));
    if (levels === 0) continue;
    parts.push({ shape: hexStack(hexonLayout, h, levels, LEVEL_CM), roles: 1, owner: hexes.length });
    hexes.push(h);
  }
  return { solids: buildSolids(parts, { eye: 1 }).eye, hexes };
}

const _eye = new Vector3();
const _sample = new Vector3();

/** The hex whose stack first hides `_sample` from `_eye`, skipping `own` hexes; null when it is seen. */
function hider(b: Built, own: ReadonlySet<string>, plain: boolean): Hex | null {
  const first = firstHit(b.solids, _eye, _sample, plain);
  if (first === null) return null;
  if (!own.has(hexKey(b.hexes[first.owner]!))) return b.hexes[first.owner]!;
  const next = hitsBetween(b.solids, _eye, _sample, plain).find(
    (hit) => !own.has(hexKey(b.hexes[hit.owner]!)),
  );
  return next === undefined ? null : b.hexes[next.owner]!;
}

/** A world answering HP-LOS on the 3D stacks; `plain` casts with three's Mesh.raycast instead of the BVH. */
export function tableWorld(
  plain = false,
): HexPrintWorld & { sightOf: (t: Terrain, e: Place, g: Place, n: number) => Sighting } {
  let key = '';
  let last: Terrain | null = null;
  let built: Built | null = null;
  const sightOf = (terrain: Terrain, eye: Place, target: Place, samples: number): Sighting => {
    if (terrain !== last || built === null) {
      // The state is copied every action: the board is rebuilt only when its stacks changed.
      const now = JSON.stringify(terrain.hexes) + JSON.stringify(terrain.cards.map((c) => [c.tag, c.screen]));
      if (built === null || now !== key) built = build(terrain);
      key = now;
      last = terrain;
    }
    // Only stacks stand in the way: with none beside the hexes between the two, every ray is clear.
    if (columnsBetween(terrain, eye, target).length === 0) return { seen: samples, samples, blockers: [] };
    const e = eyeOf(eye);
    _eye.set(e.x, e.z, e.y);
    const own = new Set([...eye.hexes, ...target.hexes].map(hexKey));
    const blockers = new Map<string, Hex>();
    let seen = 0;
    for (let i = 0; i < samples; i++) {
      const c = hexToPoint(hexonLayout, target.hexes[i % target.hexes.length]!);
      const body = {
        x: c.x,
        y: c.y,
        bottom: target.base * LEVEL_CM,
        height: target.height * LEVEL_CM,
        radius: BODY_RADIUS,
      };
      bodySample(body, i, samples, _sample);
      const hit = hider(built, own, plain);
      if (hit === null) seen++;
      else blockers.set(hexKey(hit), hit);
    }
    return { seen, samples, blockers: [...blockers.values()] };
  };
  return { sight: (t, e, g) => sightOf(t, e, g, SAMPLES), sightOf };
}
