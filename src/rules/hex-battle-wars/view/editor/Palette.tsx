import type { Placing } from '../state/store';
import { useTable, useTableStore } from '../state/store';
import { seatColour } from '../table/pieces';

// The palette: click an entry, then click hexes of the board, again and again until Esc.

const GROUND: readonly { entry: Placing; label: string; swatch: string; title: string }[] = [
  {
    entry: { piece: 'raise' },
    label: 'Raise',
    swatch: '#8b8f96',
    title: 'Raise a hex a level: an obstacle of up to 3',
  },
  { entry: { piece: 'lower' }, label: 'Lower', swatch: '#c9c3b5', title: 'Lower an obstacle a level' },
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

const BOARD: readonly { entry: Placing; label: string; title: string }[] = [
  { entry: { piece: 'tile', kind: 'six' }, label: '6-hex base', title: 'Add a 6-hex base to the board' },
  { entry: { piece: 'tile', kind: 'single' }, label: 'Single hex', title: 'Add a single hex to the board' },
  { entry: { piece: 'untile' }, label: 'Remove a tile', title: 'Take the clicked tile off the board' },
];

/** The terrain tools, which paint hex by hex when dragged across the board; the rest go down by a click. */
export const paintsHexes = (placing: Placing): boolean =>
  (['raise', 'lower', 'hazard'] as readonly string[]).includes(placing.piece);

/** What the palette holds, in a player's words. */
export function placingLabel(placing: Placing): string {
  switch (placing.piece) {
    case 'raise':
      return 'A level raised';
    case 'lower':
      return 'A level lowered';
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
  const store = useTableStore();
  const placing = useTable((s) => s.placing);
  const seats = useTable((s) => s.setup.seats);
  const same = (e: Placing) => JSON.stringify(e) === JSON.stringify(placing);
  const button = (entry: Placing, label: string, title: string, swatch?: string) => (
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
  );
  return (
    <div className="palette" role="group" aria-label="Palette">
      {GROUND.map((g) => button(g.entry, g.label, g.title, g.swatch))}
      {seats.map((s) =>
        button(
          { piece: 'character', seat: s.id, name: s.name },
          `${s.name}'s character`,
          `Stand ${s.name}'s character on a hex`,
          seatColour({ seats }, s.id),
        ),
      )}
      {BOARD.map((b) => button(b.entry, b.label, b.title))}
    </div>
  );
}
