import type { Hex, Point } from '../../../../geometry';
import { hexKey, hexToPoint } from '../../../../geometry';
import { stackHeight } from '../../../../table';
import type { Setup } from '../../setup/schema';
import { LEVEL_CM } from '../../engine/sight';

// Where Hex Battle Wars' pieces stand on the table, in cm: each character on its hex, on top of the
// obstacle there (HB-LEVEL, 4 cm a level), and each invisible character's three tiles.

/** A character's base radius and its height, in cm. */
export const FIGURE_RADIUS_CM = 2.6;
export const FIGURE_HEIGHT_CM = 6.5;
/** A character's round base, under its feet (or under a model of the player's own). */
export const CHARACTER_BASE_CM = 0.5;
/**
 * What a model a player imports for the characters is fitted to (the editor's Models card and the
 * table alike): the base's width, and the warrior's height over its base.
 */
export const CHARACTER_MODEL_FIT = {
  across: FIGURE_RADIUS_CM * 2,
  height: FIGURE_HEIGHT_CM - CHARACTER_BASE_CM,
} as const;
/** An invisibility tile: a hex token this wide (circumradius) and this thick. */
export const TILE_RADIUS_CM = 3.4;
export const TILE_CM = 0.8;
/**
 * What a model a player imports for the invisibility tiles is fitted to: the token's width corner to
 * corner, its height following (a flat piece is fitted across its footprint: fit.ts), so any model
 * covers the token rather than shrinking to its 0.8 cm. Every seat's three tiles take the same model,
 * tinted by seat, so an opponent still sees three alike (HB-HIDDEN); sight still measures the token's
 * top face (HB-LOS).
 */
export const TILE_MODEL_FIT = { across: TILE_RADIUS_CM * 2, height: 0 } as const;

export interface PlacedPiece {
  /** A character by its seat's id; a tile as `tile:<seat>:<n>`. */
  readonly id: string;
  readonly seat: string;
  readonly kind: 'character' | 'tile';
  readonly hex: Hex;
  readonly at: Point;
  /** The top of the ground it stands on, in cm. */
  readonly ground: number;
  /** How many pieces stand under it on its hex: an invisible character's tiles start as one stack. */
  readonly stacked: number;
}

export { LEVEL_CM };

/** Every piece on the table: the visible characters, and the tiles of those that are invisible. */
export function placedPieces(setup: Setup): PlacedPiece[] {
  const layout = setup.board;
  const out: PlacedPiece[] = [];
  for (const c of setup.characters) {
    const place = (id: string, kind: PlacedPiece['kind'], hex: Hex) =>
      out.push({
        id,
        seat: c.seat,
        kind,
        hex,
        at: hexToPoint(layout, hex),
        ground: stackHeight(setup, hex) * LEVEL_CM,
        stacked: out.filter((p) => hexKey(p.hex) === hexKey(hex)).length,
      });
    if (c.hidden !== null)
      c.hidden.tiles.forEach((h, i) => {
        // A ghost hit and gone (HB-GHOST) leaves its place empty; the others keep their numbers.
        if (h !== null) place(`tile:${c.seat}:${i + 1}`, 'tile', h);
      });
    else if (c.at !== null) place(c.seat, 'character', c.at);
  }
  return out;
}

/**
 * Where a tile is drawn in a stack (HB-INVIS: the three start on the character's hex, one piece to
 * a hex after that): each one higher, with a gap, fanned a little aside about the hex and the lower
 * ones darker, so three tiles read as three from any side and from straight above. Drawing only: the rules and the picker keep its hex.
 */
export const STACK_STEP_CM = TILE_CM + 0.5;
export const STACK_FAN_CM = 1.5;

/** How high a piece stands above its ground: a character's full height, a tile's thickness. */
export const pieceHeight = (p: PlacedPiece): number => (p.kind === 'character' ? FIGURE_HEIGHT_CM : TILE_CM);
export const pieceRadius = (p: PlacedPiece): number =>
  p.kind === 'character' ? FIGURE_RADIUS_CM : TILE_RADIUS_CM;
