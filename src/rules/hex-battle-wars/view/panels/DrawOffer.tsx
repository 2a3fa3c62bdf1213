import { useOtherScreen } from '../../../../ui/play/useOtherScreen';
import type { BattleState } from '../../engine';
import { drawOffered, offeredThisTurn, quietRounds } from '../../engine/draw';
import { useTableStore } from '../state/store';

/**
 * The app's offer of a draw (HB-DRAW), once 20 full rounds have passed with no damage taken and no
 * tile revealed: the seat to act may put it to the others. Shown once a turn; a declined offer says so.
 */
export function DrawOffer({ game }: { game: BattleState }) {
  const store = useTableStore();
  const elsewhere = useOtherScreen();
  if (!drawOffered(game)) return null;
  const me = game.characters[game.active]!;
  if (offeredThisTurn(game)) {
    return game.draw!.answer === 'declined' ? (
      <p className="muted" data-testid="draw-declined">
        The offer of a draw was declined: the game goes on.
      </p>
    ) : null;
  }
  return (
    <div className="draw-offer" data-testid="draw-offer">
      <p className="muted">
        {quietRounds(game)} rounds have passed with no damage taken and no tile revealed. The game ends as a
        draw if every player still standing agrees.
      </p>
      <button
        type="button"
        disabled={elsewhere !== null}
        title={elsewhere ?? `${me.name} asks the others to agree to a draw`}
        onClick={() => store.getState().act({ type: 'offerDraw' })}
      >
        Offer a draw
      </button>
    </div>
  );
}
