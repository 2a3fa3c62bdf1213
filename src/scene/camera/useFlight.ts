import type { ComponentRef, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { PerspectiveCamera, Vector3 } from 'three';
import type { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { beginMotion, endMotion, reducedMotion } from '../motion';

/** How far the view is shifted off the canvas's centre, in px, to centre it on the panels' room. */
export interface Offset {
  readonly x: number;
  readonly y: number;
}

interface Flight {
  fromPos: Vector3;
  fromTarget: Vector3;
  fromOffset: Offset;
  toPos: Vector3;
  toTarget: Vector3;
  toOffset: Offset;
  seconds: number;
  start: number;
}

const ease = (t: number) => 1 - (1 - t) ** 3;

/** Shifts the view by `o` (a view offset, so picking, labels and `project()` follow it); none when it is nothing. */
export function applyOffset(camera: PerspectiveCamera, width: number, height: number, o: Offset) {
  if (Math.abs(o.x) < 0.5 && Math.abs(o.y) < 0.5) {
    if (camera.view?.enabled === true) camera.clearViewOffset();
  } else camera.setViewOffset(width, height, o.x, o.y, width, height);
}

/**
 * The camera's smooth flights: its position, the orbit's target and the view's offset eased
 * together from where they are to where `fly` sends them. The table counts as moving meanwhile,
 * and is drawn each frame of the flight only.
 */
export function useFlight(controls: RefObject<ComponentRef<typeof OrbitControls> | null>) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  const get = useThree((s) => s.get);
  const flight = useRef<Flight | null>(null);
  const offset = useRef<Offset>({ x: 0, y: 0 });

  /** The camera put at once where it goes: a flight under way is cut short there. */
  const jump = (toPos: Vector3, toTarget: Vector3, toOffset: Offset) => {
    const c = controls.current;
    if (c === null) return;
    if (flight.current !== null) {
      flight.current = null;
      endMotion('camera');
    }
    camera.position.copy(toPos);
    c.target.copy(toTarget);
    offset.current = toOffset;
    const { width, height } = get().size;
    applyOffset(camera, width, height, toOffset);
    c.update();
    invalidate();
  };

  const fly = (toPos: Vector3, toTarget: Vector3, toOffset: Offset, seconds: number) => {
    const c = controls.current;
    if (c === null) return;
    if (reducedMotion()) {
      jump(toPos, toTarget, toOffset);
      return;
    }
    if (flight.current === null) beginMotion('camera');
    flight.current = {
      fromPos: camera.position.clone(),
      fromTarget: c.target.clone(),
      fromOffset: offset.current,
      toPos,
      toTarget,
      toOffset,
      seconds,
      start: -1,
    };
    invalidate();
  };

  useEffect(() => () => endMotion('camera'), []); // a flight cut short by unmounting must not leave the table "moving"

  useFrame((state) => {
    const f = flight.current;
    const c = controls.current;
    if (f === null || c === null) return;
    if (f.start < 0) f.start = state.clock.elapsedTime;
    const t = Math.min(1, (state.clock.elapsedTime - f.start) / f.seconds);
    const k = ease(t);
    camera.position.lerpVectors(f.fromPos, f.toPos, k);
    c.target.lerpVectors(f.fromTarget, f.toTarget, k);
    offset.current =
      t >= 1
        ? f.toOffset
        : {
            x: f.fromOffset.x + (f.toOffset.x - f.fromOffset.x) * k,
            y: f.fromOffset.y + (f.toOffset.y - f.fromOffset.y) * k,
          };
    applyOffset(camera, state.size.width, state.size.height, offset.current);
    c.update();
    if (t >= 1) {
      flight.current = null;
      endMotion('camera');
    }
    invalidate();
  });

  return { fly, jump, flight, offset };
}
