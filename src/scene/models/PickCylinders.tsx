import type { ThreeEvent } from '@react-three/fiber';
import { CylinderGeometry, Matrix4, MeshBasicMaterial, Quaternion, Vector3 } from 'three';
import { InstancedPart } from '../InstancedPart';

// What the pointer meets of a piece is the upright cylinder the rules and the picker measure it
// by (src/sight/cylinders.ts, a system's pickOnRay), drawn as nothing: a squad of three small
// figures or a Walker's legs take a click anywhere in their cylinder, not only on a limb.

export interface PickCylinder {
  /** Its axis on the table plane (three's x, z), its bottom, height and radius, in cm. */
  readonly x: number;
  readonly z: number;
  readonly bottom: number;
  readonly height: number;
  readonly radius: number;
}

let shape: { geometry: CylinderGeometry; unseen: MeshBasicMaterial } | null = null;
const UP = new Quaternion();

export function PickCylinders({
  name,
  cylinders,
  onClick,
  onHover,
}: {
  name: string;
  cylinders: readonly PickCylinder[];
  onClick: (instance: number, event: ThreeEvent<MouseEvent>) => void;
  onHover: (instance: number | null) => void;
}) {
  // Raycasts meet a mesh whatever its material; three draws no mesh whose material is unseen.
  shape ??= {
    geometry: new CylinderGeometry(1, 1, 1, 16),
    unseen: new MeshBasicMaterial({ visible: false }),
  };
  const instances = cylinders.map((c) => ({
    matrix: new Matrix4().compose(
      new Vector3(c.x, c.bottom + c.height / 2, c.z),
      UP,
      new Vector3(c.radius, c.height, c.radius),
    ),
    colour: '#ffffff',
  }));
  return (
    <InstancedPart
      name={name}
      geometry={shape.geometry}
      material={shape.unseen}
      instances={instances}
      castShadow={false}
      onClick={onClick}
      onHover={onHover}
    />
  );
}
