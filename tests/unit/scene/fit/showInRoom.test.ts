import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PerspectiveCamera, Vector3 } from 'three';
import type { Framing, Lens, Rect, Vec3 } from '../../../../src/scene/fit/framing';
import { viewOffsetFor } from '../../../../src/scene/fit/framing';
import { showInRoom } from '../../../../src/scene/fit/showInRoom';

// A camera moved by hand, and a card opening beside the table: the picked pieces are checked with
// three.js's own projection (the camera with the rig's view offset), not the arithmetic's own.

const W = 1280;
const H = 800;
const MARGIN = 16;
/** The room a card 340 px wide leaves at the right, beside a 330 px panel at the left. */
const ROOM: Rect = { left: 330, top: 0, right: W - 340, bottom: H };
const LENS: Lens = { fovDeg: 40, canvasHeight: H, room: ROOM, margin: MARGIN };

function drawn(points: readonly Vec3[], at: Framing) {
  const camera = new PerspectiveCamera(LENS.fovDeg, W / H, 0.5, 5000);
  const o = viewOffsetFor(W, H, ROOM);
  camera.setViewOffset(W, H, o.x, o.y, W, H);
  camera.position.set(...at.position);
  camera.lookAt(new Vector3(...at.target));
  camera.updateMatrixWorld();
  return points.map((p) => {
    const v = new Vector3(...p).project(camera);
    return { x: ((v.x + 1) / 2) * W, y: ((1 - v.y) / 2) * H };
  });
}

const inRoom = (p: { x: number; y: number }) =>
  p.x >= ROOM.left + MARGIN - 1e-6 &&
  p.x <= ROOM.right - MARGIN + 1e-6 &&
  p.y >= ROOM.top + MARGIN - 1e-6 &&
  p.y <= ROOM.bottom - MARGIN + 1e-6;

const piece = (x: number, z: number, ground = 0): Vec3[] => [
  [x, ground, z],
  [x, ground + 5, z],
];
const length = (f: Framing) =>
  Math.hypot(f.position[0] - f.target[0], f.position[1] - f.target[1], f.position[2] - f.target[2]);
const direction = (f: Framing) => new Vector3(...f.position).sub(new Vector3(...f.target)).normalize();

describe('showInRoom: the picked pieces kept in the room a card leaves', () => {
  const panned: Framing = { position: [40, 60, 70], target: [40, 0, 10] };

  it('pieces already in the room: the camera is left where the player put it', () => {
    const points = [...piece(38, 10), ...piece(44, 14)];
    expect(drawn(points, panned).every(inRoom)).toBe(true);
    expect(showInRoom(points, panned, LENS)).toBeNull();
  });

  it('a piece under the card: slid sideways just enough, same direction, same distance from the eye', () => {
    const points = [...piece(40, 10), ...piece(75, 10)];
    expect(drawn(points, panned).every(inRoom)).toBe(false);
    const to = showInRoom(points, panned, LENS)!;
    expect(drawn(points, to).every(inRoom)).toBe(true);
    expect(direction(to).dot(direction(panned))).toBeCloseTo(1, 9);
    // The eye's distance along the view is kept: only a slide.
    const w = direction(panned);
    expect(new Vector3(...to.position).dot(w)).toBeCloseTo(new Vector3(...panned.position).dot(w), 6);
    // Just enough: the piece that was out now stands on the room's edge.
    const xs = drawn(points, to).map((p) => p.x);
    expect(Math.max(...xs)).toBeCloseTo(ROOM.right - MARGIN, 3);
    expect(to.target[1]).toBeGreaterThanOrEqual(0);
  });

  it('pieces too far apart for the room from this near: drawn back along the same direction', () => {
    const close: Framing = { position: [0, 12, 14], target: [0, 0, 2] };
    const points = [...piece(-40, 0), ...piece(40, 0)];
    const to = showInRoom(points, close, LENS)!;
    expect(drawn(points, to).every(inRoom)).toBe(true);
    expect(direction(to).dot(direction(close))).toBeCloseTo(1, 9);
    expect(length(to)).toBeGreaterThan(length(close));
  });

  it('any panned camera and any two pieces on the table: afterwards both stand in the room (seed 25)', () => {
    fc.assert(
      fc.property(
        fc.record({
          tx: fc.double({ min: -60, max: 60, noNaN: true }),
          tz: fc.double({ min: -40, max: 40, noNaN: true }),
          yaw: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
          pitch: fc.double({ min: 0.3, max: 1.4, noNaN: true }),
          far: fc.double({ min: 30, max: 200, noNaN: true }),
          a: fc.tuple(
            fc.double({ min: -60, max: 60, noNaN: true }),
            fc.double({ min: -40, max: 40, noNaN: true }),
          ),
          b: fc.tuple(
            fc.double({ min: -60, max: 60, noNaN: true }),
            fc.double({ min: -40, max: 40, noNaN: true }),
          ),
        }),
        ({ tx, tz, yaw, pitch, far, a, b }) => {
          const at: Framing = {
            target: [tx, 0, tz],
            position: [
              tx + far * Math.cos(pitch) * Math.sin(yaw),
              far * Math.sin(pitch),
              tz + far * Math.cos(pitch) * Math.cos(yaw),
            ],
          };
          const points = [...piece(a[0], a[1]), ...piece(b[0], b[1], 8)];
          const to = showInRoom(points, at, LENS) ?? at;
          expect(drawn(points, to).every(inRoom)).toBe(true);
        },
      ),
      { seed: 25, numRuns: 300 },
    );
  });
});
