import { liftCharacters, setSheet } from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import { useTableStore } from '../state/store';

// The selected character's sheet as the table starts it: AC and invisibility set, or rolled at the
// table (HB-STATS), and the passes left (HB-PASS).

const numberOr = (v: string): number | null => (v === '' ? null : Number(v));

export function Properties({ setup, id }: { setup: Setup; id: string }) {
  const store = useTableStore();
  const c = setup.characters.find((x) => x.seat === id);
  if (c === undefined) return null;
  const name = setup.seats.find((s) => s.id === c.seat)?.name ?? c.seat;
  const apply = store.getState().applyEdit;
  return (
    <div className="properties" data-testid="properties">
      <h3>{name}'s character</h3>
      <label>
        Armour class{' '}
        <select
          aria-label="Armour class"
          value={c.ac ?? ''}
          onChange={(e) => apply(setSheet(setup, c.seat, { ac: numberOr(e.target.value) }))}
        >
          <option value="">Rolled at the table</option>
          {[11, 12, 13, 14, 15, 16].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Invisibility{' '}
        <select
          aria-label="Invisibility"
          value={c.invisibility ?? ''}
          onChange={(e) => apply(setSheet(setup, c.seat, { invisibility: numberOr(e.target.value) }))}
        >
          <option value="">Rolled at the table</option>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Passes left{' '}
        <select
          aria-label="Passes left"
          value={c.passes}
          onChange={(e) => apply(setSheet(setup, c.seat, { passes: Number(e.target.value) }))}
        >
          {[0, 1, 2, 3].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {(c.at !== null || c.hidden !== null) && (
        <button
          type="button"
          onClick={() => apply(liftCharacters(setup))}
          title="Every character or none stands on the board: a full game places them all at the table"
        >
          Take every character off the board
        </button>
      )}
    </div>
  );
}
