import type { Point } from '../../../geometry/point';
import { angleBetween, bearing, distance, distanceToSegment } from '../../../geometry/point';
import type { Hex } from '../../../geometry/hex';
import { hexDistance, hexEquals, hexNeighbours } from '../../../geometry/hex';
import type { Board } from '../../../geometry/board';
import { hexCorners, hexToPoint, pointToHex } from '../../../geometry/layout';
import { convexOverlap } from '../../../geometry/convex';
import { rangeBand } from '../board/rangeBands';
import { leavesMat } from '../../../geometry/mat';
import { BOARD_HEX_NORMALS, clipSegment, clipped, hexagonNormals } from '../../../geometry/convexClip';
import { BASE_ACROSS_CM, BASE_CIRCUMRADIUS_CM, distanceToFootprint, footprint } from '../setup/pieces';
import type { Figure } from '../setup/types';
import { keptLines } from './flatSightKept';
import type { LineFacts, MarshalDistance, Obstruction, Sight, Table } from './facts';
import { boardCells, boardOf, layoutOf, onCells } from './field';

// A plain 2D Sight for headless play, simulations and property tests: hex distance or G-BAND range,
// the board's edge, blind spots, smoke (PM-SMOKE), entrenchment, and figure bases in the way
// (PM-WAY-FIGURE), each measured as the sight layer (src/rules/paintball-mini/sight) measures it, so the two agree on
// every fact they both give. No hills, soft or hard cover: the sight layer measures those.

