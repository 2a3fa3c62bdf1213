import { useLayoutEffect, useMemo, useRef } from 'react';
import type { InstancedMesh } from 'three';
import { IcosahedronGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import { useFrame, useThree } from '@react-three/fiber';
import type { Terrain } from '../../setup';
import { HEIGHTS_CM } from '../../setup';
import { materials } from '../../../../scene/materials';
import { reducedMotion } from '../../../../scene/motion';

type Cloud = Extract<Terrain, { kind: 'smoke' }>;

interface Puff {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly size: number;
  readonly phase: number;
}

const PUFFS_PER_CLOUD = 9;
/** How far a puff may drift or swell from where it rests, and more: 0.35 cm drift, 6 % of a puff. */
const DRIFT_ROOM_CM = 2;
let puffShape: IcosahedronGeometry | null = null;

function puffsOf(cloud: Cloud, index: number): Puff[] {
  const out: Puff[] = [];
  for (let i = 0; i < PUFFS_PER_CLOUD; i++) {
    const a = (i / PUFFS_PER_CLOUD) * Math.PI * 2 + index;
    const r = i === 0 ? 0 : cloud.radius * (0.35 + 0.3 * ((i * 7) % 3));
    out.push({
      x: cloud.at.x + Math.cos(a) * r,
      y: 1.5 + ((i * 5) % 4) * (HEIGHTS_CM.smoke / 6),
      z: cloud.at.y + Math.sin(a) * r,
      size: cloud.radius * (0.45 + 0.1 * (i % 3)),
      phase: i * 1.7 + index,
    });
  }
  return out;
}

const _m = new Matrix4();
const _p = new Vector3();
const _s = new Vector3();
const _q = new Quaternion();

/**
 * Smoke (PM-SMOKE): a soft cloud of see-through puffs that drift gently while the table is drawn
 * for anything else (the camera turning, a figure moving). Smoke never asks for a frame itself: a
 * still table draws nothing at all (frameloop "demand"), smoke or not, and its puffs rest where
 * they were until the next frame (smoke that asked for frames would keep the tab drawing forever).
 */
export function Smoke({ clouds }: { clouds: readonly Cloud[] }) {
  puffShape ??= new IcosahedronGeometry(1, 2);
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const puffs = useMemo(() => clouds.flatMap(puffsOf), [clouds]);
  // Capacity grows in powers of two: a cloud clearing keeps the mesh (and its GPU buffers).
  const capacity = Math.max(PUFFS_PER_CLOUD, 2 ** Math.ceil(Math.log2(Math.max(1, puffs.length))));
  const still = useMemo(() => reducedMotion(), []);
  /** The smoke's own time: it runs only while frames are drawn, a frame's worth at most at once, so puffs never jump. */
  const drifted = useRef(0);

  const pose = (t: number) => {
    const mesh = ref.current;
    if (mesh === null) return;
    puffs.forEach((p, i) => {
      const drift = still ? 0 : 0.35;
      _p.set(
        p.x + Math.sin(t * 0.4 + p.phase) * drift,
        p.y + Math.sin(t * 0.3 + p.phase) * drift * 0.6,
        p.z + Math.cos(t * 0.35 + p.phase) * drift,
      );
      const breathe = 1 + (still ? 0 : Math.sin(t * 0.5 + p.phase) * 0.06);
      _s.setScalar(p.size * breathe);
      mesh.setMatrixAt(i, _m.compose(_p, _q, _s));
    });
    mesh.count = puffs.length;
    mesh.instanceMatrix.needsUpdate = true;
  };

  useLayoutEffect(() => {
    pose(drifted.current);
    // The clouds' bounds, worked out once per set of clouds, with room for any drift: a frame
    // drawn while the camera turns moves the puffs without walking every puff again for them.
    const mesh = ref.current;
    if (mesh !== null) {
      mesh.computeBoundingSphere();
      mesh.boundingSphere!.radius += DRIFT_ROOM_CM;
    }
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pose reads only puffs and still
  }, [puffs, still, capacity, invalidate]);
  useFrame((_state, delta) => {
    if (puffs.length === 0 || still) return;
    drifted.current += Math.min(delta, 1 / 30);
    pose(drifted.current);
  });

  return (
    <instancedMesh
      key={capacity}
      ref={ref}
      name="smoke"
      args={[puffShape, materials().smoke, capacity]}
      visible={puffs.length > 0}
      renderOrder={2}
    />
  );
}
