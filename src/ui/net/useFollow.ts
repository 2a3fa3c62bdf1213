import { useEffect } from 'react';
import type { TableSession } from '../../net/client';
import type { SessionView } from '../../net/sessionView';
import type { NetSeat } from '../../state/play/netGame';
import type { TableStore } from '../../state/tableStore';

// The table plays through the session: once the server has answered the join, the table shows the
// server's set-up (a game of this screen's is put away under Recent games first), its actions go to
// the server as intents and the game shown is the one the server sends. Leaving the network table
// puts the table back at one screen.

/** The seat the session plays and how it sends, as the play slice asks for them. */
const seatOf = (session: TableSession): NetSeat => ({
  get seat() {
    return session.current.seat;
  },
  send: (action) => session.act(action),
});

/** Opens the network table's set-up on this table, unless it is the one here already. */
function openTable(store: TableStore, setup: unknown): void {
  const s = store.getState();
  if (s.play !== null) s.leaveGame();
  s.setEditing(false); // the server keeps the set-up from here on
  if (JSON.stringify(s.setup) === JSON.stringify(setup)) return;
  s.openSetupText(JSON.stringify(setup), 'the network table');
  // Another table than the one here: framed whole, wherever the camera had been moved to.
  s.view('three-quarter');
}

/** Plays `store`'s table through `session` until the call it returns stops it (the table is then at one screen again). */
export function followSession(store: TableStore, session: TableSession): () => void {
  let joined = false;
  let stopped = false;
  const follow = (view: SessionView) => {
    if (stopped || view.setup === null) return;
    if (!joined) {
      joined = true;
      openTable(store, view.setup);
      void store
        .getState()
        .loadRules()
        .then(
          () => {
            if (stopped) return;
            store.getState().joinNet(seatOf(session));
            follow(session.current);
          },
          (e: unknown) =>
            store.getState().notify('error', `The network table's rules did not load: ${String(e)}`),
        );
      return;
    }
    if (store.getState().net === null) return; // the rules are still on their way
    const status = view.table?.status;
    store.getState().followNet({
      ...view,
      revealed: view.table?.seed?.seed ?? null,
      held: status === 'paused' || status === 'over' ? status : null,
    });
  };
  const stop = session.subscribe(follow);
  follow(session.current);
  return () => {
    stopped = true;
    stop();
    if (store.getState().net !== null) store.getState().joinNet(null);
  };
}

/** The table plays through `session` while the component is on screen. */
export function useFollow(store: TableStore, session: TableSession): void {
  useEffect(() => followSession(store, session), [store, session]);
}
