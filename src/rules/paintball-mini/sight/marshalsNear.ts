import type { MarshalDistance } from '../engine/facts';
import { hexDistance, pointToHex } from '../../../geometry';
import { rangeBand } from '../board/rangeBands';
import type { Table } from './types';
import { onTable } from './onTheLine';

// PM-PAINTCHECK, PM-WIPE, PM-CHART 6: every Marshal by distance from a figure. Hex mode counts
// hexes; hexless turns the cm into a band (G-BAND), so "within 2 hexes" is range ≤ 2 (≤ 20 cm).

/** How far "within 2 hexes" reaches (PM-PAINTCHECK), in hexes or bands. */
export const MARSHAL_REACH = 2;

export function marshals(table: Table, figureId: string): MarshalDistance[] {
  const figure = table.figures.find((f) => f.id === figureId);
  if (figure === undefined) return [];
  const layout = { across: table.board.across, origin: table.board.origin };
  const from = pointToHex(layout, figure.at);
  const out: MarshalDistance[] = [];
  for (const m of table.figures) {
    if (m.role !== 'marshal' || m.id === figureId || !onTable(m)) continue;
    const distanceCm = Math.hypot(m.at.x - figure.at.x, m.at.y - figure.at.y);
    const range = table.mode === 'hex' ? hexDistance(from, pointToHex(layout, m.at)) : rangeBand(distanceCm);
    out.push({ marshalId: m.id, distanceCm, range });
  }
  return out.sort((a, b) => a.range - b.range || a.distanceCm - b.distanceCm);
}

export interface MarshalsNear {
  /** Marshals within 2 hexes (hexless: 20 cm), nearest first. */
  readonly within: readonly MarshalDistance[];
  /** The nearest Marshal on the table, within reach or not. */
  readonly nearest: MarshalDistance | null;
}

export function marshalsNear(table: Table, figureId: string): MarshalsNear {
  const all = marshals(table, figureId);
  return { within: all.filter((m) => m.range <= MARSHAL_REACH), nearest: all[0] ?? null };
}
