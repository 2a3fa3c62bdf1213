import type { Point } from '../geometry/point';
import { angleBetween, bearing, distance, distanceToSegment } from '../geometry/point';
import { hexDistance } from '../geometry/hex';
import { pointToHex } from '../geometry/layout';
import { rangeBand } from '../geometry/band';
import type { Figure } from '../setup/types';
import type { LineFacts, MarshalDistance, Obstruction, Sight, Table } from './facts';
import { boardCells, layoutOf, onCells } from './field';
import { structureAt } from './places';
import { BASE_RADIUS_CM } from './standing';

// A plain 2D Sight for headless play, simulations and property tests: hex distance or G-BAND range,
// the board's edge, blind spots, smoke clouds, entrenchment, and figure bases in the way by a segment
// test. No hills, soft or hard cover: the 3D sight layer (src/sight) measures those.

const figureOf = (table: Table, id: string): Figure => {
  const f = table.figures.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no figure ${id} on the table`);
  return f;
};

/** Samples the line every 2.5 cm or less: a flat stand-in for the sight layer's exact walk. */
function leavesBoard(table: Table, a: Point, b: Point): boolean {
  const n = Math.max(2, Math.ceil(distance(a, b) / 2.5));
  const cells = boardCells(table);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    if (!onCells(cells, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)) return true;
  }
  return false;
}

function rangeOf(table: Table, a: Figure, b: Figure): number {
  if (table.mode !== 'hex') return rangeBand(distance(a.at, b.at));
  const layout = layoutOf(table);
  return hexDistance(pointToHex(layout, a.at), pointToHex(layout, b.at));
}

/** Lines already measured on a table object (tables are immutable: a new table is a new object). */
const measured = new WeakMap<Table, Map<string, LineFacts>>();

export const flatSight: Sight = {
  line(table: Table, shooterId: string, targetId: string): LineFacts {
    let lines = measured.get(table);
    if (lines === undefined) {
      lines = new Map();
      measured.set(table, lines);
    }
    const key = `${shooterId}>${targetId}`;
    let facts = lines.get(key);
    if (facts === undefined) {
      facts = measure(table, shooterId, targetId);
      lines.set(key, facts);
    }
    return facts;
  },
  marshals(table: Table, figureId: string): readonly MarshalDistance[] {
    const f = figureOf(table, figureId);
    const out: MarshalDistance[] = [];
    for (const m of table.figures) {
      if (m.role === 'marshal' && m.id !== figureId)
        out.push({ marshalId: m.id, distanceCm: distance(m.at, f.at), range: rangeOf(table, m, f) });
    }
    return out.length > 1 ? out.sort((a, b) => a.distanceCm - b.distanceCm) : out;
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

function measure(table: Table, shooterId: string, targetId: string): LineFacts {
  const s = figureOf(table, shooterId);
  const t = figureOf(table, targetId);
  const e = endsOf(table, s, t);
  const cm = e.distanceCm;
  const obstructions: Obstruction[] = [];
  for (const f of table.figures) {
    if (f.id === shooterId || f.id === targetId) continue;
    if (distanceToSegment(f.at, s.at, t.at) >= BASE_RADIUS_CM) continue;
    const along =
      ((f.at.x - s.at.x) * (t.at.x - s.at.x) + (f.at.y - s.at.y) * (t.at.y - s.at.y)) / Math.max(cm, 1e-9);
    if (along <= 0 || along >= cm) continue;
    obstructions.push({ kind: 'figure', id: f.id, at: Math.max(0, along - BASE_RADIUS_CM) });
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

function measureEnds(table: Table, s: Figure, t: Figure): Omit<LineFacts, 'obstructions'> {
  const cm = distance(s.at, t.at);
  let blocked: LineFacts['blocked'] = null;
  if (leavesBoard(table, s.at, t.at)) blocked = { reason: 'perimeter' };
  else if (table.options.blindSpots && angleBetween(s.facing, bearing(s.at, t.at)) > 90 + 1e-9) {
    blocked = { reason: 'blind-spot' };
  }
  let shooterInSmoke = false;
  let smokeBetween = false;
  let targetInSmoke = false;
  for (const z of table.terrain) {
    if (z.kind !== 'smoke') continue;
    const inS = distance(z.at, s.at) <= z.radius;
    shooterInSmoke ||= inS;
    targetInSmoke ||= distance(z.at, t.at) <= z.radius;
    if (!inS && distanceToSegment(z.at, s.at, t.at) <= z.radius) smokeBetween = true;
  }
  const place = structureAt(table, t.at);
  const sameTrench = place?.kind === 'trench' && structureAt(table, s.at)?.id === place.id;
  return {
    shooterId: s.id,
    targetId: t.id,
    distanceCm: cm,
    range: rangeOf(table, s, t),
    blocked,
    targetInSoftCover: false,
    targetBehindHardCover: false,
    targetEntrenched: place !== null && !sameTrench,
    shooterInSmoke,
    smokeBetween: smokeBetween && !shooterInSmoke,
    targetInSmoke,
    shooterOnHill: null,
    targetOnHill: null,
  };
}
