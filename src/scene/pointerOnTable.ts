import type { Camera, Ray } from 'three';
import { Raycaster, Vector2, Vector3 } from 'three';
import type { Point } from '../geometry';
import type { TableRay } from './systemView';

// Where a pointer is on the table, for the tools that listen to the canvas itself rather than to a
// mesh (a figure in hand, the threat view's readout) and for the invisible sheets that catch the
// table's clicks (play, measuring): an invisible mesh would take clicks, and r3f's "clicked
// nothing" with them. With the ground's height (hills, PM-HILL) the point is where the pointer's
// ray first meets the ground, not the table plane under it.

/** How far (CSS px) a press may travel and still be a click: further is a drag (of the camera or of a figure). */
export const CLICK_SLOP_PX = 4;
/** The same for a finger, which is never quite still on the glass: a tap that shifts a few pixels is still a tap. */
export const FINGER_SLOP_PX = 10;

/** How far a press of this kind of pointer ('mouse', 'pen', 'touch') may travel and still be a click. */
export const slopFor = (pointerType: string | undefined): number =>
  pointerType === 'touch' ? FINGER_SLOP_PX : CLICK_SLOP_PX;

/**
 * Whether a click on the table came at the end of a drag (of the camera or of a figure), so it
 * picks nothing: r3f's `delta` is how far the pointer went since it was pressed.
 */
export const afterDrag = (e: { readonly delta: number; readonly nativeEvent: Event }): boolean =>
  e.delta > slopFor((e.nativeEvent as Partial<PointerEvent>).pointerType);

/** A three.js ray (y up) in the table's terms the systems pick with: x and y on the plane, z up. */
export const tableRay = ({ origin, direction }: Ray): TableRay => ({
  origin: { x: origin.x, y: origin.z, z: origin.y },
  dir: { x: direction.x, y: direction.z, z: direction.y },
});

/** No hill stands higher than this (the set-up allows 20 cm): the ray is searched from here down. */
const TOP_CM = 20;
/** Samples along the ray between TOP_CM and the table: finer than any hill's slope changes. */
const SAMPLES = 96;

const _ray = new Raycaster();
const _ndc = new Vector2();
const _at = new Vector3();

/** How far above the ground the ray is `t` along it (negative: under the ground). */
function above(ray: Ray, t: number, groundAt: (p: Point) => number): number {
  ray.at(t, _at);
  return _at.y - groundAt({ x: _at.x, y: _at.z });
}

/**
 * The first point where `ray` meets the ground, with the ground's height at each point given by
 * `groundAt` (0 when omitted: the table plane); null when the ray never comes down to the table.
 * The ray is sampled from where it falls below the highest hill to where it reaches the table, and
 * the first crossing found is narrowed down by halving, so a hill in front hides the table behind it.
 */
export function groundOnRay(ray: Ray, groundAt?: (p: Point) => number): Point | null {
  const dy = ray.direction.y;
  if (dy >= -1e-9) return null;
  const toTable = -ray.origin.y / dy;
  if (toTable < 0) return null;
  if (groundAt !== undefined) {
    const start = Math.max(0, (TOP_CM - ray.origin.y) / dy);
    let t0 = start;
    for (let i = 1; i <= SAMPLES; i++) {
      const t1 = start + ((toTable - start) * i) / SAMPLES;
      if (above(ray, t1, groundAt) > 0) {
        t0 = t1;
        continue;
      }
      let lo = t0;
      let hi = t1;
      for (let k = 0; k < 30; k++) {
        const mid = (lo + hi) / 2;
        if (above(ray, mid, groundAt) > 0) lo = mid;
        else hi = mid;
      }
      ray.at(hi, _at);
      return { x: _at.x, y: _at.z };
    }
  }
  ray.at(toTable, _at);
  return { x: _at.x, y: _at.z };
}

/** Where a DOM pointer event is on the table (on the ground itself with `groundAt`), or null. */
export function pointerOnTable(
  ev: { clientX: number; clientY: number },
  camera: Camera,
  canvas: HTMLElement,
  groundAt?: (p: Point) => number,
): Point | null {
  const r = canvas.getBoundingClientRect();
  _ndc.set(((ev.clientX - r.left) / r.width) * 2 - 1, -((ev.clientY - r.top) / r.height) * 2 + 1);
  _ray.setFromCamera(_ndc, camera);
  return groundOnRay(_ray.ray, groundAt);
}
