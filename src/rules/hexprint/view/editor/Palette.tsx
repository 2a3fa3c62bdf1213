import type { TerrainTag } from '../../setup/edit';
import { TERRAIN_TAGS } from '../../setup/edit';
import type { Placing } from '../state/store';
import { useTable, useTableStore } from '../state/store';

// The palette: click an entry, then click hexes of the board, again and again until Esc.

const SWATCH: Record<TerrainTag, string> = {
  Land: '#a7b07a',
  Water: '#3d8fd1',
  Forest: '#2f7a3e',
  Ruins: '#9b8f80',
};

const ENTRIES: readonly { entry: Placing; label: string; title: string; swatch?: string }[] = [
  { entry: { piece: 'raise' }, label: 'Raise', swatch: '#8b8f96', title: 'Raise a hex a land level' },
  { entry: { piece: 'lower' }, label: 'Lower', swatch: '#c9c3b5', title: 'Lower a hex a land level' },
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
export const paintsHexes = (placing: Placing): boolean =>
  (['raise', 'lower', 'tag'] as readonly string[]).includes(placing.piece);

/** What the palette holds, in a player's words. */
export function placingLabel(placing: Placing): string {
  switch (placing.piece) {
    case 'raise':
      return 'A level raised';
    case 'lower':
      return 'A level lowered';
    case 'tag':
      return `${placing.tag} tag`;
    case 'batch':
      return `${placing.tag} batch`;
  }
}

export function Palette() {
  const store = useTableStore();
  const placing = useTable((s) => s.placing);
  const same = (e: Placing) => JSON.stringify(e) === JSON.stringify(placing);
  return (
    <div className="palette" role="group" aria-label="Palette">
      {ENTRIES.map(({ entry, label, title, swatch }) => (
        <button
          key={JSON.stringify(entry)}
          type="button"
          className={same(entry) ? 'on' : ''}
          aria-pressed={same(entry)}
          onClick={() => store.getState().setPlacing(same(entry) ? null : entry)}
          title={`${title}: ${paintsHexes(entry) ? 'click a hex, or drag across hexes' : 'click the board'}`}
        >
          {swatch !== undefined && <span className="swatch" style={{ background: swatch }} />}
          {label}
        </button>
      ))}
    </div>
  );
}
