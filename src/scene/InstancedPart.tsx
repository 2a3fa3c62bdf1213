import type { ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';
import type { BufferGeometry, Material, Matrix4 } from 'three';
import { BoxGeometry } from 'three';
import type { InstancedMesh } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import { useThree } from '@react-three/fiber';
import { colour } from './colours';
import { instancesRaycast } from './instanceRaycast';
import { materials } from './materials';

export interface PartInstance {
  readonly matrix: Matrix4;
  readonly colour: string;
}

/** One repeated shape: its name, geometry, material and instances, its shadows and its pointer's handlers. */
export interface PartProps {
  readonly name: string;
  readonly geometry: BufferGeometry;
  readonly material: Material;
  readonly instances: readonly PartInstance[];
  readonly castShadow?: boolean;
  readonly receiveShadow?: boolean;
  readonly onDoubleClick?: (instance: number, event: ThreeEvent<MouseEvent>) => void;
  readonly onClick?: (instance: number, event: ThreeEvent<MouseEvent>) => void;
  readonly onPointerDown?: (instance: number, event: ThreeEvent<PointerEvent>) => void;
  readonly onHover?: (instance: number | null) => void;
}

/**
 * Everything that repeats on the table (figure parts, bushes, drums, posts…) is drawn as one
 * InstancedMesh per shape: one draw call however many there are (r3f pitfalls: instance what repeats).
 */
export function InstancedPart({
  name,
  geometry,
  material,
  instances,
  castShadow,
  receiveShadow,
  onDoubleClick,
  onClick,
  onPointerDown,
  onHover,
}: PartProps) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  // Capacity grows in powers of two so adding a piece rarely rebuilds the mesh.
  const capacity = Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, instances.length))));

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    instances.forEach((inst, i) => {
      mesh.setMatrixAt(i, inst.matrix);
      mesh.setColorAt(i, colour(inst.colour));
    });
    mesh.count = instances.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    mesh.computeBoundingBox();
    invalidate();
  }, [instances, capacity, invalidate]);

  const handlers: Partial<ThreeElementsProps> = {};
  // Only a part that listens is raycast by r3f; it tests each instance's kept sphere first.
  const listens =
    onHover !== undefined ||
    onDoubleClick !== undefined ||
    onPointerDown !== undefined ||
    onClick !== undefined;
  if (onHover !== undefined) {
    handlers.onPointerMove = (e) => {
      if (e.instanceId !== undefined) onHover(e.instanceId);
    };
    handlers.onPointerOut = () => onHover(null);
  }
  if (onDoubleClick !== undefined) {
    handlers.onDoubleClick = (e) => {
      if (e.instanceId !== undefined) onDoubleClick(e.instanceId, e);
    };
  }
  if (onPointerDown !== undefined) {
    handlers.onPointerDown = (e) => {
      if (e.instanceId !== undefined) onPointerDown(e.instanceId, e);
    };
  }
  if (onClick !== undefined) {
    handlers.onClick = (e) => {
      if (e.instanceId !== undefined) onClick(e.instanceId, e);
    };
  }

  return (
    <instancedMesh
      key={capacity}
      ref={ref}
      name={name}
      args={[geometry, material, capacity]}
      castShadow={castShadow ?? true}
      receiveShadow={receiveShadow ?? false}
      visible={instances.length > 0}
      {...(listens ? { raycast: instancesRaycast } : {})}
      {...handlers}
    />
  );
}

// Marks laid over the table for a moment (a line of sight, a tape): shapes drawn in one material,
// one instanced mesh a shape, casting no shadow on the pieces they cross. They are kept in this
// module because the tape is drawn from the first frame on: a module of their own, shared with the
// lazily loaded sight lines, would cost the first download a chunk of its own.

let box: BoxGeometry | null = null;

/** A unit box, stretched by each bar's matrix into a bar. */
export function barShape(): BoxGeometry {
  box ??= new BoxGeometry(1, 1, 1);
  return box;
}

export interface MarkPart {
  readonly name: string;
  readonly geometry: BufferGeometry;
  readonly instances: readonly PartInstance[];
}

/** One shape of marks that light up the table (a selection, a lit hex, a dashed ring): glowing, and casting no shadow. */
export function GlowPart({ name, geometry, instances }: MarkPart) {
  return (
    <InstancedPart
      name={name}
      geometry={geometry}
      material={materials().glow}
      instances={instances}
      castShadow={false}
    />
  );
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

type ThreeElementsProps = {
  onClick: (e: ThreeEvent<MouseEvent>) => void;
  onDoubleClick: (e: ThreeEvent<MouseEvent>) => void;
  onPointerDown: (e: ThreeEvent<PointerEvent>) => void;
  onPointerMove: (e: ThreeEvent<PointerEvent>) => void;
  onPointerOut: (e: ThreeEvent<PointerEvent>) => void;
};
