import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { slopFor } from './pointerOnTable';

export interface HandTurn {
  /** The orbit controls took a press (their `start`): a turn, a pan or a zoom step. */
  started(): void;
  /**
   * The camera moved (the controls' `change`: by hand, or by a flight calling their update).
   * `enabled`: whether the controls are on. A press a figure grab or a paint stroke took turned
   * them off, and is no turn even when a flight (a panel's refit) moves the camera meanwhile.
   */
  changed(enabled: boolean): void;
}

/**
 * While the player turns the table by hand, the pointer points at nothing on it: no figure is
 * hovered (its line previewed) under a dragging pointer, and no pointer move is cast into the
 * scene (r3f's events are off). Only a press the controls took and a pointer gone past a click's
 * slop count (a click that jiggles a pixel, a wheel's zoom step, an editor's paint stroke the
 * controls ignore do not); letting go, anywhere, gives the pointer back.
 */
export function useHandTurn(): HandTurn {
  const gl = useThree((s) => s.gl);
  const setEvents = useThree((s) => s.setEvents);
  const press = useRef<{ readonly x: number; readonly y: number; readonly slop: number } | null>(null);
  const taken = useRef(false);
  const pointer = useRef({ x: 0, y: 0 });
  const turning = useRef(false);
  useEffect(() => {
    // Heard on the way down, before the controls (which hold the pointer captured on the canvas's
    // wrapper while they turn) and before r3f's own listeners.
    const wrapper = gl.domElement.parentElement ?? gl.domElement;
    const down = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !wrapper.contains(e.target)) return;
      press.current = { x: e.clientX, y: e.clientY, slop: slopFor(e.pointerType) };
      pointer.current = { x: e.clientX, y: e.clientY };
    };
    const move = (e: PointerEvent) => {
      pointer.current = { x: e.clientX, y: e.clientY };
    };
    const up = () => {
      press.current = null;
      taken.current = false;
      if (!turning.current) return;
      turning.current = false;
      setEvents({ enabled: true });
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointermove', move, true);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      up();
    };
  }, [gl, setEvents]);
  return {
    started: () => {
      taken.current = press.current !== null;
    },
    changed: (enabled) => {
      const p = press.current;
      if (turning.current || p === null || !taken.current || !enabled) return;
      if (Math.hypot(pointer.current.x - p.x, pointer.current.y - p.y) <= p.slop) return;
      turning.current = true;
      setEvents({ enabled: false });
    },
  };
}
