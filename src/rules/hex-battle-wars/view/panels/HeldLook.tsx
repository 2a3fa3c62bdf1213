import type { BattleState } from '../../engine';
import { useReveal } from '../state/reveal';

/**
 * HB-HIDDEN on one screen: the invisible player holds the button to see which tile is real (the
 * others look away); a card over the table says so while it is held, and letting go hides it again.
 */
export function HeldLook({ game, seat }: { game: BattleState; seat: string }) {
  const showing = useReveal((s) => s.seat === seat);
  const show = useReveal((s) => s.show);
  const me = game.characters.find((c) => c.seat === seat);
  if (me === undefined || !me.invisible) return null;
  const hide = () => show(null);
  return (
    <>
      <button
        type="button"
        className={showing ? 'on' : ''}
        aria-pressed={showing}
        onPointerDown={() => show(seat)}
        onPointerUp={hide}
        onPointerLeave={hide}
        onKeyDown={(e) => e.key === ' ' && show(seat)}
        onKeyUp={hide}
        onBlur={hide}
        title={`Hold to see which of ${me.name}'s tiles is real: the others look away`}
      >
        Look at my real tile (hold)
      </button>
      {showing && (
        <div className="held-look" role="status" data-testid="held-look">
          Others look away: only {me.name} looks. The lit tile is the real one.
        </div>
      )}
    </>
  );
}
