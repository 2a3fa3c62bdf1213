import { BufferAttribute, BufferGeometry, DoubleSide, Mesh, MeshBasicMaterial } from 'three';
import type { Point } from '../../src/geometry';

// Ordinary three.js meshes for the plain baseline: each solid its own Mesh with its own
// BufferGeometry, the way an app builds a scene, and what it stands for in `userData`. Table point
// (x, y) at height h is the three.js point (x, h, y), 1 unit = 1 cm, as in src/sight.

export type PlainKind = 'board' | 'moat' | 'perimeter' | 'hill' | 'hard' | 'soft' | 'smoke' | 'figure';

export interface PlainTag {
  readonly kind: PlainKind;
  /** The piece's or figure's id ('' for the board, the moat and the perimeter). */
  readonly id: string;
}

/** Double-sided, so a ray that starts inside a solid (a shooter on a hill, in soft cover) meets its far wall. */
const material = new MeshBasicMaterial({ side: DoubleSide });

export function tagOf(mesh: { userData: Record<string, unknown> }): PlainTag {
  return mesh.userData as unknown as PlainTag;
}

/** A mesh of the triangles in `positions` (three.js coordinates, nine numbers a triangle), tagged. */
function meshOf(positions: number[], tag: PlainTag): Mesh {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  const mesh = new Mesh(geometry, material);
  Object.assign(mesh.userData, tag);
  mesh.updateMatrixWorld(true);
  return mesh;
}

/** An upright prism over a convex outline, from height `low` to `high`: walls, top and bottom. */
export function prism(outline: readonly Point[], low: number, high: number, tag: PlainTag): Mesh {
  const p: number[] = [];
  const n = outline.length;
  for (let i = 0; i < n; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % n]!;
    p.push(a.x, low, a.y, b.x, low, b.y, b.x, high, b.y);
    p.push(a.x, low, a.y, b.x, high, b.y, a.x, high, a.y);
  }
  const o = outline[0]!;
  for (let i = 1; i + 1 < n; i++) {
    const a = outline[i]!;
    const b = outline[i + 1]!;
    p.push(o.x, high, o.y, a.x, high, a.y, b.x, high, b.y);
    p.push(o.x, low, o.y, b.x, low, b.y, a.x, low, a.y);
  }
  return meshOf(p, tag);
}

/** Upright walls along segments (the board's perimeter), from `low` to `high`. */
export function walls(
  edges: readonly { a: Point; b: Point }[],
  low: number,
  high: number,
  tag: PlainTag,
): Mesh {
  const p: number[] = [];
  for (const { a, b } of edges) {
    p.push(a.x, low, a.y, b.x, low, b.y, b.x, high, b.y);
    p.push(a.x, low, a.y, b.x, high, b.y, a.x, high, a.y);
  }
  return meshOf(p, tag);
}
