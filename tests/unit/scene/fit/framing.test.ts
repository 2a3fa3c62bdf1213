import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PerspectiveCamera, Vector3 } from 'three';
import type { Lens, Rect, Vec3 } from '../../../../src/scene/fit/framing';
import { frameBounds, viewOffsetFor } from '../../../../src/scene/fit/framing';

// The fitted camera is checked with three.js's own projection (a PerspectiveCamera with the view
// offset the rig sets), not with the fitting's arithmetic: every corner lands inside the room.

const W = 1280;
const H = 720;

/** Where three.js draws `p`, in canvas pixels, for a camera placed as the framing says. */
function drawn(points: readonly Vec3[], position: Vec3, target: Vec3, lens: Lens, width = W) {
  const camera = new PerspectiveCamera(lens.fovDeg, width / lens.canvasHeight, 0.5, 5000);
  const o = viewOffsetFor(width, lens.canvasHeight, lens.room);
  camera.setViewOffset(width, lens.canvasHeight, o.x, o.y, width, lens.canvasHeight);
  camera.position.set(...position);
  camera.lookAt(new Vector3(...target));
  camera.updateMatrixWorld();
  return points.map((p) => {
    const v = new Vector3(...p).project(camera);
    return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * lens.canvasHeight, z: v.z };
  });
}

function box(x0: number, x1: number, top: number, z0: number, z1: number): Vec3[] {
  const out: Vec3[] = [];
  for (const x of [x0, x1]) for (const y of [0, top]) for (const z of [z0, z1]) out.push([x, y, z]);
  return out;
}

/** How far inside the room (less the margin) a drawn point is: ≥ 0 inside, 0 on the edge. */
const clearance = (p: { x: number; y: number }, r: Rect, margin: number) =>
  Math.min(p.x - (r.left + margin), r.right - margin - p.x, p.y - (r.top + margin), r.bottom - margin - p.y);

describe('frameBounds: a preset fitted to the room the panels leave', () => {
  it('the standard board beside a 330 px play panel: every corner inside the room, the tightest on its edge', () => {
    const board = box(-37.5, 37.5, 4, -18.8, 18.8);
    const room: Rect = { left: 342, top: 0, right: W, bottom: H };
    const lens: Lens = { fovDeg: 40, canvasHeight: H, room, margin: 16 };
    const f = frameBounds(board, [34, 46, 52], lens);
    const px = drawn(board, f.position, f.target, lens);
    const gaps = px.map((p) => clearance(p, room, 16));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(-1e-6);
    expect(Math.min(...gaps)).toBeLessThan(0.5); // as near as it can be: the view is not left small
    expect(f.target[1]).toBe(0);
    // The same direction as the preset: the camera only moved along it and sideways.
    const dir = new Vector3(...f.position).sub(new Vector3(...f.target)).normalize();
    expect(dir.dot(new Vector3(34, 46, 52).normalize())).toBeCloseTo(1, 9);
  });

  it('a room half the width puts the camera further away than the whole canvas does', () => {
    const board = box(-37.5, 37.5, 4, -18.8, 18.8);
    const whole = frameBounds(board, [0, 112, 2], {
      fovDeg: 40,
      canvasHeight: H,
      room: { left: 0, top: 0, right: W, bottom: H },
      margin: 16,
    });
    const half = frameBounds(board, [0, 112, 2], {
      fovDeg: 40,
      canvasHeight: H,
      room: { left: 0, top: 0, right: W / 2, bottom: H },
      margin: 16,
    });
    expect(half.position[1]).toBeGreaterThan(whole.position[1] * 1.3);
  });

  it('refuses a view from under the table and an empty area, naming what is wrong', () => {
    const lens: Lens = {
      fovDeg: 40,
      canvasHeight: H,
      room: { left: 0, top: 0, right: W, bottom: H },
      margin: 16,
    };
    expect(() => frameBounds(box(-1, 1, 1, -1, 1), [0, -1, 1], lens)).toThrow('its direction must rise');
    expect(() => frameBounds([], [0, 1, 1], lens)).toThrow('the playing area has no points');
  });

  it('property: for any box, view from above, lens and room, every corner is drawn inside the room and one touches its edge', () => {
    const arb = fc.record({
      x0: fc.double({ min: -200, max: 0, noNaN: true }),
      wide: fc.double({ min: 10, max: 400, noNaN: true }),
      z0: fc.double({ min: -200, max: 0, noNaN: true }),
      deep: fc.double({ min: 10, max: 400, noNaN: true }),
      top: fc.double({ min: 0.5, max: 30, noNaN: true }),
      dx: fc.double({ min: -1, max: 1, noNaN: true }),
      dy: fc.double({ min: 0.15, max: 1, noNaN: true }),
      dz: fc.double({ min: -1, max: 1, noNaN: true }),
      fov: fc.double({ min: 20, max: 75, noNaN: true }),
      left: fc.integer({ min: 0, max: 500 }),
      right: fc.integer({ min: 0, max: 400 }),
      top_: fc.integer({ min: 0, max: 150 }),
      bottom: fc.integer({ min: 0, max: 150 }),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const points = box(a.x0, a.x0 + a.wide, a.top, a.z0, a.z0 + a.deep);
        const room: Rect = { left: a.left, top: a.top_, right: W - a.right, bottom: H - a.bottom };
        const lens: Lens = { fovDeg: a.fov, canvasHeight: H, room, margin: 10 };
        const f = frameBounds(points, [a.dx, a.dy, a.dz], lens);
        const px = drawn(points, f.position, f.target, lens);
        const gaps = px.map((p) => clearance(p, room, 10));
        const tol = 1e-6 * Math.max(W, H);
        expect(px.every((p) => p.z > -1 && p.z < 1)).toBe(true); // in front of the camera, inside its depth
        expect(Math.min(...gaps)).toBeGreaterThanOrEqual(-tol);
        expect(Math.min(...gaps)).toBeLessThan(0.01);
        expect(f.target[1]).toBeCloseTo(0, 6);
      }),
      { numRuns: 300, seed: 1213 },
    );
  });
});

describe('viewOffsetFor', () => {
  it('moves the view centre to the middle of the room', () => {
    expect(viewOffsetFor(1280, 720, { left: 342, top: 0, right: 1280, bottom: 720 })).toEqual({
      x: -171,
      y: 0,
    });
    expect(viewOffsetFor(1280, 720, { left: 0, top: 0, right: 1280, bottom: 720 })).toEqual({ x: 0, y: 0 });
    expect(viewOffsetFor(1280, 720, { left: 342, top: 0, right: 958, bottom: 600 })).toEqual({
      x: -10,
      y: 60,
    });
  });
});
