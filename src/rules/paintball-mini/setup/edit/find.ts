import type { Hex, Point } from '../../../../geometry';
import { hexKey, pointToHex } from '../../../../geometry';
import type { Figure, Marker, Setup, Team, Terrain } from '../types';
import { layoutOf } from './layout';
import { centreHexes } from './rules/centre';
import { homeBases } from './rules/homes';
import { terrainKindWords } from '../pieces';

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

/** A team as a player says it: "Red", "Blue". */
export const teamWord = (team: Team): string => (team === 'red' ? 'Red' : 'Blue');

/** A figure by its name; with its team too ("Blue's Blue 3") when another figure on the table shares the name. */
export function figureLabel(setup: Setup, f: Figure): string {
  const twin = setup.figures.some((o) => o.id !== f.id && o.name === f.name);
  return twin ? `${teamWord(f.team)}'s ${f.name}` : f.name;
}

/** A piece of terrain by what it is: "the soft cover", "the crates", "Red's home base", "the log stockade". */
export function terrainLabel(setup: Setup, t: Terrain): string {
  if (t.kind !== 'stockade') return terrainKindWords(t);
  const home = homeBases(setup).find((h) => h.stockadeId === t.id);
  return home === undefined ? 'the log stockade' : `${teamWord(home.team)}'s home base`;
}

/** A marker by whose it is: "Blue's flag", "a red splat". */
export const markerLabel = (m: Marker): string =>
  m.kind === 'flag' ? `${teamWord(m.team)}'s flag` : `a ${m.team} splat`;

/** How a message names a piece: "Red 3", "the hill", "the crates", "Red's home base", "Blue's flag". */
export function pieceLabel(setup: Setup, piece: Piece): string {
  switch (piece.list) {
    case 'figures':
      return figureLabel(setup, piece.piece);
    case 'terrain':
      return terrainLabel(setup, piece.piece);
    case 'markers':
      return markerLabel(piece.piece);
  }
}

/** A piece by id, named as a player sees it; `otherwise` when the table does not hold it. */
export function idLabel(setup: Setup, id: string, otherwise = 'a piece that is not on the table'): string {
  const p = findPiece(setup, id);
  return p === undefined ? otherwise : pieceLabel(setup, p);
}

/**
 * A hex as a player finds it on the table: "the centre hex", "the hex of Red's home base", "the hex
 * of the bunker", "the hex where Blue 2 stands" (not counting `besides`), or just `otherwise` ("that hex").
 */
export function hexLabel(
  setup: Setup,
  h: Hex,
  besides: readonly string[] = [],
  otherwise = 'that hex',
): string {
  const layout = layoutOf(setup);
  const key = hexKey(h);
  const inHex = (p: Point) => hexKey(pointToHex(layout, p)) === key;
  if (setup.board.tiles.length > 0 && centreHexes(setup).some((c) => hexKey(c) === key))
    return 'the centre hex';
  const home = homeBases(setup).find((b) => hexKey(b.hex) === key);
  if (home !== undefined) return `the hex of ${teamWord(home.team)}'s home base`;
  const t = setup.terrain.find((x) => x.kind !== 'smoke' && x.kind !== 'hill' && inHex(x.at));
  if (t !== undefined) return `the hex of ${terrainLabel(setup, t)}`;
  const f = setup.figures.find((x) => !besides.includes(x.id) && inHex(x.at));
  if (f !== undefined) return `the hex where ${figureLabel(setup, f)} stands`;
  return otherwise;
}

/** Finds every id, or says which one is not on the table. */
export function findAll(setup: Setup, ids: readonly string[]): Piece[] | string {
  if (ids.length === 0) return 'nothing is selected';
  const out: Piece[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const p = findPiece(setup, id);
    if (p === undefined) return 'one of the selected pieces is no longer on the table';
    out.push(p);
  }
  return out;
}

export { tileLabel, tileName } from '../../../../table';