const figureOf = (table: Table, id: string): Figure => {
  const f = table.figures.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no figure ${id} on the table`);
  return f;
};

/** The off-board hexes round a board (its moat), as centres: a line leaves the board only through one. */
const moats = new WeakMap<Board, readonly Point[]>();
function moatOf(table: Table): readonly Point[] {
  const board = boardOf(table);
  let m = moats.get(board);
  if (m === undefined) {
    const ring = new Map<string, Hex>();
    for (const { hex } of board.hexes)
      for (const n of hexNeighbours(hex)) if (!board.has(n)) ring.set(`${n.q},${n.r}`, n);
    m = [...ring.values()].map((h) => hexToPoint(board.layout, h));
    moats.set(board, m);
  }
  return m;
}

/** Whether the segment a→b passes through the interior of the board hex centred on c (not a corner graze or an edge run). */
function entersHex(across: number, c: Point, a: Point, b: Point): boolean {
  const reach = across / Math.sqrt(3);
  // Most hexes are nowhere near the line: a box round it first.
  if (c.x < Math.min(a.x, b.x) - reach || c.x > Math.max(a.x, b.x) + reach) return false;
  if (c.y < Math.min(a.y, b.y) - reach || c.y > Math.max(a.y, b.y) + reach) return false;
  if (distanceToSegment(c, a, b) > reach) return false;
  return clipSegment(a.x, a.y, b.x, b.y, c.x, c.y, BOARD_HEX_NORMALS, across / 2) && clipped.interior;
}

/**
 * PM-LOS-PERIMETER: the line leaves the playing area (the union of the board's hexes, closed) exactly
 * when an end lies off it or it passes through the interior of an off-board hex of the moat. On an
 * open mat, when an end lies off the mat or the line crosses its edge.
 */
function leavesBoard(table: Table, a: Point, b: Point): boolean {
  const mat = boardOf(table).mat;
  if (mat !== null) return leavesMat(mat, a, b);
  const cells = boardCells(table);
  if (!onCells(cells, a.x, a.y) || !onCells(cells, b.x, b.y)) return true;
  const { across } = cells.layout;
  for (const c of moatOf(table)) if (entersHex(across, c, a, b)) return true;
  return false;
}

function rangeOf(table: Table, a: Figure, b: Figure): number {
  if (table.mode !== 'hex') return rangeBand(distance(a.at, b.at));
  const layout = layoutOf(table);
  return hexDistance(pointToHex(layout, a.at), pointToHex(layout, b.at));
}

export const flatSight: Sight = {
  line(table: Table, shooterId: string, targetId: string): LineFacts {
    const rows = keptLines(table);
    let row = rows.get(shooterId);
    if (row === undefined) rows.set(shooterId, (row = new Map()));
    let facts = row.get(targetId);
    if (facts === undefined) {
      facts = measure(table, shooterId, targetId);
      row.set(targetId, facts);
    }
    return facts;
  },
  marshals(table: Table, figureId: string): readonly MarshalDistance[] {
    const f = figureOf(table, figureId);
    const out: MarshalDistance[] = [];
    for (const m of table.figures) {
      if (m.role === 'marshal' && m.id !== figureId && m.status !== 'eliminated')
        out.push({ marshalId: m.id, distanceCm: distance(m.at, f.at), range: rangeOf(table, m, f) });
    }
    // Nearest first as the sight layer orders them: by range (hexes or band), then by cm.
    return out.length > 1 ? out.sort((a, b) => a.range - b.range || a.distanceCm - b.distanceCm) : out;
  },
};

/** What a line's two ends and the ground decide (not the other figures), and what it was measured on. */
interface Ends {
  readonly target: Figure;
  readonly terrain: Table['terrain'];
  readonly board: Table['board'];
  readonly mode: Table['mode'];
  readonly options: Table['options'];
  readonly facts: Omit<LineFacts, 'obstructions'>;
}

/**
 * Per shooter figure object, per target id: the ends' facts. Figures are immutable (a move or a new
 * status makes a new object), so these hold while both ends and the ground are the same objects.
 */
const byEnds = new WeakMap<Figure, Map<string, Ends>>();

function endsOf(table: Table, s: Figure, t: Figure): Omit<LineFacts, 'obstructions'> {
  let row = byEnds.get(s);
  if (row === undefined) {
    row = new Map();
    byEnds.set(s, row);
  }
  const c = row.get(t.id);
  if (
    c !== undefined &&
    c.target === t &&
    c.terrain === table.terrain &&
    c.board === table.board &&
    c.mode === table.mode &&
    c.options === table.options
  )
    return c.facts;
  const facts = measureEnds(table, s, t);
  row.set(t.id, {
    target: t,
    terrain: table.terrain,
    board: table.board,
    mode: table.mode,
    options: table.options,
    facts,
  });
  return facts;
}

const baseNormals = new Float64Array(12);

/** PM-WAY-FIGURE: where the line a→b first enters the interior of figure f's hexagonal base (cm from a), or -1. */
function entersBase(f: Figure, a: Point, b: Point): number {
  // Most bases are nowhere near the line: the line's box first (no square root), then their corner circle.
  const r = BASE_CIRCUMRADIUS_CM;
  if (f.at.x < Math.min(a.x, b.x) - r || f.at.x > Math.max(a.x, b.x) + r) return -1;
  if (f.at.y < Math.min(a.y, b.y) - r || f.at.y > Math.max(a.y, b.y) + r) return -1;
  if (distanceToSegment(f.at, a, b) > r) return -1;
  hexagonNormals(f.facing, baseNormals);
  if (!clipSegment(a.x, a.y, b.x, b.y, f.at.x, f.at.y, baseNormals, BASE_ACROSS_CM / 2)) return -1;
  return clipped.interior ? clipped.t0 * distance(a, b) : -1;
}

function measure(table: Table, shooterId: string, targetId: string): LineFacts {
  const s = figureOf(table, shooterId);
  const t = figureOf(table, targetId);
  const e = endsOf(table, s, t);
  const obstructions: Obstruction[] = [];
  for (const f of table.figures) {
    if (f.id === shooterId || f.id === targetId || f.status === 'eliminated') continue;
    const at = entersBase(f, s.at, t.at);
    if (at >= 0) obstructions.push({ kind: 'figure', id: f.id, at });
  }
  obstructions.sort((a, b) => a.at - b.at);
  return {
    shooterId,
    targetId,
    distanceCm: e.distanceCm,
    range: e.range,
    blocked: e.blocked,
    obstructions,
    targetInSoftCover: false,
    targetBehindHardCover: false,
    targetEntrenched: e.targetEntrenched,
    shooterInSmoke: e.shooterInSmoke,
    smokeBetween: e.smokeBetween,
    targetInSmoke: e.targetInSmoke,
    shooterOnHill: null,
    targetOnHill: null,
  };
}

interface SmokeFacts {
  readonly shooterInSmoke: boolean;
  readonly smokeBetween: boolean;
  readonly targetInSmoke: boolean;
}

/**
 * PM-SMOKE. Hex mode: a smoke fills the hex its marker stands in. Hexless: a cloud of the marker's
 * radius; a figure is in it when its base centre is. Smoke between is a smoke the line passes through
 * (hex mode: through the hex's interior) that holds neither the shooter nor the target: a target in
 * smoke is shot at normally, and a shooter in one smoke may still have another between.
 */
function smokeOn(table: Table, a: Point, b: Point): SmokeFacts {
  let shooterInSmoke = false;
  let smokeBetween = false;
  let targetInSmoke = false;
  if (!table.terrain.some((z) => z.kind === 'smoke')) return { shooterInSmoke, smokeBetween, targetInSmoke };
  const hexMode = table.mode === 'hex';
  const layout = layoutOf(table);
  const ha = pointToHex(layout, a);
  const hb = pointToHex(layout, b);
  for (const z of table.terrain) {
    if (z.kind !== 'smoke') continue;
    if (hexMode) {
      const h = pointToHex(layout, z.at);
      const inA = hexEquals(h, ha);
      const inB = hexEquals(h, hb);
      shooterInSmoke ||= inA;
      targetInSmoke ||= inB;
      if (inA || inB || smokeBetween) continue;
      smokeBetween = entersHex(layout.across, hexToPoint(layout, h), a, b);
    } else {
      const inA = distance(z.at, a) <= z.radius;
      const inB = distance(z.at, b) <= z.radius;
      shooterInSmoke ||= inA;
      targetInSmoke ||= inB;
      if (!inA && !inB && distanceToSegment(z.at, a, b) < z.radius) smokeBetween = true;
    }
  }
  return { shooterInSmoke, smokeBetween, targetInSmoke };
}

function measureEnds(table: Table, s: Figure, t: Figure): Omit<LineFacts, 'obstructions'> {
  const cm = distance(s.at, t.at);
  let blocked: LineFacts['blocked'] = null;
  if (leavesBoard(table, s.at, t.at)) blocked = { reason: 'perimeter' };
  else if (table.options.blindSpots && angleBetween(s.facing, bearing(s.at, t.at)) > 90 + 1e-9) {
    blocked = { reason: 'blind-spot' };
  }
  const smoke = smokeOn(table, s.at, t.at);
  return {
    shooterId: s.id,
    targetId: t.id,
    distanceCm: cm,
    range: rangeOf(table, s, t),
    blocked,
    targetInSoftCover: false,
    targetBehindHardCover: false,
    targetEntrenched: entrenched(table, s.at, t.at),
    shooterInSmoke: smoke.shooterInSmoke,
    smokeBetween: smoke.smokeBetween,
    targetInSmoke: smoke.targetInSmoke,
    shooterOnHill: null,
    targetOnHill: null,
  };
}

type Structure = Extract<Table['terrain'][number], { kind: 'bunker' | 'stockade' | 'trench' }>;

/** Hex mode: the structure is in the hex (a bunker's or stockade's centre is; any part of a trench). Hexless: the point is on it. */
function holds(table: Table, z: Structure, p: Point): boolean {
  if (table.mode !== 'hex') return distanceToFootprint(p, footprint(z)) === 0;
  const layout = layoutOf(table);
  const h = pointToHex(layout, p);
  if (z.kind !== 'trench') return hexEquals(pointToHex(layout, z.at), h);
  const f = footprint(z);
  return f.shape === 'polygon' && convexOverlap(hexCorners(layout, h), f.points);
}

/**
 * PM-ENTRENCHED, PM-TRENCH: the target is in a bunker, stockade or trench, unless the shooter is in
 * the same trench.
 */
function entrenched(table: Table, a: Point, b: Point): boolean {
  for (const z of table.terrain) {
    if (z.kind !== 'bunker' && z.kind !== 'stockade' && z.kind !== 'trench') continue;
    if (!holds(table, z, b)) continue;
    if (z.kind === 'trench' && holds(table, z, a)) continue;
    return true;
  }
  return false;
}
