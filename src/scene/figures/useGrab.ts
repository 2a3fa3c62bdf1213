import { useThree } from '@react-three/fiber';
import type { ThreeEvent } from '@react-three/fiber';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import type { Point } from '../../geometry';
import { useTableStore } from '../../state/useTable';

// Tape-measure play: press on a figure of the side to act, drag, let go where it should go. The
// camera holds still while a figure is in hand; a press and release on the spot is a click.

/** Pixels the pointer must travel before a press on a figure is a drag rather than a click. */
const DRAG_PX = 5;
const TABLE = new Plane(new Vector3(0, 1, 0), 0);
const _ray = new Raycaster();
const _ndc = new Vector2();
const _hit = new Vector3();

export function useGrab(): (figureId: string, e: ThreeEvent<PointerEvent>) => void {
  const store = useTableStore();
  const get = useThree((s) => s.get);
  return (figureId, e) => {
    if (e.button !== 0 || !store.getState().grab(figureId)) return;
    e.stopPropagation();
    const { controls, camera, gl } = get();
    const orbit = controls as { enabled: boolean } | null;
    if (orbit !== null) orbit.enabled = false;
    const from = { x: e.nativeEvent.clientX, y: e.nativeEvent.clientY };
    const tableAt = (ev: PointerEvent): Point | null => {
      const r = gl.domElement.getBoundingClientRect();
      _ndc.set(((ev.clientX - r.left) / r.width) * 2 - 1, -((ev.clientY - r.top) / r.height) * 2 + 1);
      _ray.setFromCamera(_ndc, camera);
      return _ray.ray.intersectPlane(TABLE, _hit) === null ? null : { x: _hit.x, y: _hit.z };
    };
    const release = (ev: PointerEvent) => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      if (orbit !== null) orbit.enabled = true;
      const dragged = Math.hypot(ev.clientX - from.x, ev.clientY - from.y) >= DRAG_PX;
      store.getState().drop(dragged && ev.type === 'pointerup' ? tableAt(ev) : null);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };
}
