import { useTable, useTableStore } from '../../state/useTable';

// The editor's palette as every system shows it: a button an entry, pressed while it is in hand;
// a click takes it up (then each click on the table puts one down, until Esc), a second click puts
// it back. What the entries are, their words and colours, is the system's.

/** One button of the palette: what a click on the table then puts down, and how it is shown. */
export interface PaletteEntry<P> {
  readonly entry: P;
  readonly label: string;
  /** The button's tip: what the entry does and how it goes down. */
  readonly title: string;
  readonly swatch?: string;
}

/** A tip for an entry on a hex board: what it does, and whether it paints hexes or goes down by a click. */
export const hexEntryTitle = (what: string, paints: boolean): string =>
  `${what}: ${paints ? 'click a hex, or drag across hexes' : 'click the board'}`;

export function PaletteButtons<P extends { readonly piece: string }>(props: {
  readonly entries: readonly PaletteEntry<P>[];
}) {
  const store = useTableStore();
  const placing = useTable((s) => s.placing);
  const same = (e: P) => JSON.stringify(e) === JSON.stringify(placing);
  return (
    <div className="palette" role="group" aria-label="Palette">
      {props.entries.map(({ entry, label, title, swatch }) => (
        <button
          key={JSON.stringify(entry)}
          type="button"
          className={same(entry) ? 'on' : ''}
          aria-pressed={same(entry)}
          onClick={() => store.getState().setPlacing(same(entry) ? null : entry)}
          title={title}
        >
          {swatch !== undefined && <span className="swatch" style={{ background: swatch }} />}
          {label}
        </button>
      ))}
    </div>
  );
}
