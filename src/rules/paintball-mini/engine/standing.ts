import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import { distance } from '../../../geometry/point';
import { hexEquals, hexLine, hexNeighbours } from '../../../geometry/hex';
import { hexToPoint, pointToHex } from '../../../geometry/layout';
import { slotPoint } from '../setup/placement';
import type { Table } from './facts';
import { boardOf, layoutOf } from './field';
import { structureAt } from './places';

// Where bases may stand: the three slots of a hex (hex mode), free ground with no overlap (hexless),
// and where a Marshal walks to. This places pieces; it measures no line of sight.

/** Bases are treated as circles 1.25 cm in radius (G-BASE's flats); two overlap below 2.5 cm. */
export const BASE_RADIUS_CM = 1.25;
const GAP = BASE_RADIUS_CM * 2;

export function isFree(table: Table, p: Point, ignoreId?: string): boolean {
  for (const f of table.figures) if (f.id !== ignoreId && distance(f.at, p) < GAP - 1e-9) return false;
  return true;
}

export function basesInHex(table: Table, h: Hex, ignoreId?: string): number {
  const layout = layoutOf(table);
  const c = hexToPoint(layout, h);
  let n = 0;
  for (const f of table.figures) {
    // Only bases within a hex's circumradius of its centre can be in it: skip the rest cheaply.
    if (f.id === ignoreId || Math.abs(f.at.x - c.x) > layout.across || Math.abs(f.at.y - c.y) > layout.across)
      continue;
    if (hexEquals(pointToHex(layout, f.at), h)) n++;
  }
  return n;
}

/** A free base slot in hex `h` (G-BASE: three a hex), or null when the hex is full. */
export function freeSlot(table: Table, h: Hex, ignoreId?: string): Point | null {
  if (basesInHex(table, h, ignoreId) >= 3) return null;
  const layout = layoutOf(table);
  for (let turn = 0; turn < 120; turn += 30) {
    for (let s = 0; s < 3; s++) {
      const p = slotPoint(layout, h, s, turn);
      if (isFree(table, p, ignoreId)) return p;
    }
  }
  return null;
}

/** PM-CHARGE: a place in hex `h` for a charger, even past three bases for the shootout's moment. */
export function crowdIn(table: Table, h: Hex, ignoreId?: string): Point {
  const slot = freeSlot(table, h, ignoreId);
  if (slot !== null) return slot;
  const c = hexToPoint(layoutOf(table), h);
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    const p = { x: c.x + 3.4 * Math.cos(a), y: c.y + 3.4 * Math.sin(a) };
    if (isFree(table, p, ignoreId)) return p;
  }
  return c;
}

/**
 * PM-CAPACITY, PM-SCEN-*: whether Marshal `marshalId` may stand at `p` without overfilling a home base
 * (3 figures in all; 2 in Reverse Flag). Elsewhere only the bases themselves limit him.
 */
export function marshalMayStand(table: Table, marshalId: string, p: Point): boolean {
  const place = structureAt(table, p);
  if (place === null || place.kind !== 'stockade') return true;
  const limit = table.scenario === 'reverse-flag' ? 2 : 3;
  let inside = 0;
  for (const f of table.figures)
    if (f.id !== marshalId && structureAt(table, f.at)?.id === place.id) inside++;
  return inside < limit;
}

/** Free ground near `p` (hexless), spiralling out; `from` says which side to try first. */
export function freeSpotNear(
  table: Table,
  p: Point,
  ignoreId?: string,
  from?: Point,
  start = 0,
  allowed: (q: Point) => boolean = () => true,
): Point {
  const base = from === undefined ? 0 : Math.atan2(from.y - p.y, from.x - p.x);
  for (let ring = start; ring < 12; ring++) {
    const r = ring * 1.3;
    const steps = ring === 0 ? 1 : 12;
    for (let k = 0; k < steps; k++) {
      const a = base + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * ((2 * Math.PI) / 12);
      const q = { x: p.x + r * Math.cos(a), y: p.y + r * Math.sin(a) };
      if (isFree(table, q, ignoreId) && boardOf(table).contains(q) && allowed(q)) return q;
    }
  }
  return p;
}

/** PM-PAINTCHECK: where a Marshal stands to check a figure: in its hex, or beside it. */
export function marshalBeside(table: Table, marshalId: string, target: Point): Point {
  const m = table.figures.find((f) => f.id === marshalId)!;
  const may = (p: Point) => marshalMayStand(table, marshalId, p);
  if (table.mode === 'hexless') return freeSpotNear(table, target, marshalId, m.at, 2, may);
  const layout = layoutOf(table);
  const h = pointToHex(layout, target);
  if (hexEquals(pointToHex(layout, m.at), h)) return m.at;
  const slot = freeSlot(table, h, marshalId);
  if (slot !== null && may(slot)) return slot;
  // The hex is full (or a full home base): the Marshal waits in the free neighbouring hex nearest him.
  const board = boardOf(table);
  const near = hexNeighbours(h)
    .filter((n) => board.has(n))
    .sort((a, b) => distance(hexToPoint(layout, a), m.at) - distance(hexToPoint(layout, b), m.at));
  for (const n of near) {
    const s = freeSlot(table, n, marshalId);
    if (s !== null && may(s)) return s;
  }
  return m.at;
}

/** PM-WIPE / PM-CHART 3: a Marshal walks up to 2 hexes (20 cm) toward a figure. */
export function marshalToward(table: Table, marshalId: string, target: Point, steps = 2): Point {
  const m = table.figures.find((f) => f.id === marshalId)!;
  if (table.mode === 'hexless') {
    const d = distance(m.at, target);
    if (d <= GAP + 0.1) return m.at;
    const go = Math.min(steps * 10, d - GAP - 0.1);
    const p = { x: m.at.x + ((target.x - m.at.x) * go) / d, y: m.at.y + ((target.y - m.at.y) * go) / d };
    return freeSpotNear(table, p, marshalId, m.at, 0, (q) => marshalMayStand(table, marshalId, q));
  }
  const layout = layoutOf(table);
  const line = hexLine(pointToHex(layout, m.at), pointToHex(layout, target));
  const board = boardOf(table);
  for (let k = Math.min(steps, line.length - 1); k >= 1; k--) {
    const h = line[k]!;
    if (!board.has(h)) continue;
    const s = freeSlot(table, h, marshalId);
    if (s !== null && marshalMayStand(table, marshalId, s)) return s;
  }
  return m.at;
}
