import type { PaletteEntry } from '../../../../ui/editor/PaletteButtons';
import { PaletteButtons, levelEntries, paintsWith } from '../../../../ui/editor/PaletteButtons';
import type { LevelTool } from '../../../../scene/editor/hexBoardSlots';
import type { Placing } from '../state/store';
import { useTable } from '../state/store';
import { seatColourOf } from '../../../../scene/colours';

// The palette: click an entry, then click hexes of the board, again and again until Esc.

const GROUND: readonly PaletteEntry<Placing>[] = [
  ...levelEntries({
    raise: 'Raise a hex a level: an obstacle of up to 3',
    lower: 'Lower an obstacle a level',
  }),
  {
    entry: { piece: 'hazard', kind: 'water' },
    label: 'Water',
    swatch: '#3d8fd1',
    title: 'Water on a ground hex (again: take it away)',
  },
  {
    entry: { piece: 'hazard', kind: 'quicksand' },
    label: 'Quicksand',
    swatch: '#9a7443',
    title: 'Quicksand on a ground hex (again: take it away)',
  },
];

const BOARD: readonly PaletteEntry<Placing>[] = [
  { entry: { piece: 'tile', kind: 'six' }, label: '6-hex base', title: 'Add a 6-hex base to the board' },
  { entry: { piece: 'tile', kind: 'single' }, label: 'Single hex', title: 'Add a single hex to the board' },
  { entry: { piece: 'untile' }, label: 'Remove a tile', title: 'Take the clicked tile off the board' },
];

/** The terrain tools, which paint hex by hex when dragged across the board; the rest go down by a click. */
export const paintsHexes = paintsWith(['raise', 'lower', 'hazard']);

/** What the palette holds, in a player's words (the level tools say theirs in the kit). */
export function placingLabel(placing: Exclude<Placing, LevelTool>): string {
  switch (placing.piece) {
    case 'hazard':
      return placing.kind === 'water' ? 'Water' : 'Quicksand';
    case 'character':
      return `${placing.name}'s character`;
    case 'tile':
      return placing.kind === 'six' ? '6-hex base' : 'Single hex';
    case 'untile':
      return 'A tile removed';
  }
}

export function Palette() {
  const seats = useTable((s) => s.setup.seats);
  const characters = seats.map((s): PaletteEntry<Placing> => ({
    entry: { piece: 'character', seat: s.id, name: s.name },
    label: `${s.name}'s character`,
    title: `Stand ${s.name}'s character on a hex`,
    swatch: seatColourOf({ seats }, s.id),
  }));
  return <PaletteButtons entries={[...GROUND, ...characters, ...BOARD]} paints={paintsHexes} />;
}
