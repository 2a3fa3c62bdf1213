import type { Hex } from '../../../../geometry';
import { hexKey, tileHexes } from '../../../../geometry';
import type { EditResult, Stack } from '../../../../table';
import { done, lowerHex, raiseHex, refuse } from '../../../../table';
import type { Setup } from '../schema';
import { guarded } from './guard';

// The ground of a HexPrint table: land levels stacked to any height (HP-HEIGHT) and the tags a hex
// carries (HP-TAGS). Water lies at the height of the land under it: a Water hex is raised and
// lowered like any other, and without Land it is open water no model stands in.

/** The terrain tags the palette lays, in the rules' words. */
export const TERRAIN_TAGS = ['Land', 'Water', 'Forest', 'Ruins'] as const;
export type TerrainTag = (typeof TERRAIN_TAGS)[number];

/** The hex one land level higher. */
export const raiseLevel = (setup: Setup, at: Hex): EditResult<Setup> =>
  guarded(setup, raiseHex(setup, { at }));

/** The hex one land level lower; at the table's own level it goes no lower. */
export const lowerLevel = (setup: Setup, at: Hex): EditResult<Setup> =>
  guarded(setup, lowerHex(setup, { at }));

function withTags(setup: Setup, at: Hex, tags: readonly string[]): Setup {
  const key = hexKey(at);
  const old = setup.board.stacks.find((s) => hexKey(s.at) === key);
  const height = old?.height ?? 0;
  const stack: Stack = { at: { q: at.q, r: at.r }, height, tags: [...tags] };
  const keep = height > 0 || tags.length > 0;
  const rest = setup.board.stacks.filter((s) => s !== old);
  return { ...setup, board: { ...setup.board, stacks: keep ? [...rest, stack] : rest } };
}

const tagsAt = (setup: Setup, at: Hex): readonly string[] =>
  setup.board.stacks.find((s) => hexKey(s.at) === hexKey(at))?.tags ?? [];

/** The tag laid on the hex, or taken off where it was already there (HP-TAGS: a hex may carry several). */
export function toggleTag(setup: Setup, at: Hex, tag: TerrainTag): EditResult<Setup> {
  const where = placeProblem(setup, at);
  if (where !== undefined) return refuse(where);
  const tags = tagsAt(setup, at);
  const next = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
  return guarded(setup, done(withTags(setup, at, next)));
}

/**
 * A terrain batch: the tag laid on every hex of a stroke (a hex that has it keeps it). Refused
 * whole, naming the hex, where one of them cannot take it.
 */
export function layTerrain(setup: Setup, hexes: readonly Hex[], tag: TerrainTag): EditResult<Setup> {
  let next = setup;
  for (const at of hexes) {
    const where = placeProblem(setup, at);
    if (where !== undefined) return refuse(where);
    const tags = tagsAt(next, at);
    if (!tags.includes(tag)) next = withTags(next, at, [...tags, tag]);
  }
  return guarded(setup, done(next));
}

function placeProblem(setup: Setup, at: Hex): string | undefined {
  const key = hexKey(at);
  return setup.board.tiles.some((t) => tileHexes(t).some((h) => hexKey(h) === key))
    ? undefined
    : 'that hex is on no tile of the board';
}
