import type { ComponentRef } from 'react';
import { useEffect, useRef } from 'react';
import type { PerspectiveCamera } from 'three';
import { Vector3 } from 'three';
import { OrbitControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import type { ViewPreset } from '../state/tableStore';
import { useTable, useTableStore } from '../state/useTable';
import { applyOffset, useFlight } from './camera/useFlight';
import { usePresetFraming } from './camera/usePresetFraming';
import { useRefitWhenPutDown } from './camera/useRefitWhenPutDown';
import type { Framing } from './fit/framing';
import { viewOffsetFor } from './fit/framing';
import { picked } from './fit/picked';
import { TARGET_TOP_CM, showInRoom } from './fit/showInRoom';
import type { TableSetup } from './systemView';
import { useSystemView } from './systemView';
import { useHandTurn } from './useHandTurn';
import { ORBIT_LIMITS } from './views';

const FLIGHT_SECONDS = 0.6;
/** A refit that lands during a flight: the flight goes on to the new place, quicker. */
const REFIT_SECONDS = 0.35;
/** Closer than this (cm) to where the preset put it, the camera still sits at the preset. */
const AT_PRESET_CM = 0.5;
/** Room kept round the picked pieces a card is about: their rings and labels, not just their centres. */
const PICKED_MARGIN_PX = 48;
const vec = (v: readonly [number, number, number]) => new Vector3(v[0], v[1], v[2]);

/**
 * Orbit, pan and zoom with limits, and smooth flights to the preset views and to a figure picked
 * by double-click. The orbit's target is kept on the table, so the view can never be lost.
 *
 * Panels never hide the table: the view is centred on the room the panels leave (a view offset,
 * so picking, labels and `project()` follow it), and a preset is fitted so that the whole playing
 * area stands in that room. When a panel opens or closes the view refits at once, in the next
 * frame, as the page's own layout does: a click that opens a card should not set the table
 * gliding. Flights are for the player's own moves of the camera (none for a player who asked
 * their system for less motion). A camera the player has moved by hand (orbit, pan, zoom, a
 * double-click, the shooter's eye) is left where it is and only recentred, until a preset is chosen
 * again; unless a card opening leaves the picked pieces outside its room, when the view moves just
 * enough to show them (fit/showInRoom.ts).
 */
export function CameraRig({ setup, measuring }: { setup: TableSetup; measuring: boolean }) {
  const table = setup.table;
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  // The controls listen where the table's pointer events do (the canvas's wrapper) from the first
  // render on: left to find it, drei connects them to the canvas and then moves them to the wrapper
  // once r3f's events connect, and a finger down meanwhile is never let go by them.
  const wrapper = useThree((s) => s.gl.domElement.parentElement ?? s.gl.domElement);
  const request = useTable((s) => s.camera);
  const saved = useRef<{ position: Vector3; target: Vector3; preset: ViewPreset | null } | null>(null);
  const eyeView = useTable((s) => s.eyeView);
  /** The preset the camera sits at, and the pose it was fitted to; null once the player moved it. */
  const preset = useRef<ViewPreset | null>('three-quarter');
  const fitted = useRef<Framing | null>(null);
  const { fly, jump, flight, offset } = useFlight(controls);
  const refit = useRef(() => {});
  const { room, areaKey, framingFor, reach } = usePresetFraming(
    setup,
    preset,
    () => refit.current(),
    (distance) => {
      if (controls.current !== null) controls.current.maxDistance = distance;
    },
  );
  const store = useTableStore();
  const view = useSystemView();
  const heldBack = useRefitWhenPutDown(refit);

  useEffect(() => {
    const c = controls.current;
    if (request === null || c === null) return;
    let toPos: Vector3;
    let toTarget: Vector3;
    if (request.kind === 'preset') {
      saved.current = null; // a new view: the way back from the shooter's eye is gone
      const f = framingFor.current(request.preset);
      preset.current = request.preset;
      fitted.current = f;
      toPos = vec(f.position);
      toTarget = vec(f.target);
    } else if (request.kind === 'look') {
      // Remember where we were, to come back to it.
      saved.current ??= {
        position: camera.position.clone(),
        target: c.target.clone(),
        preset: preset.current,
      };
      preset.current = null;
      toPos = new Vector3(...request.from);
      toTarget = new Vector3(...request.at);
    } else if (request.kind === 'back') {
      if (saved.current === null) return;
      toPos = saved.current.position;
      toTarget = saved.current.target;
      preset.current = saved.current.preset;
      if (preset.current !== null) fitted.current = { position: toPos.toArray(), target: toTarget.toArray() };
      saved.current = null;
    } else {
      saved.current = null;
      preset.current = null;
      toTarget = new Vector3(request.at.x, request.height, request.at.y);
      // Keep the direction we look from, come in to a close, figure-sized view.
      const dir = camera.position.clone().sub(c.target).normalize();
      toPos = toTarget.clone().add(dir.multiplyScalar(22));
      toPos.y = Math.max(toPos.y, toTarget.y + 6);
    }
    fly(toPos, toTarget, offset.current, FLIGHT_SECONDS);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, camera, invalidate]);

  // The room changed (a panel opened or closed, the window was resized) or the playing area did:
  // centre the view on the room, and refit a preset the camera still sits at. Not while a piece is
  // in hand (useRefitWhenPutDown.ts). Called from the effect below and from the panels' watch, which
  // renders nothing: a select that opens the card refits the camera with no React render.
  const placed = useRef(false);
  refit.current = () => {
    const c = controls.current;
    if (c === null || heldBack()) return;
    const toOffset = viewOffsetFor(size.width, size.height, room.current);
    const at = preset.current;
    const f = at !== null && saved.current === null ? framingFor.current(at) : null;
    if (!placed.current) {
      // The first view: put there at once, no flight from nowhere.
      placed.current = true;
      if (f !== null) {
        camera.position.set(...f.position);
        c.target.set(...f.target);
        fitted.current = f;
      }
      offset.current = toOffset;
      applyOffset(camera, size.width, size.height, toOffset);
      c.update();
      invalidate();
      return;
    }
    if (f !== null) fitted.current = f;
    let toPos =
      f !== null ? vec(f.position) : flight.current !== null ? flight.current.toPos : camera.position.clone();
    let toTarget =
      f !== null ? vec(f.target) : flight.current !== null ? flight.current.toTarget : c.target.clone();
    if (f === null && saved.current === null && !measuring) {
      // Moved by hand: the pieces a card is about must still stand in the room it leaves (not while
      // measuring: a tape is being laid on the table as it stands).
      const shown = showInRoom(
        picked(store.getState(), view),
        { position: toPos.toArray(), target: toTarget.toArray() },
        { fovDeg: camera.fov, canvasHeight: size.height, room: room.current, margin: PICKED_MARGIN_PX },
      );
      if (shown !== null) {
        toPos = vec(shown.position);
        toTarget = vec(shown.target);
      }
    }
    const still = toPos.distanceTo(camera.position) < 0.05 && toTarget.distanceTo(c.target) < 0.05;
    if (still && toOffset.x === offset.current.x && toOffset.y === offset.current.y) {
      // A resize keeps the offset's numbers but not its canvas size.
      applyOffset(camera, size.width, size.height, toOffset);
      invalidate();
      return;
    }
    if (flight.current !== null) fly(toPos, toTarget, toOffset, REFIT_SECONDS);
    else jump(toPos, toTarget, toOffset);
  };
  useEffect(() => refit.current(), [areaKey, size.width, size.height, camera, invalidate]);

  useEffect(() => () => camera.clearViewOffset(), [camera]);

  const hand = useHandTurn();

  const onChange = () => {
    const c = controls.current;
    if (c === null) return;
    hand.changed(c.enabled);
    const hx = table.width / 2;
    const hz = table.depth / 2;
    const t = c.target;
    const clamped = new Vector3(
      Math.max(-hx, Math.min(hx, t.x)),
      Math.max(0, Math.min(TARGET_TOP_CM, t.y)),
      Math.max(-hz, Math.min(hz, t.z)),
    );
    if (!clamped.equals(t)) {
      const shift = clamped.clone().sub(t);
      t.copy(clamped);
      camera.position.add(shift);
    }
    // Moved by hand away from the preset: from now on a panel recentres the view but does not refit it.
    const f = fitted.current;
    if (flight.current === null && preset.current !== null && f !== null) {
      if (
        camera.position.distanceTo(vec(f.position)) > AT_PRESET_CM ||
        t.distanceTo(vec(f.target)) > AT_PRESET_CM
      )
        preset.current = null;
    }
  };

  return (
    <OrbitControls
      ref={controls}
      domElement={wrapper}
      makeDefault
      enableDamping={false}
      enableRotate={!measuring}
      minDistance={eyeView ? 1 : ORBIT_LIMITS.minDistance}
      maxDistance={reach.current}
      maxPolarAngle={eyeView ? Math.PI - 0.01 : ORBIT_LIMITS.maxPolarAngle}
      screenSpacePanning={false}
      onChange={onChange}
      onStart={hand.started}
    />
  );
}
