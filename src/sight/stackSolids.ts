import { Vector3 } from 'three';
import type { Point } from '../geometry';
import { SolidBuilder } from './shapes';
import type { Solids } from './solids';
import { solidsOf } from './solids';

// Solids of a board of stacks whose heights change in play or in the editor (HexPrint's terrain).
// Every stack keeps the same triangles for the life of the solids: its prism's walls and top or, at
// 0 levels, the same triangles folded into one point parked far below its hex (no area: no ray
// meets them; below the table: no ray from above it enters their boxes, and a fresh build puts the
// parked stacks in a subtree of their own, so the empty table costs the casts nothing). Raising or
// lowering one stack rewrites only its own corners and refits only the BVH nodes holding its
// triangles and the nodes above them: no stack moves on the plan, and a ray meets exactly the
// triangles a fresh build gives, at the same distances.

/** How far below the table a flat stack's triangles are parked, in cm. */
const PARKED = -1e5;

/** One stack as it stands now: its outline on the plan, how many levels, how tall a level is. */
export interface StackColumn {
  readonly outline: readonly Point[];
  readonly levels: number;
  readonly levelCm: number;
  /** The system's number for the stack, reported by every hit on it. */
  readonly owner: number;
}

export interface StackSolids {
  readonly solids: Solids;
  /** How many levels each stack has now, in the order given. */
  readonly levels: readonly number[];
}

interface Kept extends StackSolids {
  readonly levels: number[];
  readonly columns: readonly StackColumn[];
  /** Where each stack's corners start in the position array (its first coordinate). */
  readonly start: Int32Array;
  /** The BVH nodes holding each stack's triangles, and every node above them: what a refit walks. */
  readonly nodes: readonly ReadonlySet<number>[];
}

/** The stacks' solids, each stack able to change its levels in place (`restack`). */
export function buildStackSolids(columns: readonly StackColumn[]): StackSolids {
  const b = new SolidBuilder();
  const start = new Int32Array(columns.length);
  for (const [i, c] of columns.entries()) {
    start[i] = b.positions.length;
    b.beginPart(c.owner);
    drawStack(b, c, c.levels);
  }
  const solids = solidsOf(b);
  return {
    solids,
    levels: columns.map((c) => c.levels),
    columns,
    start,
    nodes: nodesOf(solids, columns, start),
  } as Kept;
}

/** A stack's triangles: its prism, or at 0 levels as many folded into one point parked below its outline. */
function drawStack(b: SolidBuilder, c: StackColumn, levels: number): void {
  if (levels > 0) return b.prism(c.outline, levels * c.levelCm);
  const { x, y } = c.outline[0]!;
  // A prism over n corners: n walls of two triangles and a top of n - 2.
  for (let t = 0; t < 3 * c.outline.length - 2; t++) b.triangle(x, y, PARKED, x, y, PARKED, x, y, PARKED);
}

/** Raises or lowers stack `i` to `levels`: rewrites its corners and refits the nodes over it alone. */
export function restack(stacks: StackSolids, i: number, levels: number): void {
  const kept = stacks as Kept;
  const column = kept.columns[i];
  if (column === undefined) throw new Error(`sight: there is no stack ${i} to restack`);
  if (!Number.isInteger(levels) || levels < 0)
    throw new Error(`sight: stack ${i} cannot stand ${levels} levels tall; levels are whole and 0 or more`);
  if (kept.levels[i] === levels) return;
  writeStack(kept, i, levels);
  kept.levels[i] = levels;
  kept.solids.bvh.refit(kept.nodes[i] as Set<number>);
  // three's plain raycast skips a mesh whose bounding sphere or box the ray misses: grow them over the stack.
  const { boundingSphere, boundingBox } = kept.solids.geometry;
  for (const p of column.outline) {
    _corner.set(p.x, levels * column.levelCm, p.y);
    boundingSphere?.expandByPoint(_corner);
    boundingBox?.expandByPoint(_corner);
  }
}

const _corner = new Vector3();

/** Writes stack `i`'s corners for `levels` levels, exactly as a fresh build draws them. */
function writeStack(kept: Kept, i: number, levels: number): void {
  const column = kept.columns[i]!;
  const position = kept.solids.geometry.attributes.position!;
  const array = position.array as Float32Array;
  const from = kept.start[i]!;
  const b = new SolidBuilder();
  drawStack(b, column, levels);
  array.set(b.positions, from);
  position.needsUpdate = true;
}

/** For each stack, the BVH nodes whose ranges hold its triangles, with all their ancestors. */
function nodesOf(solids: Solids, columns: readonly StackColumn[], start: Int32Array): Set<number>[] {
  if (columns.length === 0) return [];
  // The BVH reordered the triangles: slot s holds the triangle whose first corner is index[3s].
  const order = solids.geometry.index!.array;
  const stackOfVertex = (v: number): number => {
    let lo = 0;
    let hi = columns.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (start[mid]! / 3 <= v) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const sets = columns.map(() => new Set<number>());
  const path: number[] = [];
  solids.bvh.shapecast({
    intersectsBounds: (_box, _leaf, _score, depth, node) => {
      path[depth] = node!;
      path.length = depth + 1;
      return true;
    },
    intersectsRange: (offset, count, _contained, depth) => {
      for (let s = offset; s < offset + count; s++) {
        const set = sets[stackOfVertex(order[3 * s]!)]!;
        for (let d = 1; d <= depth; d++) set.add(path[d]!);
      }
      return false;
    },
  });
  return sets;
}
