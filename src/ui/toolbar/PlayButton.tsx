import { useState } from 'react';
import type { TableStore } from '../../state/tableStore';
import { useTableStore } from '../../state/useTable';
import { useTableHeld } from './tableHeld';
import { beginMotion, endMotion } from '../../scene/motion';

/** Games begun on this page: each waits for the rules under a name of its own (a double click begins two). */
let starts = 0;

/**
 * A new game on the table as it stands; the editor and the sight tools step aside. The dice's seed
 * is fresh, unless the page was opened with ?seed=N to play a known game again.
 */
async function startGame(store: TableStore) {
  // The rules are fetched on first use, a moment after Play on a slow machine: the table is not at
  // rest until the game has begun (what a test or the bench waits on before it acts on the game).
  const waiting = `the rules loading ${++starts}`;
  beginMotion(waiting);
  try {
    await store.getState().loadRules();
    const s = store.getState();
    s.setEditing(false);
    s.select(null);
    const asked = Number(new URLSearchParams(location.search).get('seed'));
    s.beginGame(Number.isInteger(asked) && asked > 0 ? asked : Math.floor(Math.random() * 1_000_000_000));
  } finally {
    endMotion(waiting);
  }
}

/**
 * Play, or Leave game while one is played: it stays on the bar at every width. While the rules are
 * fetched (a moment on a slow connection) it says the game is starting and takes no second click;
 * it keeps the focus meanwhile (not disabled), so a keyboard player is not thrown back to the page.
 */
export function PlayButton() {
  const store = useTableStore();
  const { playing, atNet } = useTableHeld();
  const [starting, setStarting] = useState(false);
  const play = () => {
    if (starting) return;
    setStarting(true);
    void startGame(store).finally(() => setStarting(false));
  };
  return (
    <div className="group">
      <button
        type="button"
        className={playing ? 'on' : 'play'}
        aria-pressed={playing}
        aria-busy={starting && !playing}
        aria-disabled={starting && !playing}
        disabled={atNet}
        // Leave asks first (LeaveConfirm): the second click of a double click on Play leaves nothing.
        onClick={() => (playing ? store.getState().askLeave(true) : play())}
        title={
          atNet
            ? 'At a network table the host starts and ends the game (the network panel)'
            : playing
              ? 'Leave the game (asks first): it is kept under Recent games'
              : starting
                ? 'Fetching the rules: the game begins when they come'
                : 'Play a game on this table: two players at one screen'
        }
      >
        {playing ? 'Leave game' : starting ? 'Starting…' : 'Play'}
      </button>
    </div>
  );
}
