import type { Board, Point } from '../../../geometry';
import { rotate } from '../../../geometry';
import type { PlayMode, Terrain } from '../setup';
import { HEIGHTS_CM, HILL_PLATEAU, LINE_HEIGHT_CM, WALL_CM, footprint, hillHeightAt } from '../setup';
import type { Part, Shape } from '../../../sight/parts';
import { circle } from '../../../sight/shapes';
import type { Solids } from '../../../sight/solids';
import { buildSolids } from '../../../sight/solids';

// PaintBall Mini's terrain as parts of the shared sight layer (src/sight), each owned by its
// piece's index in the terrain list handed in, and built into two sets of solids, once per terrain
// or board change (figures are tested analytically, so moving one rebuilds nothing here; smoke
// comes and goes every few turns, so it is no part of them either: lineCast.ts tests its clouds
// directly):
//  - RULE parts are the footprints the line of a shot is tested against (G-LINE): thin prisms the
//    ray cast at LINE_HEIGHT_CM runs into where the segment crosses the footprint on the plan;
//    hexless, the board's perimeter too.
//  - VIEW parts are what an eye cannot see through (% visible): hill surfaces, hard cover,
//    bunker and stockade walls, trench banks.

export const RULE = 1;
export const VIEW = 2;
/** Perimeter walls belong to no piece: their owner. */
export const PERIMETER_PIECE = -1;
/**
 * Top of the footprint prisms. Not 2 × LINE_HEIGHT_CM: each wall quad is split along a diagonal,
 * and a ray at exactly mid-height could meet a symmetric set-up's line right on that diagonal.
 */
export const RULE_TOP_CM = LINE_HEIGHT_CM * 2.8;
const CIRCLE_SEGMENTS = 64;
const HILL_RINGS = [HILL_PLATEAU, 0.65, 0.75, 0.85, 0.93, 1];

/** The RULE parts and the VIEW parts in two BVHs (hard cover is in both); a hit's owner is its piece. */
export interface TableSolids {
  readonly rule: Solids;
  readonly view: Solids;
  /** Pieces with RULE parts, in the order of their first part (terrain indices; no perimeter). */
  readonly rulePieces: readonly number[];
}

/** The parts of the table: each piece's, in terrain order, then hexless the perimeter's. */
export function terrainParts(terrain: readonly Terrain[], board: Board, mode: PlayMode): Part[] {
  const parts: Part[] = [];
  const part = (owner: number, roles: number, shape: Shape) => parts.push({ owner, roles, shape });
  terrain.forEach((t, i) => {
    const f = footprint(t);
    switch (t.kind) {
      case 'hill': {
        if (f.shape !== 'polygon') break;
        part(i, RULE, { kind: 'walls', outline: f.points, low: 0, high: RULE_TOP_CM });
        const rings = HILL_RINGS.map((rho) => ellipseRing(t, rho));
        part(i, VIEW, {
          kind: 'dome',
          centre: t.at,
          centreHeight: t.height,
          rings,
          heights: rings.map((ring) => ring.map((p) => hillHeightAt(t, p))),
        });
        break;
      }
      case 'hard':
        if (f.shape !== 'polygon') break;
        part(i, RULE | VIEW, { kind: 'prism', outline: f.points, height: HEIGHTS_CM[t.model] });
        break;
      case 'soft':
        // Hex mode fills the hex instead (boardWalk.ts): no footprint to raycast.
        if (mode === 'hex') break;
        part(i, RULE, {
          kind: 'walls',
          outline: cloudOutline(t),
          low: 0,
          high: RULE_TOP_CM,
        });
        break;
      case 'bunker':
      case 'stockade':
        part(i, VIEW, {
          kind: 'ring',
          centre: t.at,
          outer: t.radius,
          inner: t.radius - WALL_CM[t.kind],
          height: HEIGHTS_CM[t.kind],
        });
        break;
      case 'trench':
        // Its two banks.
        for (const side of [-1, 1]) {
          const off = rotate({ x: 0, y: side * (t.width / 2 + WALL_CM.trench / 2) }, t.rotation);
          const outline = rectangle(
            { x: t.at.x + off.x, y: t.at.y + off.y },
            t.rotation,
            t.length,
            WALL_CM.trench,
          );
          part(i, VIEW, { kind: 'prism', outline, height: HEIGHTS_CM.trench });
        }
        break;
    }
  });
  // Hex mode finds the perimeter by sweeping the board's hexes exactly (boardWalk.ts).
  if (mode === 'hexless')
    part(PERIMETER_PIECE, RULE, { kind: 'segments', edges: board.perimeter, low: 0, high: RULE_TOP_CM });
  return parts;
}

export function buildTableSolids(terrain: readonly Terrain[], board: Board, mode: PlayMode): TableSolids {
  const parts = terrainParts(terrain, board, mode);
  const { rule, view } = buildSolids(parts, { rule: RULE, view: VIEW });
  const rulePieces = new Set<number>();
  for (const p of parts) if ((p.roles & RULE) !== 0 && p.owner !== PERIMETER_PIECE) rulePieces.add(p.owner);
  return { rule, view, rulePieces: [...rulePieces] };
}

/** A round piece's footprint as the line meets it: the 64-gon on its circle. */
export const cloudOutline = (t: { at: Point; radius: number }): Point[] =>
  circle(t.at, t.radius, CIRCLE_SEGMENTS);

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
