import { useEffect, useRef } from 'react';
import { useTable, useTableStore } from '../../state/useTable';
import { useFocusTrap } from '../useFocusTrap';
import { ModalCard } from '../ModalCard';

/**
 * Leave asks first. The card sits in the middle of the table, away from the toolbar, so the second
 * click of a double click on Play cannot land on its Leave; Keep playing has the focus and Esc
 * (or a click beside the card) keeps playing. A left game goes on the recent list (RecentGames.tsx).
 */
export function LeaveConfirm() {
  const store = useTableStore();
  const leaving = useTable((s) => s.leaving);
  const over = useTable((s) => s.play !== null && s.rules?.progress(s.play.game).over === true);
  const stay = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, leaving);
  useEffect(() => {
    if (leaving) stay.current?.focus();
  }, [leaving]);
  if (!leaving) return null;
  return (
    <ModalCard
      card={card}
      role="alertdialog"
      labelledBy="leave-title"
      testId="leave-confirm"
      close={() => store.getState().askLeave(false)}
    >
      <h3 id="leave-title">Leave this game?</h3>
      <p className="muted">
        {over ? 'It is kept' : 'It is kept where it stands'} in this browser: <b>Recent games</b> on the
        toolbar resumes it or replays it.
      </p>
      <div className="row">
        <button type="button" ref={stay} className="primary" onClick={() => store.getState().askLeave(false)}>
          Keep playing
        </button>
        <button type="button" onClick={() => store.getState().leaveGame()}>
          Leave game
        </button>
      </div>
    </ModalCard>
  );
}
