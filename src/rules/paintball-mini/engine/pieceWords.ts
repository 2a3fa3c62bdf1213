import type { Point } from '../../../geometry/point';
import { distanceToFootprint, footprint, standsOnHill, terrainKindWords } from '../setup/pieces';
import type { Marker, Terrain } from '../setup/types';
import type { Table } from './facts';
import { teamName } from './gameState';
import type { LogRefs } from '../../../game/log';
import { homeOf, structureAt } from './places';

// The table's pieces and places in a player's words: what a player sees on the table ("the crates",
// "Blue's home base", "beside the bunker"), never the ids the set-up file gives them.

/** A piece of terrain as a player names it: its kind, or the crates, drums or logs it is. */
export function terrainWords(table: Table, t: Terrain): string {
  if (t.kind === 'stockade')
    for (const team of ['red', 'blue'] as const)
      if (homeOf(table, team)?.id === t.id) return `${teamName(team)}'s home base`;
  return terrainKindWords(t);
}

/** A terrain piece by id (cover in the way); `otherwise` when the table does not hold it. */
export function terrainIdWords(table: Table, id: string, otherwise: string): string {
  const t = table.terrain.find((x) => x.id === id);
  return t === undefined ? otherwise : terrainWords(table, t);
}

/** A marker as a player names it: "Blue's flag", "a splat". */
export const markerWords = (m: Marker): string =>
  m.kind === 'flag' ? `${teamName(m.team)}'s flag` : `a ${m.team} splat`;

/** A place a player can find on the table, and the piece that makes it findable. */
export interface PlaceWords {
  /** Where a move goes: "into the bunker", "onto the hill", "beside the crates", "into the open". */
  readonly into: string;
  /** Where something is: "in the bunker", "on the hill", "beside the crates", "in the open". */
  readonly at: string;
  readonly refs: LogRefs;
}

/** How near a piece must be for a place to be called "beside" it, in cm (about a hex). */
const BESIDE_CM = 10;

/**
 * Where a point is, in words: in a structure or cover (the bunker, Red's home base, the soft cover),
 * on a hill, beside the nearest piece of terrain, or in the open.
 */
export function placeWords(table: Table, at: Point): PlaceWords {
  let inside: Terrain | null = structureAt(table, at);
  let beside: Terrain | null = null;
  let nearest = Infinity;
  for (const t of table.terrain) {
    if (t.kind === 'smoke' || t.id === inside?.id) continue;
    if (t.kind === 'hill') {
      if (standsOnHill(t, at) && inside === null) inside = t;
      continue;
    }
    const d = distanceToFootprint(at, footprint(t));
    if (d === 0 && t.kind !== 'hard') {
      if (inside === null || inside.kind === 'hill') inside = t;
    } else if (d < nearest) {
      nearest = d;
      beside = t;
    }
  }
  const point = { x: at.x, y: at.y };
  if (inside !== null) {
    const name = terrainWords(table, inside);
    const hill = inside.kind === 'hill';
    return {
      into: `${hill ? 'onto' : 'into'} ${name}`,
      at: `${hill ? 'on' : 'in'} ${name}`,
      refs: { terrain: [inside.id], at: point },
    };
  }
  if (beside !== null && nearest <= BESIDE_CM) {
    const words = `beside ${terrainWords(table, beside)}`;
    return { into: words, at: words, refs: { terrain: [beside.id], at: point } };
  }
  return { into: 'into the open', at: 'in the open', refs: { at: point } };
}

/** A cloud of smoke, by where it lies: "the smoke beside the crates". */
export const smokeWords = (table: Table, smoke: { readonly at: Point }): string =>
  `the smoke ${placeWords(table, smoke.at).at}`;

/**
 * Any piece of the table by id, as a player names it: a figure by its name (also one out of the
 * game, given `out`), terrain by kind, a marker as whose flag it is; `otherwise` when none has the id.
 * For callers naming what absorbed a shot: fateWords(fate, (id) => pieceName(table, id)).
 */
export function pieceName(
  table: Table,
  id: string,
  out: readonly { readonly id: string; readonly name: string }[] = [],
  otherwise = 'something in the way',
): string {
  const f = table.figures.find((x) => x.id === id) ?? out.find((x) => x.id === id);
  if (f !== undefined) return f.name;
  const t = table.terrain.find((x) => x.id === id);
  if (t !== undefined) return terrainWords(table, t);
  const m = table.markers.find((x) => x.id === id);
  return m === undefined ? otherwise : markerWords(m);
}
