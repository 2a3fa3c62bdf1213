import { useEffect, useRef, useState } from 'react';
import { useShownGame } from '../../state/shownTable';
import { useTable, useTableStore } from '../../state/useTable';
import { handoverOn, setHandoverOn } from './handover';
import { useSystemView } from '../../scene/systemView';
import { seatEnd } from '../../scene/views';

/**
 * The hot-seat handover: when the seat that must act changes, the camera turns to that seat's end
 * and a card waits for that player's click before the table takes input again.
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
  // The seat whose player last said they are at the screen; a card waits until the seat to act is theirs.
  const [seen, setSeen] = useState<string | null>(null);
  const [on, setOn] = useState(handoverOn);
  const waiting = on && seat !== null && seat !== seen ? seat : null;
  const button = useRef<HTMLButtonElement>(null);
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
        <button ref={button} type="button" className="primary big" onClick={() => setSeen(waiting)}>
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
