import { liftCharacters, setSheet } from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import { useTableStore } from '../state/store';

// The selected character's sheet as the table starts it: AC and invisibility set, or rolled at the
// table (HB-STATS), and the passes left (HB-PASS).

/** One line of the sheet: a number from its choices, or (where the table may leave it) rolled at the table. */
function SheetChoice(props: {
  label: string;
  value: number | null;
  choices: readonly number[];
  rolled?: boolean;
  pick(value: number | null): void;
}) {
  return (
    <label>
      {props.label}{' '}
      <select
        aria-label={props.label}
        value={props.value ?? ''}
        onChange={(e) => props.pick(e.target.value === '' ? null : Number(e.target.value))}
      >
        {props.rolled === true && <option value="">Rolled at the table</option>}
        {props.choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

const AC = [11, 12, 13, 14, 15, 16];
const INVISIBILITY = [1, 2, 3, 4, 5, 6];
const PASSES = [0, 1, 2, 3];

export function Properties({ setup, id }: { setup: Setup; id: string }) {
  const store = useTableStore();
  const c = setup.characters.find((x) => x.seat === id);
  if (c === undefined) return null;
  const name = setup.seats.find((s) => s.id === c.seat)?.name ?? c.seat;
  const apply = store.getState().applyEdit;
  const write = (sheet: Parameters<typeof setSheet>[2]) => apply(setSheet(setup, c.seat, sheet));
  return (
    <div className="properties" data-testid="properties">
      <h3>{name}'s character</h3>
      <SheetChoice label="Armour class" value={c.ac} choices={AC} rolled pick={(ac) => write({ ac })} />
      <SheetChoice
        label="Invisibility"
        value={c.invisibility}
        choices={INVISIBILITY}
        rolled
        pick={(invisibility) => write({ invisibility })}
      />
      <SheetChoice
        label="Passes left"
        value={c.passes}
        choices={PASSES}
        pick={(passes) => write({ passes: passes ?? 3 })}
      />
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
