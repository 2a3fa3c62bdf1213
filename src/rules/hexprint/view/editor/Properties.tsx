import { renameUnit, reserveUnits, setUnitCard } from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import { useTableStore } from '../state/store';
import { cardWords } from './cardWords';
import { NameInput } from './NameInput';

// The selected model's unit: its name, the card it plays and what that card says, and taking the
// unit off to its player's reserve (HP-SETUP).

export function Properties({ setup, id }: { setup: Setup; id: string }) {
  const store = useTableStore();
  const unit = setup.units.find((u) => u.models.some((m) => m.id === id));
  if (unit === undefined) return null;
  const card = setup.cards.find((c) => c.id === unit.card);
  const apply = store.getState().applyEdit;
  const seat = setup.seats.find((s) => s.id === unit.seat)?.name ?? unit.seat;
  return (
    <div className="properties" data-testid="properties">
      <h3>{unit.name}</h3>
      <p className="muted">{seat}'s unit</p>
      <NameInput of="Unit" name={unit.name} rename={(name) => apply(renameUnit(setup, unit.id, name))} />
      <label>
        Card{' '}
        <select
          aria-label="Card"
          value={unit.card}
          onChange={(e) => apply(setUnitCard(setup, unit.id, e.target.value))}
        >
          {setup.cards.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {card !== undefined && <p className="muted">{cardWords(card)}</p>}
      <button
        type="button"
        onClick={() => apply(reserveUnits(setup, [unit.id]))}
        title="Held off the table until its player deploys it in their zone"
      >
        Hold in reserve
      </button>
    </div>
  );
}
