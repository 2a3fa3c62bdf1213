import { BufferAttribute, BufferGeometry, DoubleSide, Mesh, MeshBasicMaterial } from 'three';
import { MeshBVH, SAH } from 'three-mesh-bvh';
import type { Board, Point } from '../../../geometry';
import { rotate } from '../../../geometry';
import type { PlayMode, Terrain } from '../setup';
import { HEIGHTS_CM, HILL_PLATEAU, LINE_HEIGHT_CM, WALL_CM, footprint, hillHeightAt } from '../setup';
import { SolidBuilder, circle } from '../../../sight/shapes';

// The table's static solids in one merged mesh with one BVH, built once per terrain or board
// change (figures are tested analytically, see bases.ts, so moving one rebuilds nothing here).
// Each part of a piece says what it is for:
//  - RULE parts are the footprints the line of a shot is tested against (G-LINE): thin prisms the
//    ray cast at LINE_HEIGHT_CM runs into where the segment crosses the footprint on the plan;
//    hexless, the board's perimeter too.
//  - VIEW parts are what an eye cannot see through (% visible): hill surfaces, hard cover,
//    bunker and stockade walls, trench banks.

export const RULE = 1;
export const VIEW = 2;
/** Perimeter walls belong to no piece. */
export const PERIMETER_PIECE = -1;
/**
 * Top of the footprint prisms. Not 2 × LINE_HEIGHT_CM: each wall quad is split along a diagonal,
 * and a ray at exactly mid-height could meet a symmetric set-up's line right on that diagonal.
 */
export const RULE_TOP_CM = LINE_HEIGHT_CM * 2.8;
const CIRCLE_SEGMENTS = 64;
const HILL_RINGS = [HILL_PLATEAU, 0.65, 0.75, 0.85, 0.93, 1];

/** One set of solids with its BVH. */
export interface Solids {
  readonly geometry: BufferGeometry;
  readonly bvh: MeshBVH;
  /** The same geometry as a plain three.js mesh, for the un-accelerated comparison (bench, tests). */
  readonly plainMesh: Mesh;
  /** For each triangle (in the BVH's order): its part. */
  readonly triPart: Int32Array;
}

/**
 * The RULE parts and the VIEW parts in two BVHs (hard cover is in both): each cast then takes the
 * first or every hit straight from three-mesh-bvh's own raycast, with no filtering per triangle.
 */
export interface TableSolids {
  readonly rule: Solids;
  readonly view: Solids;
  /** For each part: the index of its piece in the terrain list, or PERIMETER_PIECE. */
  readonly partPiece: Int32Array;
  /** For each part: RULE, VIEW or both. */
  readonly partRole: Uint8Array;
}

