import { useEffect } from 'react';
import { useTable, useTableStore } from '../../state/useTable';
import { automaticPace, PAUSE_MS } from './automaticPace';

/**
 * The app's automatic player: whenever the seat to act is one the app plays, it takes that seat's
 * next action (the rules' autoPlay, from what the seat may know) after a short pause (its pace), and
 * a step no seat is asked for (the command dice) too. It stops during a replay, at the end, and as
 * soon as the seat is handed back to a person.
 */
const NONE: readonly string[] = [];

export function AutomaticSeats() {
  const store = useTableStore();
  const rules = useTable((s) => s.rules);
  const game = useTable((s) => (s.replayAt === null ? (s.play?.game ?? null) : null));
  // At a network table the server's automatic player plays a seat the host hands it.
  const automatic = useTable((s) => (s.net === null ? s.automatic : NONE));
  // A step no seat is asked for (PaintBall's command dice) is the app's to take when it plays a
  // seat, as the table server's automatic player does (server/table.ts, autoTurn).
  const seat =
    game === null || rules === null || rules.progress(game).over
      ? null
      : (rules.seatToAct(game) ?? automatic[0] ?? null);
  const plays = seat !== null && automatic.includes(seat) && rules?.autoPlay !== undefined;
  useEffect(() => {
    if (!plays || game === null || seat === null || rules?.autoPlay === undefined) return;
    const next = rules.autoPlay(game, seat);
    const t = setTimeout(() => store.getState().act(next, 'app'), PAUSE_MS[automaticPace()]);
    return () => clearTimeout(t);
  }, [plays, game, seat, rules, store]);
  return null;
}
