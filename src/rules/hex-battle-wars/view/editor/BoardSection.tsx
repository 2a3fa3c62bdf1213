import { addSeat, removeSeat, setHealth } from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import { useTableStore } from '../state/store';
import { seatColourOf } from '../../../../scene/colours';

// The game's own settings beside the board: its players (two to six, HB-SEATS), the health every
// character starts with (HB-STATS), and what the board is made of.

export function BoardSection({ setup }: { setup: Setup }) {
  const store = useTableStore();
  const apply = store.getState().applyEdit;
  const hexes = setup.board.tiles.reduce((n, t) => n + (t.kind === 'six' ? 6 : 1), 0);
  const raised = setup.board.stacks.filter((s) => s.height > 0).length;
  const hazards = setup.board.stacks.length - raised;
  return (
    <div className="board-tiles" data-testid="battle-board">
      <p className="muted">
        {setup.board.tiles.length} tiles, {hexes} hexes; {raised} raised, {hazards} water or quicksand.
      </p>
      <label>
        Starting health{' '}
        <select
          aria-label="Starting health"
          value={setup.health ?? ''}
          onChange={(e) => apply(setHealth(setup, e.target.value === '' ? null : Number(e.target.value)))}
        >
          <option value="">Chosen as the game starts</option>
          <option value="25">25 (short game)</option>
          <option value="100">100 (long game)</option>
          {setup.health !== null && setup.health !== 25 && setup.health !== 100 && (
            <option value={setup.health}>{setup.health}</option>
          )}
        </select>
      </label>
      <h4>Players</h4>
      <ul>
        {setup.seats.map((s) => (
          <li key={s.id}>
            <span className="swatch" style={{ background: seatColourOf(setup, s.id) }} />
            <span>{s.name}</span>
            <button
              type="button"
              aria-label={`Remove ${s.name}`}
              title="Remove this player and their character"
              disabled={setup.seats.length <= 2}
              onClick={() => apply(removeSeat(setup, s.id))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button type="button" disabled={setup.seats.length >= 6} onClick={() => apply(addSeat(setup))}>
        Add a player
      </button>
    </div>
  );
}
