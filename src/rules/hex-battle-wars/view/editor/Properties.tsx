import { NumberChoice } from '../../../../ui/editor/NumberChoice';
import { liftCharacters, setSheet } from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import { useTableStore } from '../state/store';

// The selected character's sheet as the table starts it: AC and invisibility set, or rolled at the
// table (HB-STATS), and the passes left (HB-PASS).

const AC = [11, 12, 13, 14, 15, 16];
const INVISIBILITY = [1, 2, 3, 4, 5, 6];
const PASSES = [0, 1, 2, 3];
/** A stat the sheet leaves open is rolled as the game starts (HB-STATS). */
const ROLLED = { none: 'Rolled at the table' } as const;

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
      <NumberChoice label="Armour class" value={c.ac} choices={AC} {...ROLLED} pick={(ac) => write({ ac })} />
      <NumberChoice
        label="Invisibility"
        value={c.invisibility}
        choices={INVISIBILITY}
        {...ROLLED}
        pick={(invisibility) => write({ invisibility })}
      />
      <NumberChoice
        label="Passes left"
        value={c.passes}
        choices={PASSES}
        pick={(passes) => write({ passes })}
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
