import type { ComponentRef } from 'react';
import { useEffect, useRef } from 'react';
import { Vector3 } from 'three';
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import type { Setup } from '../setup';
import type { CameraRequest } from '../state/tableStore';
import { useTable } from '../state/useTable';
import { beginMotion, endMotion } from './motion';
import { ORBIT_LIMITS, VIEW_PRESETS, presetPosition, standBackToHold } from './views';

interface Flight {
  fromPos: Vector3;
  fromTarget: Vector3;
  toPos: Vector3;
  toTarget: Vector3;
  start: number;
}

const FLIGHT_SECONDS = 0.6;
const ease = (t: number) => 1 - (1 - t) ** 3;

/**
 * Orbit, pan and zoom with limits, and smooth flights to the preset views and to a figure picked
 * by double-click. The orbit's target is kept on the table, so the view can never be lost.
 */
export function CameraRig({
  table,
  measuring,
  reach = 1,
  hold = null,
}: {
  table: Setup['table'];
  measuring: boolean;
  reach?: number;
  /** Half extents (cm) of a playing area larger than the standard board, which the presets must hold. */
  hold?: { x: number; y: number } | null;
}) {
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const asked = useTable((s) => s.camera);
  const flight = useRef<Flight | null>(null);
  const saved = useRef<{ position: Vector3; target: Vector3 } | null>(null);
  const eyeView = useTable((s) => s.eyeView);
  // The playing area's size is read when a flight starts, not watched: dragging a mat's corner in
  // the editor must not fly the camera. A newly loaded table (a new `table`) is framed afresh.
  const area = useRef({ reach, hold });
  useEffect(() => {
    area.current = { reach, hold };
  }, [reach, hold]);

  useEffect(() => {
    const c = controls.current;
    const { reach, hold } = area.current;
    // Nothing asked yet, but the playing area is larger than the standard board (an open mat): the
    // opening view stands back far enough to hold it.
    const request: CameraRequest | null = asked ?? (reach > 1 ? { kind: 'preset', preset: 'three-quarter', nonce: 0 } : null);
    if (request === null || c === null) return;
    let toPos: Vector3;
    let toTarget: Vector3;
    if (request.kind === 'preset') {
      saved.current = null; // a new view: the way back from the shooter's eye is gone
      const v = VIEW_PRESETS[request.preset];
      toTarget = new Vector3(...v.target);
      toPos = new Vector3(...presetPosition(request.preset, reach));
      if (hold !== null) toPos = standBackToHold(camera, toPos, toTarget, hold);
    } else if (request.kind === 'look') {
      // Remember where we were, to come back to it.
      saved.current ??= { position: camera.position.clone(), target: c.target.clone() };
      toPos = new Vector3(...request.from);
      toTarget = new Vector3(...request.at);
    } else if (request.kind === 'back') {
      if (saved.current === null) return;
      toPos = saved.current.position;
      toTarget = saved.current.target;
      saved.current = null;
    } else {
      saved.current = null;
      toTarget = new Vector3(request.at.x, request.height, request.at.y);
      // Keep the direction we look from, come in to a close, figure-sized view.
      const dir = camera.position.clone().sub(c.target).normalize();
      toPos = toTarget.clone().add(dir.multiplyScalar(22));
      toPos.y = Math.max(toPos.y, toTarget.y + 6);
    }
    flight.current = { fromPos: camera.position.clone(), fromTarget: c.target.clone(), toPos, toTarget, start: -1 };
    beginMotion('camera');
    invalidate();
  }, [asked, camera, invalidate, table]);

  useEffect(() => () => endMotion('camera'), []); // a flight cut short by unmounting must not leave the table "moving"

  useFrame((state) => {
    const f = flight.current;
    const c = controls.current;
    if (f === null || c === null) return;
    if (f.start < 0) f.start = state.clock.elapsedTime;
    const t = Math.min(1, (state.clock.elapsedTime - f.start) / FLIGHT_SECONDS);
    const k = ease(t);
    camera.position.lerpVectors(f.fromPos, f.toPos, k);
    c.target.lerpVectors(f.fromTarget, f.toTarget, k);
    c.update();
    if (t >= 1) {
      flight.current = null;
      endMotion('camera');
    }
    invalidate();
  });

  const clampTarget = () => {
    const c = controls.current;
    if (c === null) return;
    const hx = table.width / 2;
    const hz = table.depth / 2;
    const t = c.target;
    const clamped = new Vector3(Math.max(-hx, Math.min(hx, t.x)), Math.max(0, Math.min(20, t.y)), Math.max(-hz, Math.min(hz, t.z)));
    if (!clamped.equals(t)) {
      const shift = clamped.clone().sub(t);
      t.copy(clamped);
      camera.position.add(shift);
    }
  };

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping={false}
      enableRotate={!measuring}
      minDistance={eyeView ? 1 : ORBIT_LIMITS.minDistance}
      maxDistance={ORBIT_LIMITS.maxDistance}
      maxPolarAngle={eyeView ? Math.PI - 0.01 : ORBIT_LIMITS.maxPolarAngle}
      screenSpacePanning={false}
      onChange={clampTarget}
    />
  );
}
