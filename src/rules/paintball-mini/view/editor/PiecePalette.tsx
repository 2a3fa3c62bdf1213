import type { PaletteEntry } from '../../setup';
import { PALETTE } from '../../setup';
import { PALETTE as COLOURS } from '../../../../scene/colours';
import { PaletteButtons } from '../../../../ui/editor/PaletteButtons';
import type { TableState } from '../state/store';
import { useTable } from '../state/store';

const TERRAIN_WORDS: Record<string, string> = {
  soft: 'Soft cover',
  hard: 'Hard cover',
  hill: 'Hill',
  bunker: 'Bunker',
  stockade: 'Log stockade',
  trench: 'Trench',
  smoke: 'Smoke',
};

export function entryLabel(e: NonNullable<TableState['placing']>): string {
  if (e.piece === 'tile') return e.kind === 'six' ? '6-hex base' : 'Single hex';
  if (e.piece === 'figure')
    return e.role === 'marshal' ? 'Marshal' : `${e.team === 'red' ? 'Red' : 'Blue'} player`;
  if (e.piece === 'terrain') return TERRAIN_WORDS[e.kind] ?? e.kind;
  return `${e.team === 'red' ? 'Red' : 'Blue'} ${e.kind}`;
}

function swatch(e: PaletteEntry | { piece: 'tile' }): string {
  if (e.piece === 'figure')
    return e.role === 'marshal' ? COLOURS.marshalShirt : e.team === 'red' ? COLOURS.red : COLOURS.blue;
  if (e.piece === 'marker') return e.team === 'red' ? COLOURS.red : COLOURS.blue;
  if (e.piece === 'tile') return COLOURS.grass;
  const byKind: Record<string, string> = {
    soft: COLOURS.foliage[0]!,
    hard: COLOURS.crates,
    hill: COLOURS.hill,
    bunker: COLOURS.sandbag,
    stockade: COLOURS.posts,
    trench: COLOURS.earth,
    smoke: COLOURS.smoke,
  };
  return byKind[e.kind] ?? '#888';
}

const TILES = [
  { piece: 'tile', kind: 'six' },
  { piece: 'tile', kind: 'single' },
] as const;

/** Click an entry, then click the table to put one there (again and again, until Esc). */
export function Palette() {
  // An open mat has no hex tiles to add.
  const onMat = useTable((s) => s.setup.board.mat !== undefined);
  const entries: NonNullable<TableState['placing']>[] = onMat ? [...PALETTE] : [...PALETTE, ...TILES];
  return (
    <PaletteButtons
      entries={entries.map((e) => ({
        entry: e,
        label: entryLabel(e),
        title: `Place ${entryLabel(e).toLowerCase()}: click the table`,
        swatch: swatch(e),
      }))}
    />
  );
}
