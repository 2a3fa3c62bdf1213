import { useEffect, useMemo } from 'react';
import { CylinderGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import type { Layout } from '../../geometry';
import { circumradius, hexToPoint } from '../../geometry';
import type { Stack } from '../../table';
import type { PartInstance } from '../InstancedPart';
import { InstancedPart } from '../InstancedPart';
import { materials } from '../materials';

/** The gap left between printed levels, as a share of a level: each level reads as a tile of its own. */
const SEAM = 0.06;

/**
 * One prism per level of every raised hex (the envelope's `board.stacks`): what Hex Battle Wars'
 * obstacles and HexPrint's terrain stand on. A level is `levelCm` tall (the system's); its colour
 * comes from the stack's tags (the system's `colourOf`). One draw call for the whole board.
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
  const instances = useMemo(
    () => levelsOf(stacks, layout, levelCm, colourOf),
    [stacks, layout, levelCm, colourOf],
  );
  return (
    <InstancedPart
      name="hex-stacks"
      geometry={geometry}
      material={materials().stack}
      instances={instances}
      castShadow
      receiveShadow
    />
  );
}

const UP = new Quaternion();

/** Every level of every stack as an instance: a hex prism scaled to the hex and to one level, on the one below. */
export function levelsOf(
  stacks: readonly Stack[],
  layout: Layout,
  levelCm: number,
  colourOf: (stack: Stack, level: number) => string,
): PartInstance[] {
  const r = circumradius(layout) * (1 - SEAM / 2);
  const tall = levelCm * (1 - SEAM);
  const out: PartInstance[] = [];
  for (const stack of stacks) {
    const c = hexToPoint(layout, stack.at);
    for (let level = 0; level < stack.height; level++) {
      const y = level * levelCm + levelCm / 2;
      out.push({
        matrix: new Matrix4().compose(new Vector3(c.x, y, c.y), UP, new Vector3(r, tall, r)),
        colour: colourOf(stack, level),
      });
    }
  }
  return out;
}
