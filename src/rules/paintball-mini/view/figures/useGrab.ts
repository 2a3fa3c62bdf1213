import { useThree } from '@react-three/fiber';
import type { ThreeEvent } from '@react-three/fiber';
import { pointerOnTable, slopFor } from '../../../../scene/pointerOnTable';
import { useTableStore } from '../state/store';
import { groundHeightAt } from '../../setup';

// Tape-measure play: press on a figure of the side to act, drag, let go where it should go. The
// camera holds still while a figure is in hand; a press and release on the spot is a click, and
// Esc puts the figure back. With the tape measure in hand the store refuses the grab, so the press
// goes on to the measuring sheet under the figure and lays a tape from it instead.

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
    const slop = slopFor(e.nativeEvent.pointerType);
    const letGo = (to: PointerEvent | null) => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      window.removeEventListener('keydown', cancel, true);
      if (orbit !== null) orbit.enabled = true;
      const dragged = to !== null && Math.hypot(to.clientX - from.x, to.clientY - from.y) > slop;
      // Put down where the pointer meets the ground: on a hill, its surface (PM-HILL).
      const terrain = store.getState().play?.game.table.terrain ?? [];
      store
        .getState()
        .drop(dragged ? pointerOnTable(to, camera, gl.domElement, (p) => groundHeightAt(terrain, p)) : null);
    };
    const release = (ev: PointerEvent) => letGo(ev.type === 'pointerup' ? ev : null);
    // Esc puts the figure back where it stands; the release that follows then does nothing. Caught
    // on the way down, so it does not also reach the table's own Esc (clearing the tape).
    const cancel = (ev: KeyboardEvent) => {
      if (ev.key !== 'Escape') return;
      ev.stopPropagation();
      letGo(null);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    window.addEventListener('keydown', cancel, true);
  };
}
