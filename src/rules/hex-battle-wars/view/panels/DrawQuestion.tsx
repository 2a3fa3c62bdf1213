import { useEffect, useRef } from 'react';
import { useOtherScreen } from '../../../../ui/play/useOtherScreen';
import { useFocusTrap } from '../../../../ui/useFocusTrap';
import type { BattleState } from '../../engine';
import { useTableStore } from '../state/store';

/**
 * An offer of a draw, put to the seat asked (HB-DRAW): at one screen a card for that player, who
 * agrees or plays on. Play on has the focus and Esc plays on too, so a stray key never ends the
 * game; a key meant for the handover card or the Leave card is left to it. At a network table the player asked
 * answers on their own screen.
 */
export function DrawQuestion({ game }: { game: BattleState }) {
  const store = useTableStore();
  const offer = game.draw!;
  const asked = offer.waiting[0]!;
  const name = (seat: string) => game.seats.find((s) => s.id === seat)?.name ?? seat;
  const playOn = useRef<HTMLButtonElement>(null);
  const elsewhere = useOtherScreen();
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, elsewhere === null);
  useEffect(() => {
    if (elsewhere !== null) return;
    playOn.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || (e.target instanceof Element && e.target.closest('.handover') !== null))
        return;
      // The Leave card over it takes that Esc: it keeps playing, and the question stays.
      if (store.getState().leaving) return;
      // Heard before the table's own Esc, which would also let go of what is picked.
      e.stopPropagation();
      e.preventDefault();
      store.getState().act({ type: 'answerDraw', accept: false });
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [asked, elsewhere, store]);
  const answer = (accept: boolean) => store.getState().act({ type: 'answerDraw', accept });
  const next = offer.waiting.slice(1).map(name);
  return (
    <div
      ref={card}
      className="decision draw-question"
      role="alertdialog"
      aria-labelledby="draw-title"
      data-testid="draw-question"
    >
      <p id="draw-title">
        <strong>
          {name(offer.by)} offers a draw. {name(asked)}, do you agree?
        </strong>
      </p>
      <p className="muted">
        The game ends with no winner only if every player still standing agrees
        {next.length > 0 ? `; ${next.join(' and ')} will be asked next` : ''}. Esc plays on.
      </p>
      {elsewhere !== null && <p className="muted">{elsewhere}</p>}
      <div className="offers">
        <button
          type="button"
          ref={playOn}
          disabled={elsewhere !== null}
          title={elsewhere ?? undefined}
          onClick={() => answer(false)}
        >
          Play on
        </button>
        <button
          type="button"
          disabled={elsewhere !== null}
          title={elsewhere ?? undefined}
          onClick={() => answer(true)}
        >
          Agree to a draw
        </button>
      </div>
    </div>
  );
}
