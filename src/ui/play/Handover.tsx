import { useEffect, useRef, useState } from 'react';
import { useShownGame } from '../../state/shownTable';
import { useTable, useTableStore } from '../../state/useTable';
import type { Side } from './handover';
import { handoverOn, setHandoverOn, sideOf } from './handover';
import { useSystemView } from '../../scene/systemView';

const WORD: Readonly<Record<Side, string>> = { red: 'Red', blue: 'Blue' };

/**
 * The hot-seat handover: when the side that must act changes, the camera turns to that side's end
 * and a card waits for that player's click before the table takes input again.
 */
export function Handover() {
  const store = useTableStore();
  const played = useShownGame();
  const replaying = useTable((s) => s.replayAt !== null);
  const { play } = useSystemView();
  const side = played === null || replaying ? null : sideOf(play.seatToAct(played.game));
  // The side whose player last said they are at the screen; a card waits until the side to act is theirs.
  const [seen, setSeen] = useState<Side | null>(null);
  const [on, setOn] = useState(handoverOn);
  const waiting = on && side !== null && side !== seen ? side : null;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (waiting === null) return;
    store.getState().view(waiting === 'red' ? 'red-end' : 'blue-end');
    button.current?.focus();
  }, [waiting, store]);

  if (waiting === null || played === null) return null;
  const asked = play.moment(played.game) === 'question';
  return (
    <div
      className="handover"
      role="dialog"
      aria-modal="true"
      aria-label={`${WORD[waiting]} to play`}
      data-testid="handover"
    >
      <div className={`handover-card ${waiting}`}>
        <h2>
          {WORD[waiting]} to {asked ? 'answer' : 'play'}
        </h2>
        <p>
          Turn {played.game.turn}. {asked ? `A question for ${WORD[waiting]}: ` : ''}Pass the screen to{' '}
          {WORD[waiting]}; the view turns to {WORD[waiting]}'s end.
        </p>
        <button ref={button} type="button" className="primary big" onClick={() => setSeen(waiting)}>
          {WORD[waiting]} is here
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
          Hand over at each change of side
        </label>
      </div>
    </div>
  );
}
