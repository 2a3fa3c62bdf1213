import { describe, expect, it } from 'vitest';
import { Matrix4, Quaternion, Vector3 } from 'three';
import {
  WALK_CM_PER_S,
  createFigureMotion,
} from '../../../../../../src/rules/paintball-mini/view/figures/figureMotion';

const at = (x: number, z: number, yawDeg = 0, lying = false) =>
  new Matrix4().compose(
    new Vector3(x, 0, z),
    new Quaternion()
      .setFromAxisAngle(new Vector3(0, 1, 0), (yawDeg * Math.PI) / 180)
      .multiply(new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), lying ? Math.PI / 2 : 0)),
    new Vector3(1, 1, 1),
  );
const where = (m: Matrix4) => new Vector3().setFromMatrixPosition(m);

describe('figures walk to where the rules put them', () => {
  it('snaps into place when not animating (the editor, a loaded table)', () => {
    const motion = createFigureMotion();
    motion.retarget([{ id: 'a', matrix: at(0, 0), leaving: false }], 0, false);
    expect(motion.retarget([{ id: 'a', matrix: at(10, 0), leaving: false }], 1, false)).toBe(false);
    expect(where(motion.matrixOf('a')).x).toBe(10);
    expect(motion.moving).toBe(false);
  });

  it('a 15 cm move walks there at walking pace, starting where it stood and ending exactly on its spot', () => {
    const motion = createFigureMotion();
    motion.retarget([{ id: 'a', matrix: at(0, 0), leaving: false }], 0, true);
    expect(motion.retarget([{ id: 'a', matrix: at(15, 0), leaving: false }], 10, true)).toBe(true);
    expect(where(motion.matrixOf('a')).x).toBe(0); // this render still shows it where it was
    const seconds = 15 / WALK_CM_PER_S;
    expect(motion.advance(10 + seconds / 2)).toBe(true);
    const half = where(motion.matrixOf('a'));
    expect(half.x).toBeCloseTo(7.5, 5);
    expect(motion.advance(10 + seconds)).toBe(false);
    expect(where(motion.matrixOf('a')).toArray()).toEqual([15, 0, 0]);
  });

  it('a figure that falls on its side turns over through the walk, not in one jump', () => {
    const motion = createFigureMotion();
    motion.retarget(
      [{ id: 'a', matrix: at(0, 0) }].map((t) => ({ ...t, leaving: false })),
      0,
      true,
    );
    motion.retarget([{ id: 'a', matrix: at(0, 0, 0, true), leaving: false }], 0, true);
    motion.advance(0.15);
    const q = new Quaternion().setFromRotationMatrix(motion.matrixOf('a'));
    const angle = q.angleTo(new Quaternion());
    expect(angle).toBeGreaterThan(0.1);
    expect(angle).toBeLessThan(Math.PI / 2 - 0.1);
    motion.advance(1);
    expect(
      new Quaternion().setFromRotationMatrix(motion.matrixOf('a')).angleTo(new Quaternion()),
    ).toBeCloseTo(Math.PI / 2, 5);
  });

  it('PM-PAINTCHECK: the marked figure leaves only once the Marshal has walked over', () => {
    const motion = createFigureMotion();
    motion.retarget(
      [
        { id: 'marshal', matrix: at(0, 0), leaving: false },
        { id: 'red-1', matrix: at(20, 0), leaving: false },
      ],
      0,
      true,
    );
    motion.retarget(
      [
        { id: 'marshal', matrix: at(18, 0), leaving: false },
        { id: 'red-1', matrix: at(60, 40), leaving: true },
      ],
      0,
      true,
    );
    const marshalWalk = 18 / WALK_CM_PER_S;
    motion.advance(marshalWalk * 0.9);
    expect(where(motion.matrixOf('red-1')).x).toBe(20);
    expect(where(motion.matrixOf('marshal')).x).toBeGreaterThan(15);
    motion.advance(marshalWalk + 0.2);
    expect(where(motion.matrixOf('red-1')).x).toBeGreaterThan(20);
    expect(motion.advance(10)).toBe(false);
    expect(where(motion.matrixOf('red-1')).toArray()).toEqual([60, 0, 40]);
  });

  it('a new move during a walk sets off from where the figure is shown, and forgets figures that are gone', () => {
    const motion = createFigureMotion();
    motion.retarget(
      [
        { id: 'a', matrix: at(0, 0), leaving: false },
        { id: 'b', matrix: at(5, 5), leaving: false },
      ],
      0,
      true,
    );
    motion.retarget(
      [
        { id: 'a', matrix: at(30, 0), leaving: false },
        { id: 'b', matrix: at(5, 5), leaving: false },
      ],
      0,
      true,
    );
    motion.advance(0.5);
    const mid = where(motion.matrixOf('a')).x;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(30);
    motion.retarget([{ id: 'a', matrix: at(0, 0), leaving: false }], 0.5, true);
    expect(where(motion.matrixOf('a')).x).toBeCloseTo(mid, 9);
    expect(() => motion.matrixOf('b')).toThrow(/no figure "b"/);
  });

  it('a walk under way goes on undisturbed when another figure’s change re-poses the table', () => {
    const motion = createFigureMotion();
    motion.retarget(
      [
        { id: 'a', matrix: at(0, 0), leaving: false },
        { id: 'b', matrix: at(5, 5), leaving: false },
      ],
      0,
      true,
    );
    motion.retarget(
      [
        { id: 'a', matrix: at(30, 0), leaving: false },
        { id: 'b', matrix: at(5, 5), leaving: false },
      ],
      0,
      true,
    );
    motion.advance(0.5);
    motion.retarget(
      [
        { id: 'a', matrix: at(30, 0), leaving: false },
        { id: 'b', matrix: at(5, 15), leaving: false },
      ],
      0.5,
      true,
    );
    motion.advance(0.75);
    const straight = createFigureMotion();
    straight.retarget([{ id: 'a', matrix: at(0, 0), leaving: false }], 0, true);
    straight.retarget([{ id: 'a', matrix: at(30, 0), leaving: false }], 0, true);
    straight.advance(0.75);
    expect(where(motion.matrixOf('a')).x).toBeCloseTo(where(straight.matrixOf('a')).x, 9);
  });
});
