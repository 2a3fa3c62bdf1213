import { useEffect, useRef, useState } from 'react';
import { useShownGame } from '../../state/shownTable';
import { useTable, useTableStore } from '../../state/useTable';
import { handoverOn, handoverTo, keepAtScreen, keptAtScreen, setHandoverOn } from './handover';
import { useSystemView } from '../../scene/systemView';
import { seatEnd } from '../../scene/views';
import { useFocusTrap } from '../useFocusTrap';

/**
 * The hot-seat handover: when the person at the screen must change (handover.ts), the camera turns
 * to the seat's end and a card waits for that player's click before the table takes input again.
 */
export function Handover() {
  const store = useTableStore();
  const played = useShownGame();
  const replaying = useTable((s) => s.replayAt !== null);
  const rules = useTable((s) => s.rules);
  const { play } = useSystemView();
  const automatic = useTable((s) => s.automatic);
  // At a network table each player has a screen of their own: no one is handed this one.
  const netTable = useTable((s) => s.net !== null);
  const toAct =
    played === null || replaying || rules === null || netTable ? null : rules.seatToAct(played.game);
  // The app plays its own seats: no one is handed the screen for them.
  const seat = toAct !== null && automatic.includes(toAct) ? null : toAct;
  const chooses = played === null || rules?.seatChooses?.(played.game) !== false;
  // The game, as the tab remembers who is at its screen over a reload.
  const game =
    played === null || rules === null
      ? null
      : `${rules.id}|${String(played.seed)}|${(played.initial as { name?: string }).name ?? ''}`;
  // The seat whose player last said they are here, in this game.
  const [said, setSaid] = useState<{ game: string; seat: string } | null>(null);
  const atScreen = game === null ? null : said?.game === game ? said.seat : keptAtScreen(game);
  const [on, setOn] = useState(handoverOn);
  const waiting = on ? handoverTo(seat, chooses, atScreen) : null;
  const button = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, waiting !== null && played !== null && rules !== null);
  useEffect(() => {
    if (waiting === null) return;
    store.getState().view(seatEnd(waiting));
    button.current?.focus();
  }, [waiting, store]);

  if (waiting === null || played === null || rules === null) return null;
  const asked = play.moment(played.game) === 'question';
  const name = played.initial.seats.find((s) => s.id === waiting)?.name ?? waiting;
  const turn = rules.progress(played.game).turn;
  return (
    <div
      ref={card}
      className="handover"
      role="dialog"
      aria-modal="true"
      aria-label={`${name} to play`}
      data-testid="handover"
    >
      <div className={`handover-card ${waiting}`}>
        <h2>
          {name} to {asked ? 'answer' : 'play'}
        </h2>
        <p>
          Turn {turn}. {asked ? `A question for ${name}: ` : ''}Pass the screen to {name}; the view turns to{' '}
          {name}'s end.
        </p>
        <button
          ref={button}
          type="button"
          className="primary big"
          onClick={() => {
            if (game === null) return;
            setSaid({ game, seat: waiting });
            keepAtScreen(game, waiting);
          }}
        >
          {name} is here
        </button>
        <label className="muted">
          <input
            type="checkbox"
            checked={on}
            onChange={(e) => {
              setOn(e.target.checked);
              setHandoverOn(e.target.checked);
            }}
          />
          Hand over at each change of seat
        </label>
      </div>
    </div>
  );
}
