import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { pressHold } from './pressHold';

/**
 * A finger held still on the table shows what a mouse's hover shows (a target's line, a hex's path
 * or threat, a piece lit), for as long as it stays down; moved on, the hover follows it; let go,
 * it goes, and the release is no tap. A mouse and a pen hover as they always have.
 *
 * The hold feeds the same pointer events the hover already listens to, so each system's hover
 * works by touch without knowing of it: when the hold begins, the camera stops turning under the
 * finger (the finger now points, as a hovering mouse does) and a pointer move at the finger makes
 * the table look under it; the finger's own moves then follow, as a mouse's do.
 */
export function TouchHold() {
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  const setEvents = useThree((s) => s.setEvents);
  useEffect(() => {
    const canvas = gl.domElement;
    const wrapper = canvas.parentElement ?? canvas;
    const fingers = new Set<number>();
    let finger: { id: number; x: number; y: number } | null = null;
    /** Whether a hold shows the hover now (the controls stopped for it). */
    let showing = false;
    /** Whether the last press was a hold that showed the hover: the tap the browser makes of it is eaten. */
    let eatClick = false;
    const hold = pressHold({
      held: () => {
        // Only a finger that would turn the table points: one that took a piece, a tape or an
        // editor's tool (the controls then off, or not turning) is working, and is left to it.
        const controls = get().controls as { enabled: boolean; enableRotate?: boolean } | null;
        if (finger === null || controls?.enabled !== true || controls.enableRotate === false) return;
        showing = true;
        controls.enabled = false;
        setEvents({ enabled: true }); // a jiggle within the slop may have counted as a turn (useHandTurn)
        canvas.dispatchEvent(pointer('pointermove', finger));
      },
      letGo: () => {
        if (!showing) return; // the hold found the finger working: it showed nothing
        showing = false;
        eatClick = true;
        const controls = get().controls as { enabled: boolean } | null;
        if (controls !== null) controls.enabled = true;
        // The browser says the finger left when it lifts; a hold ended by a second finger says so itself.
        for (const on of [canvas, wrapper]) on.dispatchEvent(pointer('pointerleave', finger));
      },
    });
    const down = (e: PointerEvent) => {
      eatClick = false;
      if (e.pointerType !== 'touch') return;
      fingers.add(e.pointerId);
      if (fingers.size > 1) return hold.cancel(); // two fingers: a pinch or a pan
      finger = { id: e.pointerId, x: e.clientX, y: e.clientY };
      hold.down(e.clientX, e.clientY);
    };
    const move = (e: PointerEvent) => {
      if (finger === null || e.pointerId !== finger.id) return;
      finger = { id: e.pointerId, x: e.clientX, y: e.clientY };
      hold.move(e.clientX, e.clientY);
    };
    const up = (e: PointerEvent) => {
      if (!fingers.delete(e.pointerId) || finger?.id !== e.pointerId) return;
      hold.up();
      finger = null;
    };
    // The tap the browser makes of a hold's release: the hold showed, it picks nothing.
    const click = (e: MouseEvent) => {
      if (!eatClick) return;
      eatClick = false;
      e.stopPropagation();
      e.preventDefault();
    };
    // A long press is a context menu on some tablets: here it is the hold.
    const menu = (e: Event) => {
      if (finger !== null || eatClick) e.preventDefault();
    };
    // Capture: the hold hears the finger before the canvas's own handlers; one abort takes them all away.
    const listening = new AbortController();
    const on = { capture: true, signal: listening.signal };
    wrapper.addEventListener('pointerdown', down, on);
    window.addEventListener('pointermove', move, on);
    window.addEventListener('pointerup', up, on);
    window.addEventListener('pointercancel', up, on);
    wrapper.addEventListener('click', click, on);
    wrapper.addEventListener('contextmenu', menu, on);
    return () => {
      hold.cancel();
      listening.abort();
    };
  }, [gl, get, setEvents]);
  return null;
}

/** A pointer event of the held finger, at where it is. */
function pointer(type: string, at: { id: number; x: number; y: number } | null): PointerEvent {
  return new PointerEvent(type, {
    bubbles: type === 'pointermove',
    cancelable: true,
    pointerType: 'touch',
    pointerId: at?.id ?? 0,
    isPrimary: true,
    clientX: at?.x ?? 0,
    clientY: at?.y ?? 0,
  });
}
