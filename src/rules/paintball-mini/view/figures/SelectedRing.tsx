import { useMemo } from 'react';
import { Matrix4, Quaternion, TorusGeometry, Vector3 } from 'three';
import { useTable } from '../state/store';
import { GlowPart } from '../../../../scene/InstancedPart';
import { PALETTE } from '../../../../scene/colours';
import type { FigurePose } from './figurePose';

let ring: TorusGeometry | null = null;
const FLAT = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI / 2);
const _at = new Vector3();

/** A gold ring round the selected figure's base, so a player sees which one they picked; it walks with it. */
export function SelectedRing({ poses }: { poses: readonly FigurePose[] }) {
  ring ??= new TorusGeometry(2.5, 0.16, 6, 32);
  const selectedId = useTable((s) => s.selectedId);
  const instances = useMemo(() => {
    const pose = poses.find((p) => p.figure.id === selectedId && p.figure.status !== 'eliminated');
    if (pose === undefined) return [];
    _at.setFromMatrixPosition(pose.matrix);
    return [
      {
        matrix: new Matrix4().compose(
          new Vector3(_at.x, pose.ground + 0.14, _at.z),
          FLAT,
          new Vector3(1, 1, 1),
        ),
        colour: PALETTE.gold,
      },
    ];
  }, [poses, selectedId]);
  return <GlowPart name="selected-ring" geometry={ring} instances={instances} />;
}
