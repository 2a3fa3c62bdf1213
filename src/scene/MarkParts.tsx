import type { ReactNode } from 'react';
import type { BufferGeometry, Material } from 'three';
import { BoxGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import type { PartInstance } from './InstancedPart';
import { InstancedPart } from './InstancedPart';

// Marks laid over the table for a moment (a line of sight, a tape): shapes drawn in one material,
// one instanced mesh a shape, casting no shadow on the pieces they cross.

let box: BoxGeometry | null = null;
const X = new Vector3(1, 0, 0);

/** A unit box, stretched by each bar's matrix into a bar. */
export function barShape(): BoxGeometry {
  box ??= new BoxGeometry(1, 1, 1);
  return box;
}

/** A bar from a to b (three.js points), `width` cm thick, to be drawn on `barShape()`. */
export function barBetween(a: Vector3, b: Vector3, width: number, colour: string): PartInstance {
  const d = b.clone().sub(a);
  const q = new Quaternion().setFromUnitVectors(X, d.clone().normalize());
  const mid = a.clone().add(b).multiplyScalar(0.5);
  return { matrix: new Matrix4().compose(mid, q, new Vector3(d.length(), width, width)), colour };
}

export interface MarkPart {
  readonly name: string;
  readonly geometry: BufferGeometry;
  readonly instances: readonly PartInstance[];
}

/** A group of marks named `name`, each part one draw call, with its labels (`children`) beside. */
export function MarkParts({
  name,
  material,
  parts,
  children,
}: {
  name: string;
  material: Material;
  parts: readonly MarkPart[];
  children?: ReactNode;
}) {
  return (
    <group name={name}>
      {parts.map((p) => (
        <InstancedPart
          key={p.name}
          name={p.name}
          geometry={p.geometry}
          material={material}
          instances={p.instances}
          castShadow={false}
        />
      ))}
      {children}
    </group>
  );
}
