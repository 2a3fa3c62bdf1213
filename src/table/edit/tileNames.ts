import type { SetupTile } from '../envelope';

/**
 * A board tile as the tile list shows it: "6-hex base" or "single hex", numbered in list order
 * ("6-hex base 2") when the board has more than one of its kind.
 */
export function tileName(tiles: readonly SetupTile[], tile: SetupTile): string {
  const kind = tile.kind === 'six' ? '6-hex base' : 'single hex';
  const same = tiles.filter((t) => t.kind === tile.kind);
  return same.length > 1 ? `${kind} ${same.findIndex((t) => t.id === tile.id) + 1}` : kind;
}

/** A board tile in a message: "the 6-hex base", "single hex 2". */
export function tileLabel(tiles: readonly SetupTile[], tile: SetupTile): string {
  const name = tileName(tiles, tile);
  return tiles.filter((t) => t.kind === tile.kind).length > 1 ? name : `the ${name}`;
}
