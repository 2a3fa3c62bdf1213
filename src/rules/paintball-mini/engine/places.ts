import type { Point } from '../../../geometry/point';
import { distanceToFootprint, footprint } from '../setup/pieces';
import type { Figure, Team, Terrain } from '../setup/types';
import type { Table } from './facts';
import { hexOf } from './field';

// Which structure a base stands in (bunker, trench, stockade) and which stockade is a team's home:
// bookkeeping for PM-CAPACITY, PM-SENTRY and the scenarios, not line of sight.

export type Structure = Extract<Terrain, { kind: 'bunker' | 'stockade' | 'trench' }>;

export function structureAt(table: Table, p: Point): Structure | null {
  // The hex `p` stands in, found once and only if a structure needs it.
  let b: { q: number; r: number } | null = null;
  for (const t of table.terrain) {
    if (t.kind !== 'bunker' && t.kind !== 'stockade' && t.kind !== 'trench') continue;
    if (distanceToFootprint(p, footprint(t)) === 0) return t;
    if (table.mode === 'hex' && t.kind !== 'trench') {
      const a = hexOf(table, t);
      b ??= hexOf(table, { at: p });
      if (a.q === b.q && a.r === b.r) return t;
    }
  }
  return null;
}

/** A team's home base: the stockade named for it (the scenarios call them stockade-red, stockade-blue). */
export function homeOf(table: Table, team: Team): Structure | null {
  for (const t of table.terrain) if (t.kind === 'stockade' && t.id.includes(team)) return t;
  return null;
}

export function inHome(table: Table, p: Point, team: Team): boolean {
  const home = homeOf(table, team);
  return home !== null && structureAt(table, p)?.id === home.id;
}

export const paintballers = (table: Table, team?: Team): Figure[] =>
  table.figures.filter((f) => f.role === 'paintballer' && (team === undefined || f.team === team));
