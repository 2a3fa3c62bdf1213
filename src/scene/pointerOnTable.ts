import type { Camera } from 'three';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import type { Point } from '../geometry';

// Where a DOM pointer event is on the table plane, for the few tools that listen to the canvas
// itself rather than to a mesh (a figure in hand, the threat view's readout): an invisible mesh
// would take clicks, and r3f's "clicked nothing" with them.

/** How far (CSS px) a press may travel and still be a click: further is a drag (of the camera or of a figure). */
export const CLICK_SLOP_PX = 4;

const TABLE = new Plane(new Vector3(0, 1, 0), 0);
const _ray = new Raycaster();
const _ndc = new Vector2();
const _hit = new Vector3();

/**
 * With `groundAt`, the point is found on the ground itself (a hill's surface), not on the table
 * plane below it: the ray is met at the plane, then twice more at the height found there.
 */
export function pointerOnTable(ev: { clientX: number; clientY: number }, camera: Camera, canvas: HTMLElement, groundAt?: (p: Point) => number): Point | null {
  const r = canvas.getBoundingClientRect();
  _ndc.set(((ev.clientX - r.left) / r.width) * 2 - 1, -((ev.clientY - r.top) / r.height) * 2 + 1);
  _ray.setFromCamera(_ndc, camera);
  TABLE.constant = 0;
  if (_ray.ray.intersectPlane(TABLE, _hit) === null) return null;
  for (let i = 0; groundAt !== undefined && i < 2; i++) {
    TABLE.constant = -groundAt({ x: _hit.x, y: _hit.z });
    if (_ray.ray.intersectPlane(TABLE, _hit) === null) break;
  }
  TABLE.constant = 0;
  return { x: _hit.x, y: _hit.z };
}
