import type { TerrainTag } from '../../setup/edit';
import { TERRAIN_TAGS } from '../../setup/edit';
import type { PaletteEntry } from '../../../../ui/editor/PaletteButtons';
import { PaletteButtons, levelEntries, paintsWith } from '../../../../ui/editor/PaletteButtons';
import type { LevelTool } from '../../../../scene/editor/hexBoardSlots';
import type { Placing } from '../state/store';

// The palette: click an entry, then click hexes of the board, again and again until Esc.

const SWATCH: Record<TerrainTag, string> = {
  Land: '#a7b07a',
  Water: '#3d8fd1',
  Forest: '#2f7a3e',
  Ruins: '#9b8f80',
};

const ENTRIES: readonly PaletteEntry<Placing>[] = [
  ...levelEntries({ raise: 'Raise a hex a land level', lower: 'Lower a hex a land level' }),
  ...TERRAIN_TAGS.map((tag) => ({
    entry: { piece: 'tag', tag } as const,
    label: tag,
    swatch: SWATCH[tag],
    title: `Tag a hex ${tag} (again: take the tag off)`,
  })),
  ...(['Forest', 'Ruins'] as const).map((tag) => ({
    entry: { piece: 'batch', tag } as const,
    label: `${tag} batch`,
    swatch: SWATCH[tag],
    title: `Lay ${tag} on the hex and the two beside it`,
  })),
];

/** The terrain tools, which paint hex by hex when dragged across the board; the rest go down by a click. */
export const paintsHexes = paintsWith(['raise', 'lower', 'tag']);

/** What the palette holds, in a player's words (the level tools say theirs in the kit). */
export function placingLabel(placing: Exclude<Placing, LevelTool>): string {
  switch (placing.piece) {
    case 'tag':
      return `${placing.tag} tag`;
    case 'batch':
      return `${placing.tag} batch`;
  }
}

export function Palette() {
  return <PaletteButtons entries={ENTRIES} paints={paintsHexes} />;
}
