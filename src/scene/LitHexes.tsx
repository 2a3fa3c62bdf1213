import { CylinderGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import type { Hex, Layout } from '../geometry';
import { hexToPoint } from '../geometry';
import type { PartInstance } from './InstancedPart';
import { GlowPart } from './InstancedPart';

// Hexes a game lights on a hex board (where a move may end, the steps of a path, where an offer may
// be taken): a glowing hexagon lying on each hex's ground, all of them one draw call.

let disc: CylinderGeometry | null = null;
const UP = new Quaternion();

/** A glowing hexagon `size` cm across its corners' radius on hex `h`, `lift` cm over its `ground` (cm). */
export function litHex(
  layout: Layout,
  h: Hex,
  ground: number,
  colour: string,
  size: number,
  lift: number,
): PartInstance {
  const c = hexToPoint(layout, h);
  return {
    matrix: new Matrix4().compose(new Vector3(c.x, ground + lift, c.y), UP, new Vector3(size, 0.1, size)),
    colour,
  };
}

/** The lit hexes, named `name` on the table. */
export function LitHexes({ name, instances }: { name: string; instances: readonly PartInstance[] }) {
  disc ??= new CylinderGeometry(1, 1, 1, 6);
  return <GlowPart name={name} geometry={disc} instances={instances} />;
}
