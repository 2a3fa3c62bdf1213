import type { TableStore } from '../../state/tableStore';
import { useTableStore } from '../../state/useTable';
import { useTableHeld } from './tableHeld';

/**
 * A new game on the table as it stands; the editor and the sight tools step aside. The dice's seed
 * is fresh, unless the page was opened with ?seed=N to play a known game again.
 */
async function startGame(store: TableStore) {
  await store.getState().loadRules();
  const s = store.getState();
  s.setEditing(false);
  s.select(null);
  const asked = Number(new URLSearchParams(location.search).get('seed'));
  s.beginGame(Number.isInteger(asked) && asked > 0 ? asked : Math.floor(Math.random() * 1_000_000_000));
}

/** Play, or Leave game while one is played: it stays on the bar at every width. */
export function PlayButton() {
  const store = useTableStore();
  const { playing, atNet } = useTableHeld();
  return (
    <div className="group">
      <button
        type="button"
        className={playing ? 'on' : 'play'}
        aria-pressed={playing}
        disabled={atNet}
        // Leave asks first (LeaveConfirm): the second click of a double click on Play leaves nothing.
        onClick={() => (playing ? store.getState().askLeave(true) : void startGame(store))}
        title={
          atNet
            ? 'At a network table the host starts and ends the game (the network panel)'
            : playing
              ? 'Leave the game (asks first): it is kept under Recent games'
              : 'Play a game on this table: two players at one screen'
        }
      >
        {playing ? 'Leave game' : 'Play'}
      </button>
    </div>
  );
}
