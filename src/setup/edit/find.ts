import type { Hex } from '../../geometry';
import type { Figure, Marker, Setup, Terrain } from '../types';

/** A piece on the table, whichever list it lives in. */
export type Piece =
  | { readonly list: 'figures'; readonly index: number; readonly piece: Figure }
  | { readonly list: 'terrain'; readonly index: number; readonly piece: Terrain }
  | { readonly list: 'markers'; readonly index: number; readonly piece: Marker };

export function findPiece(setup: Setup, id: string): Piece | undefined {
  const f = setup.figures.findIndex((p) => p.id === id);
  if (f >= 0) return { list: 'figures', index: f, piece: setup.figures[f]! };
  const t = setup.terrain.findIndex((p) => p.id === id);
  if (t >= 0) return { list: 'terrain', index: t, piece: setup.terrain[t]! };
  const m = setup.markers.findIndex((p) => p.id === id);
  if (m >= 0) return { list: 'markers', index: m, piece: setup.markers[m]! };
  return undefined;
}

const TERRAIN_WORDS: Readonly<Record<Terrain['kind'], string>> = {
  soft: 'soft cover',
  hard: 'hard cover',
  hill: 'hill',
  bunker: 'bunker',
  stockade: 'log stockade',
  trench: 'trench',
  smoke: 'smoke',
};

/** How a message names a piece: "Red 3 (red-3)", "the hill hill-1", "the red flag flag-red". */
export function pieceLabel(piece: Piece): string {
  switch (piece.list) {
    case 'figures':
      return figureLabel(piece.piece);
    case 'terrain':
      return `the ${TERRAIN_WORDS[piece.piece.kind]} ${piece.piece.id}`;
    case 'markers':
      return `the ${piece.piece.team} ${piece.piece.kind} ${piece.piece.id}`;
  }
}

export const figureLabel = (f: Figure): string => `${f.name} (${f.id})`;

export const hexLabel = (h: Hex): string => `hex (${h.q}, ${h.r})`;

/** Finds every id, or says which one is not on the table. */
export function findAll(setup: Setup, ids: readonly string[]): Piece[] | string {
  if (ids.length === 0) return 'nothing is selected';
  const out: Piece[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const p = findPiece(setup, id);
    if (p === undefined) return `there is no piece with the id "${id}" on the table`;
    out.push(p);
  }
  return out;
}
