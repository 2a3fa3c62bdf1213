import { useMemo } from 'react';
import { Matrix4, Quaternion, RingGeometry, Vector3 } from 'three';
import type { LogRefs } from '../../../../game/log';
import type { Point } from '../../../../geometry';
import type { Setup, Terrain } from '../../setup';
import { groundHeightAt } from '../../setup';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { GlowPart } from '../../../../scene/InstancedPart';

// The pieces and the place a log line names, lit on the table while the pointer is on the line: a
// glowing ring round each figure, piece of terrain, marker and the spot itself.

let ring: RingGeometry | null = null;
const FLAT = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2);
const LIGHT = '#ffd43b';

/** How far out a piece reaches from its centre, in cm: the ring goes just outside it. */
function reach(t: Terrain): number {
  switch (t.kind) {
    case 'hard':
      return Math.hypot(t.width, t.depth) / 2;
    case 'hill':
      return Math.max(t.radiusX, t.radiusY);
    case 'trench':
      return t.length / 2;
    default:
      return t.radius;
  }
}

function ringAt(setup: Setup, at: Point, radius: number): PartInstance {
  const y = groundHeightAt(setup.terrain, at) + 0.15;
  return {
    matrix: new Matrix4().compose(new Vector3(at.x, y, at.y), FLAT, new Vector3(radius, radius, 1)),
    colour: LIGHT,
  };
}

/** The rings for a line's refs on the table as shown. */
export function logLightRings(setup: Setup, refs: LogRefs | null): PartInstance[] {
  if (refs === null) return [];
  const out: PartInstance[] = [];
  for (const id of refs.figures ?? []) {
    const f = setup.figures.find((x) => x.id === id);
    if (f !== undefined && f.status !== 'eliminated') out.push(ringAt(setup, f.at, 2.6));
  }
  for (const id of refs.terrain ?? []) {
    const t = setup.terrain.find((x) => x.id === id);
    if (t !== undefined) out.push(ringAt(setup, t.at, reach(t) + 1));
  }
  for (const id of refs.markers ?? []) {
    const m = setup.markers.find((x) => x.id === id);
    if (m !== undefined) out.push(ringAt(setup, m.at, 2));
  }
  if (refs.at !== undefined) out.push(ringAt(setup, refs.at, 1.2));
  return out;
}

export function LogLight({ setup, refs }: { setup: Setup; refs: LogRefs | null }) {
  ring ??= new RingGeometry(0.82, 1, 40);
  const instances = useMemo(() => logLightRings(setup, refs), [setup, refs]);
  return <GlowPart name="log-light" geometry={ring} instances={instances} />;
}
