import type { Point } from '../geometry/point';
import { angleBetween, bearing, distance, distanceToSegment } from '../geometry/point';
import { hexDistance } from '../geometry/hex';
import { pointToHex } from '../geometry/layout';
import { rangeBand } from '../geometry/band';
import type { Figure } from '../setup/types';
import type { LineFacts, MarshalDistance, Obstruction, Sight, Table } from './facts';
import { layoutOf, onBoard } from './field';
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
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    if (!onBoard(table, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)) return true;
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

function measure(table: Table, shooterId: string, targetId: string): LineFacts {
  const s = figureOf(table, shooterId);
  const t = figureOf(table, targetId);
  const cm = distance(s.at, t.at);
  let blocked: LineFacts['blocked'] = null;
  if (leavesBoard(table, s.at, t.at)) blocked = { reason: 'perimeter' };
  else if (table.options.blindSpots && angleBetween(s.facing, bearing(s.at, t.at)) > 90 + 1e-9) {
    blocked = { reason: 'blind-spot' };
  }
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
    shooterId,
    targetId,
    distanceCm: cm,
    range: rangeOf(table, s, t),
    blocked,
    obstructions,
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
