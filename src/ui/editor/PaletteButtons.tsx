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
const hexEntryTitle = (what: string, paints: boolean): string =>
  `${what}: ${paints ? 'click a hex, or drag across hexes' : 'click the board'}`;

/** Whether an entry paints hex by hex when dragged: those whose piece is one of `pieces` (the terrain tools). */
export const paintsWith =
  (pieces: readonly string[]) =>
  (placing: { readonly piece: string }): boolean =>
    pieces.includes(placing.piece);

/** A hex board's two level tools, raising and lowering a hex, with their tips in the system's words. */
export const levelEntries = (tips: {
  readonly raise: string;
  readonly lower: string;
}): readonly PaletteEntry<{ readonly piece: 'raise' } | { readonly piece: 'lower' }>[] => [
  { entry: { piece: 'raise' }, label: 'Raise', swatch: '#8b8f96', title: tips.raise },
  { entry: { piece: 'lower' }, label: 'Lower', swatch: '#c9c3b5', title: tips.lower },
];

/**
 * The palette's buttons. On a hex board, `paints` says which entries paint hexes when dragged, and
 * each tip ends by saying how its entry goes down.
 */
export function PaletteButtons<P extends { readonly piece: string }>(props: {
  readonly entries: readonly PaletteEntry<P>[];
  readonly paints?: (placing: P) => boolean;
}) {
  const store = useTableStore();
  const placing = useTable((s) => s.placing);
  const same = (e: P) => JSON.stringify(e) === JSON.stringify(placing);
  const tip = (entry: P, title: string) =>
    props.paints === undefined ? title : hexEntryTitle(title, props.paints(entry));
  return (
    <div className="palette" role="group" aria-label="Palette">
      {props.entries.map(({ entry, label, title, swatch }) => (
        <button
          key={JSON.stringify(entry)}
          type="button"
          className={same(entry) ? 'on' : ''}
          aria-pressed={same(entry)}
          onClick={() => store.getState().setPlacing(same(entry) ? null : entry)}
          title={tip(entry, title)}
        >
          {swatch !== undefined && <span className="swatch" style={{ background: swatch }} />}
          {label}
        </button>
      ))}
    </div>
  );
}
