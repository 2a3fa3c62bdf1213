import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { InstancedMesh } from 'three';
import { CylinderGeometry, Matrix4 } from 'three';
import { useThree } from '@react-three/fiber';
import type { Layout } from '../../geometry';
import type { Stack } from '../../table';
import { colour } from '../colours';
import type { PartInstance } from '../InstancedPart';
import { materials } from '../materials';
import type { WriteSlot } from './stackLevels';
import { StackLevels, levelOf } from './stackLevels';

const HIDDEN = new Matrix4().makeScale(0, 0, 0);

/**
 * One prism per level of every raised hex (the envelope's `board.stacks`): what Hex Battle Wars'
 * obstacles and HexPrint's terrain stand on. A level is `levelCm` tall (the system's); its colour
 * comes from the stack's tags (the system's `colourOf`). One draw call for the whole board; an
 * edited hex rewrites its own levels only (stackLevels.ts), and only those go to the GPU again.
 */
export function HexStacks({
  stacks,
  layout,
  levelCm,
  colourOf,
}: {
  stacks: readonly Stack[];
  layout: Layout;
  levelCm: number;
  colourOf: (stack: Stack, level: number) => string;
}) {
  // A unit-tall hex prism: three.js's six-sided cylinder has its corners where the board's are (30° + 60°·i).
  const geometry = useMemo(() => new CylinderGeometry(1, 1, 1, 6), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const { across } = layout;
  const { x, y } = layout.origin;
  // The board object changes with every edit; the slots are kept while its geometry stays the same.
  // The slots each edit changed wait in the queue until the mesh takes them (a render may run twice).
  const { book, queue } = useMemo(
    () => ({
      book: new StackLevels({ across, origin: { x, y } }, levelCm, colourOf),
      queue: new Map<number, PartInstance | null>(),
    }),
    [across, x, y, levelCm, colourOf],
  );
  const [count, peak] = useMemo(() => {
    book.sync(stacks, (slot, level) => queue.set(slot, level));
    return [book.count, book.peak];
  }, [book, stacks, queue]);
  // Capacity grows in powers of two: a new mesh (every slot written) only when the board outgrows it.
  const capacity = Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(1, peak))));
  const ref = useRef<InstancedMesh>(null);
  const filled = useRef<{ mesh: InstancedMesh; book: StackLevels } | null>(null);
  const invalidate = useThree((s) => s.invalidate);

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    const put: WriteSlot = (slot, level) => {
      mesh.setMatrixAt(slot, level === null ? HIDDEN : level.matrix);
      if (level !== null) mesh.setColorAt(slot, colour(level.colour));
    };
    if (filled.current?.mesh !== mesh || filled.current.book !== book) {
      // A new mesh or new bookkeeping: every slot is written and sent once.
      book.writeAll(put);
      filled.current = { mesh, book };
    } else
      for (const [slot, level] of queue) {
        put(slot, level);
        // Only the slots written go to the GPU again.
        mesh.instanceMatrix.addUpdateRange(slot * 16, 16);
        mesh.instanceColor?.addUpdateRange(slot * 3, 3);
      }
    queue.clear();
    mesh.count = count;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    // Bounds are measured again when next needed (culling, picking), not over every instance here.
    mesh.boundingSphere = null;
    mesh.boundingBox = null;
    invalidate();
  }, [book, queue, count, capacity, stacks, invalidate]);

  return (
    <instancedMesh
      key={capacity}
      ref={ref}
      name="hex-stacks"
      args={[geometry, materials().stack, capacity]}
      castShadow
      receiveShadow
    />
  );
}

/** Every level of every stack as an instance: a hex prism scaled to the hex and to one level, on the one below. */
export function levelsOf(
  stacks: readonly Stack[],
  layout: Layout,
  levelCm: number,
  colourOf: (stack: Stack, level: number) => string,
): PartInstance[] {
  return stacks.flatMap((stack) =>
    Array.from({ length: stack.height }, (_, level) => levelOf(stack, level, layout, levelCm, colourOf)),
  );
}