export function buildSolids(terrain: readonly Terrain[], board: Board, mode: PlayMode): TableSolids {
  const ruleSolids = new SolidBuilder();
  const viewSolids = new SolidBuilder();
  const partPiece: number[] = [];
  const partRole: number[] = [];
  // Draws into the rule solids, the view solids or both, as the part's role says.
  const b = {
    walls: (o: readonly Point[], low: number, high: number) => each((s) => s.walls(o, low, high)),
    wall: (p: Point, q: Point, low: number, high: number) => each((s) => s.wall(p, q, low, high)),
    prism: (o: readonly Point[], h: number) => each((s) => s.prism(o, h)),
    ring: (c: Point, outer: number, inner: number, h: number) => each((s) => s.ring(c, outer, inner, h)),
    dome: (...args: Parameters<SolidBuilder['dome']>) => each((s) => s.dome(...args)),
  };
  let role = 0;
  function each(draw: (s: SolidBuilder) => void): void {
    if (role & RULE) draw(ruleSolids);
    if (role & VIEW) draw(viewSolids);
  }
  const part = (piece: number, r: number) => {
    ruleSolids.beginPart(partPiece.length);
    viewSolids.beginPart(partPiece.length);
    partPiece.push(piece);
    partRole.push(r);
    role = r;
  };
  terrain.forEach((t, i) => {
    const f = footprint(t);
    switch (t.kind) {
      case 'hill': {
        if (f.shape !== 'polygon') break;
        part(i, RULE);
        b.walls(f.points, 0, RULE_TOP_CM);
        part(i, VIEW);
        const rings = HILL_RINGS.map((rho) => ellipseRing(t, rho));
        b.dome(
          t.at,
          t.height,
          rings,
          rings.map((ring) => ring.map((p) => hillHeightAt(t, p))),
        );
        break;
      }
      case 'hard':
        if (f.shape !== 'polygon') break;
        part(i, RULE | VIEW);
        b.prism(f.points, HEIGHTS_CM[t.model]);
        break;
      case 'soft':
      case 'smoke':
        // Hex mode fills the hex instead (boardWalk.ts): no footprint to raycast.
        if (mode === 'hex') break;
        part(i, RULE);
        b.walls(circle(t.at, t.radius, CIRCLE_SEGMENTS), 0, RULE_TOP_CM);
        break;
      case 'bunker':
      case 'stockade':
        part(i, VIEW);
        b.ring(t.at, t.radius, t.radius - WALL_CM[t.kind], HEIGHTS_CM[t.kind]);
        break;
      case 'trench':
        part(i, VIEW);
        for (const side of [-1, 1]) {
          const off = rotate({ x: 0, y: side * (t.width / 2 + WALL_CM.trench / 2) }, t.rotation);
          b.prism(
            rectangle({ x: t.at.x + off.x, y: t.at.y + off.y }, t.rotation, t.length, WALL_CM.trench),
            HEIGHTS_CM.trench,
          );
        }
        break;
    }
  });
  // Hex mode finds the perimeter by sweeping the board's hexes exactly (boardWalk.ts).
  if (mode === 'hexless') {
    part(PERIMETER_PIECE, RULE);
    for (const e of board.perimeter) b.wall(e.a, e.b, 0, RULE_TOP_CM);
  }

  return {
    rule: solidsOf(ruleSolids),
    view: solidsOf(viewSolids),
    partPiece: Int32Array.from(partPiece),
    partRole: Uint8Array.from(partRole),
  };
}

function solidsOf(b: SolidBuilder): Solids {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(b.positions), 3));
  const count = b.owners.length;
  const index = new Uint32Array(count);
  for (let i = 0; i < count; i++) index[i] = i;
  geometry.setIndex(new BufferAttribute(index, 1));
  // A BVH needs at least one triangle: an empty set gets one degenerate, out of every ray's way.
  if (count === 0) {
    geometry.setAttribute(
      'position',
      new BufferAttribute(new Float32Array([0, -1e6, 0, 0, -1e6, 0, 0, -1e6, 0]), 3),
    );
    geometry.setIndex(new BufferAttribute(new Uint32Array([0, 1, 2]), 1));
    b.owners.push(-1, -1, -1);
  }
  const bvh = new MeshBVH(geometry, { strategy: SAH, targetLeafSize: 4 });
  geometry.computeBoundingSphere();
  // The BVH has reordered the index; read each triangle's part through it once, here.
  const order = geometry.index!.array;
  const triPart = new Int32Array(order.length / 3);
  for (let t = 0; t < triPart.length; t++) triPart[t] = b.owners[order[3 * t]!]!;
  return {
    geometry,
    bvh,
    plainMesh: new Mesh(geometry, new MeshBasicMaterial({ side: DoubleSide })),
    triPart,
  };
}

function ellipseRing(hill: Extract<Terrain, { kind: 'hill' }>, rho: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 32; i++) {
    // The same 32 angles as the hill's footprint, so the foot ring is the footprint exactly.
    const a = (i / 32) * Math.PI * 2;
    const r = rotate(
      { x: rho * hill.radiusX * Math.cos(a), y: rho * hill.radiusY * Math.sin(a) },
      hill.rotation,
    );
    out.push({ x: hill.at.x + r.x, y: hill.at.y + r.y });
  }
  return out;
}

function rectangle(at: Point, rotation: number, width: number, depth: number): Point[] {
  return [
    { x: -width / 2, y: -depth / 2 },
    { x: width / 2, y: -depth / 2 },
    { x: width / 2, y: depth / 2 },
    { x: -width / 2, y: depth / 2 },
  ].map((c) => {
    const r = rotate(c, rotation);
    return { x: at.x + r.x, y: at.y + r.y };
  });
}
