import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import type { Vec3 } from '../../../../src/scene/fit/framing';
import { overTheShoulder, wholeTable } from '../../../../src/scene/fit/momentFraming';

// A key moment's picture is framed with three.js's own projection as the judge: every point asked
// for lands inside the 480 × 300 picture, and a shot is seen from behind its shooter.

const LENS = { fovDeg: 40, width: 480, height: 300 } as const;

function drawn(points: readonly Vec3[], f: { position: Vec3; target: Vec3 }) {
  const camera = new PerspectiveCamera(LENS.fovDeg, LENS.width / LENS.height, 0.5, 5000);
  camera.position.set(...f.position);
  camera.lookAt(new Vector3(...f.target));
  camera.updateMatrixWorld();
  return points.map((p) => {
    const v = new Vector3(...p).project(camera);
    return { x: ((v.x + 1) / 2) * LENS.width, y: ((1 - v.y) / 2) * LENS.height, depth: v.z };
  });
}

const inside = (p: { x: number; y: number }) =>
  p.x >= -1e-6 && p.x <= LENS.width + 1e-6 && p.y >= -1e-6 && p.y <= LENS.height + 1e-6;

const piece = (x: number, z: number, ground = 0): Vec3[] => [
  [x, ground, z],
  [x, ground + 5, z],
];

describe('momentFraming: where a key moment is pictured from', () => {
  it('over the shoulder: both pieces in the picture, the shooter nearer and lower, the target beyond', () => {
    const shooter = piece(-20, 10);
    const target = piece(15, -12, 4);
    const f = overTheShoulder(shooter, target, LENS);
    const [base, , aimAt] = drawn([...shooter, ...target], f);
    expect(drawn([...shooter, ...target], f).every(inside)).toBe(true);
    // Seen from behind the shooter: it stands below the target in the picture, and nearer the lens.
    expect(base!.y).toBeGreaterThan(aimAt!.y);
    expect(base!.depth).toBeLessThan(aimAt!.depth);
    // Looking down on the table, never from under it.
    expect(f.position[1]).toBeGreaterThan(0);
  });

  it('two pieces on one spot are framed from the three-quarter view, still in the picture', () => {
    const f = overTheShoulder(piece(3, 3), piece(3, 3), LENS);
    expect(drawn(piece(3, 3), f).every(inside)).toBe(true);
    const dir = new Vector3(...f.position).sub(new Vector3(...f.target)).normalize();
    expect(dir.dot(new Vector3(34, 46, 52).normalize())).toBeCloseTo(1, 9);
  });

  it('the whole table: every corner of the playing area in the picture', () => {
    const area: Vec3[] = [];
    for (const x of [-40, 40]) for (const y of [0, 6]) for (const z of [-25, 25]) area.push([x, y, z]);
    expect(drawn(area, wholeTable(area, LENS)).every(inside)).toBe(true);
  });

  it('a shot naming no piece on the table is refused in words', () => {
    expect(() => overTheShoulder([], [], LENS)).toThrow(
      'Nothing to frame: the shot names no piece on the table.',
    );
  });
});
