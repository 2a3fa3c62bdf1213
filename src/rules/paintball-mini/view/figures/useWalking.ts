import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { beginMotion, endMotion, reducedMotion } from '../../../../scene/motion';
import type { FigureMotion } from './figureMotion';
import { createFigureMotion } from './figureMotion';
import type { FigurePose } from './figurePose';

const seconds = () => performance.now() / 1000;

/**
 * The poses as shown this frame: with `animate`, a figure whose pose changed walks there
 * (figureMotion.ts); the table is not "still" for the tests until all have arrived.
 */
export function useWalking(poses: readonly FigurePose[], animate: boolean): FigurePose[] {
  const motion = useRef<FigureMotion | null>(null);
  const last = useRef<readonly FigurePose[] | null>(null);
  const invalidate = useThree((s) => s.invalidate);
  const [frame, redraw] = useState(0);
  motion.current ??= createFigureMotion();
  const m = motion.current;
  // New poses: set the walks off while rendering, so this very render already shows where each
  // figure stands now (a walk starts from there). A side effect in render, kept safe by the check:
  // a second render of the same poses (StrictMode, a discarded render) retargets nothing.
  if (last.current !== poses) {
    last.current = poses;
    m.retarget(
      poses.map((p) => ({ id: p.figure.id, matrix: p.matrix, leaving: p.figure.status === 'eliminated' })),
      seconds(),
      animate && !reducedMotion(),
    );
  }
  // After each commit, both ways: a walk under way keeps the table "not still"; one that ended (or
  // was cut short by a snap) lets go only once the commit with its last matrices is in, so the
  // frame that draws them is already asked for (the instanced parts invalidate on new matrices).
  useLayoutEffect(() => {
    if (m.moving) {
      beginMotion('figures');
      invalidate();
    } else endMotion('figures');
  }, [poses, frame, m, invalidate]);
  useLayoutEffect(() => () => endMotion('figures'), []);
  useFrame(() => {
    if (!m.moving) return;
    if (m.advance(seconds())) invalidate();
    redraw((n) => n + 1);
  });
  // A new list only when the poses or a walk's frame changed: the instanced parts rewrite on a new list.
  return useMemo(() => {
    void frame;
    return poses.map((p) => ({ ...p, matrix: m.matrixOf(p.figure.id) }));
  }, [poses, m, frame]);
}
