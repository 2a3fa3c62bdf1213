import type { Point } from '../../../../geometry';
import type { Figure, Marker, Team, Terrain, TerrainKind } from '../types';

/** One entry of the editor's palette: what a click on the table puts there. */
export type PaletteEntry =
  | { readonly piece: 'figure'; readonly team: Team; readonly role: Figure['role'] }
  | { readonly piece: 'terrain'; readonly kind: TerrainKind }
  | { readonly piece: 'marker'; readonly kind: Marker['kind']; readonly team: Team };

/** Every entry the palette offers: figures of either team and Marshals, each terrain, flags and splats. */
export const PALETTE: readonly PaletteEntry[] = [
  { piece: 'figure', team: 'red', role: 'paintballer' },
  { piece: 'figure', team: 'blue', role: 'paintballer' },
  { piece: 'figure', team: 'red', role: 'marshal' },
  ...(['soft', 'hard', 'hill', 'bunker', 'stockade', 'trench', 'smoke'] as const).map((kind) => ({
    piece: 'terrain' as const,
    kind,
  })),
  { piece: 'marker', kind: 'flag', team: 'red' },
  { piece: 'marker', kind: 'flag', team: 'blue' },
  { piece: 'marker', kind: 'splat', team: 'red' },
  { piece: 'marker', kind: 'splat', team: 'blue' },
];

export const teamName = (team: Team): string => (team === 'red' ? 'Red' : 'Blue');

/** A team faces the other end: red (the −x end) looks along +x, blue back along −x. */
export const homeFacing = (team: Team): number => (team === 'red' ? 0 : 180);

/** The id prefix a new piece of this entry gets. */
export function idPrefix(entry: PaletteEntry): string {
  if (entry.piece === 'figure') return entry.role === 'marshal' ? 'marshal' : entry.team;
  if (entry.piece === 'terrain') return entry.kind;
  return entry.kind === 'flag' ? `flag-${entry.team}` : 'splat';
}

/** A new figure with the rulebook's defaults: active, no expert status, no grenades. */
export function newFigure(entry: Extract<PaletteEntry, { piece: 'figure' }>, id: string, at: Point): Figure {
  const n = id.slice(id.lastIndexOf('-') + 1);
  return {
    id,
    team: entry.team,
    role: entry.role,
    name: entry.role === 'marshal' ? `Marshal ${n}` : `${teamName(entry.team)} ${n}`,
    at,
    facing: homeFacing(entry.team),
    expert: false,
    grenades: [],
    status: 'active',
  };
}

/** A new piece of terrain at the sizes the shipped scenarios use (a hex is 10 cm across). */
export function newTerrain(kind: TerrainKind, id: string, at: Point): Terrain {
  switch (kind) {
    case 'soft':
      return { id, kind, at, radius: 4.5 };
    case 'hard':
      return { id, kind, model: 'crates', at, rotation: 0, width: 5, depth: 1.4 };
    case 'hill':
      return { id, kind, at, rotation: 0, radiusX: 9, radiusY: 6.5, height: 2.4 };
    case 'bunker':
    case 'stockade':
      return { id, kind, at, rotation: 0, radius: 4.6 };
    case 'trench':
      return { id, kind, at, rotation: 0, length: 9, width: 4 };
    case 'smoke':
      return { id, kind, at, radius: 5 };
  }
}

export function newMarker(entry: Extract<PaletteEntry, { piece: 'marker' }>, id: string, at: Point): Marker {
  return entry.kind === 'flag'
    ? { id, kind: 'flag', team: entry.team, at, carriedBy: null }
    : { id, kind: 'splat', team: entry.team, at };
}
