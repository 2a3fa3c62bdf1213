import { BufferGeometry, Float32BufferAttribute, ShapeUtils, Vector2 } from 'three';
import type { Board, BoardEdge, Point } from '../../geometry';
import { BOARD_THICKNESS_CM, hexCorners, hexToPoint } from '../../geometry';

// Table (x, y) in cm maps to three's (x, z); height is three's y. The board's top is y = 0.

/** Every hex's top and the perimeter's walls, as one mesh: one draw call for the whole board. */
export function boardSlabGeometry(board: Board): { top: BufferGeometry; sides: BufferGeometry } {
  const top: number[] = [];
  const uv: number[] = [];
  if (board.mat !== null) matTop(board.mat, top, uv);
  for (const { hex } of board.hexes) {
    const c = hexToPoint(board.layout, hex);
    const corners = hexCorners(board.layout, hex);
    for (let i = 0; i < 6; i++) {
      const a = corners[i]!;
      const b = corners[(i + 1) % 6]!;
      // Wound so the face points up (+y) with table y mapped to three z.
      for (const p of [c, b, a]) {
        top.push(p.x, 0, p.y);
        uv.push(p.x, p.y);
      }
    }
  }
  const sides: number[] = [];
  const bottom = -BOARD_THICKNESS_CM;
  for (const { a, b } of board.perimeter) {
    sides.push(a.x, 0, a.y, b.x, 0, b.y, b.x, bottom, b.y);
    sides.push(a.x, 0, a.y, b.x, bottom, b.y, a.x, bottom, a.y);
  }
  const topGeometry = new BufferGeometry();
  topGeometry.setAttribute('position', new Float32BufferAttribute(top, 3));
  topGeometry.setAttribute('uv', new Float32BufferAttribute(uv, 2));
  topGeometry.computeVertexNormals();
  const sideGeometry = new BufferGeometry();
  sideGeometry.setAttribute('position', new Float32BufferAttribute(sides, 3));
  sideGeometry.computeVertexNormals();
  return { top: topGeometry, sides: sideGeometry };
}

/** An open mat's top: its outline cut into triangles (any simple polygon, concave too), facing up. */
function matTop(outline: readonly Point[], top: number[], uv: number[]): void {
  const contour = outline.map((p) => new Vector2(p.x, p.y));
  const ccw = !ShapeUtils.isClockWise(contour);
  for (const tri of ShapeUtils.triangulateShape(contour, [])) {
    const [i, j, k] = tri as [number, number, number];
    // Table y is three's z: a counter-clockwise triangle on the table faces down in three, so flip it.
    for (const n of ccw ? [i, k, j] : [i, j, k]) {
      const p = outline[n]!;
      top.push(p.x, 0, p.y);
      uv.push(p.x, p.y);
    }
  }
}

/** The hem round an open mat: a dark strip along its edge, so the mat reads as cloth. */
export function matHemGeometry(board: Board): BufferGeometry {
  return edgeStripGeometry(board.mat === null ? [] : board.perimeter, 0.6, 0.015);
}

/**
 * Lines drawn as thin flat strips lying on the board, so they keep their true width in cm at any
 * zoom and in a 4× screenshot (WebGL lines are one pixel wide).
 */
export function edgeStripGeometry(edges: readonly BoardEdge[], width: number, lift: number): BufferGeometry {
  const out: number[] = [];
  const h = width / 2;
  for (const { a, b } of edges) {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    const nx = (-dy / len) * h;
    const ny = (dx / len) * h;
    const p1 = [a.x + nx, lift, a.y + ny];
    const p2 = [b.x + nx, lift, b.y + ny];
    const p3 = [b.x - nx, lift, b.y - ny];
    const p4 = [a.x - nx, lift, a.y - ny];
    out.push(...p1, ...p3, ...p2, ...p1, ...p4, ...p3);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(out, 3));
  g.computeVertexNormals();
  // Whichever way a strip was wound, make its normals face up so it lights like the board.
  const n = g.getAttribute('normal');
  for (let i = 0; i < n.count; i++) n.setXYZ(i, 0, 1, 0);
  return g;
}
