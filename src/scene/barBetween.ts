import { Matrix4, Quaternion, Vector3 } from 'three';
import type { PartInstance } from './InstancedPart';

// Only the lazily loaded sight lines draw a bar between two points: it stays out of the first download.

const X = new Vector3(1, 0, 0);

/** A bar from a to b (three.js points), `width` cm thick, to be drawn on `barShape()`. */
export function barBetween(a: Vector3, b: Vector3, width: number, colour: string): PartInstance {
  const d = b.clone().sub(a);
  const q = new Quaternion().setFromUnitVectors(X, d.clone().normalize());
  const mid = a.clone().add(b).multiplyScalar(0.5);
  return { matrix: new Matrix4().compose(mid, q, new Vector3(d.length(), width, width)), colour };
}
