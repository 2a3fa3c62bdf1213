import type { Hex } from '../../../geometry';
import { HEX_DIRECTIONS, hexAdd, hexKey, tileHexes } from '../../../geometry';
import type { Envelope } from '../../../table';
import type { TerrainCard } from '../setup/cardSchema';

// The table as the rules read it: which hexes are on the board, each hex's height in whole levels
// (HP-HEIGHT) and tags (HP-TAGS), and the terrain cards those tags name. Plain data, so it sits in
// the game state and a game replays from it.

export interface HexTerrain {
  readonly height: number;
  readonly tags: readonly string[];
}

export interface Terrain {
  /** Every hex of the board, by key ("q,r"). */
  readonly hexes: Readonly<Record<string, HexTerrain>>;
  readonly cards: readonly TerrainCard[];
}

const FLAT: HexTerrain = { height: 0, tags: [] };

export function terrainOf(board: Envelope['board'], cards: readonly TerrainCard[]): Terrain {
  const hexes: Record<string, HexTerrain> = {};
  for (const tile of board.tiles) for (const h of tileHexes(tile)) hexes[hexKey(h)] = FLAT;
  for (const s of board.stacks) hexes[hexKey(s.at)] = { height: s.height, tags: s.tags };
  return { hexes, cards };
}

export const onBoard = (t: Terrain, h: Hex): boolean => Object.hasOwn(t.hexes, hexKey(h));
export const hexAt = (t: Terrain, h: Hex): HexTerrain => t.hexes[hexKey(h)] ?? FLAT;
/** HP-HEIGHT: water lies at the height of the land under it, so a stack's height is its land levels. */
export const heightAt = (t: Terrain, h: Hex): number => hexAt(t, h).height;

/** The terrain cards whose tag this hex carries. */
export const cardsAt = (t: Terrain, h: Hex): TerrainCard[] => {
  const tags = hexAt(t, h).tags;
  return t.cards.filter((c) => tags.includes(c.tag));
};

/** HP-MOVE: what entering the hex costs before height; plain land costs 1, else its dearest terrain. */
export const terrainCost = (t: Terrain, h: Hex): number => Math.max(1, ...cardsAt(t, h).map((c) => c.cost));

/** Open water (tag Water without Land) takes no model; everything else on the board does. */
export function isGround(t: Terrain, h: Hex): boolean {
  if (!onBoard(t, h)) return false;
  const tags = hexAt(t, h).tags;
  return !(tags.includes('Water') && !tags.includes('Land'));
}

/** The hexes a model covers: its own, and for a three-hex model the two next to it at `facing` and `facing` + 1. */
export function footprint(at: Hex, facing: number, size: 1 | 3): Hex[] {
  if (size === 1) return [at];
  return [at, hexAdd(at, HEX_DIRECTIONS[facing % 6]!), hexAdd(at, HEX_DIRECTIONS[(facing + 1) % 6]!)];
}

/** HP-MULTIHEX: every hex of a footprint at one height. */
export const isLevel = (t: Terrain, hexes: readonly Hex[]): boolean =>
  hexes.every((h) => heightAt(t, h) === heightAt(t, hexes[0]!));
