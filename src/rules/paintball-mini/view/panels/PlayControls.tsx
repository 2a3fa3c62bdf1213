import type { GameState } from '../../engine';
import { useTable, useTableStore } from '../state/store';
import { FigureActions } from '../play/FigureActions';
import { DecisionPrompt } from './DecisionPrompt';
import { RefereeCard } from './RefereeCard';
import { teamWord } from './teamWord';
import { useOtherScreen } from '../../../../ui/play/useOtherScreen';
import { AutomaticSeatList } from '../../../../ui/play/AutomaticSeatList';
import { seatToAct } from '../../system';

/** The sides as the seat list names them: their words say which without the colour. */
const SIDES = [
  { id: 'red', name: teamWord('red') },
  { id: 'blue', name: teamWord('blue') },
] as const;

/**
 * What a player may do now in a game not over: the referee's card when open, the question that
 * waits, the command dice to roll, or the selected figure's actions and ending the activation or
 * turn; while the app plays the side to act, only that it does. Last, which sides the app plays.
 */
export default function PlayControls({ game }: { game: GameState }) {
  const store = useTableStore();
  const selectedId = useTable((s) => s.selectedId);
  const refereeing = useTable((s) => s.referee !== null);
  const automatic = useTable((s) => s.automatic);
  const toAct = seatToAct(game);
  // The app's automatic player (src/ui/play/AutomaticSeats.tsx) takes this side's turn.
  const auto = toAct !== null && automatic.includes(toAct);
  const selected = game.table.figures.find((f) => f.id === selectedId);
  const mine =
    !auto && selected !== undefined && selected.team === game.active && selected.role === 'paintballer';
  // At a network table the side to act plays on its own screen: this one waits.
  const elsewhere = useOtherScreen();
  return (
    <>
      {refereeing && game.pending === null && <RefereeCard game={game} />}
      {auto ? (
        <p className="muted" data-testid="automatic-turn">
          {teamWord(toAct)} is played by the app…
        </p>
      ) : game.pending !== null ? (
        <DecisionPrompt game={game} decision={game.pending} />
      ) : game.phase === 'command' ? (
        <button
          type="button"
          className="primary big"
          onClick={() => store.getState().act({ type: 'rollCommand' })}
        >
          Roll the command dice
        </button>
      ) : (
        <>
          {mine ? (
            <FigureActions game={game} figureId={selected.id} />
          ) : (
            <p className="muted" data-testid="play-hint">
              {elsewhere ?? `${teamWord(game.active)}: click one of your figures to act with it.`}
            </p>
          )}
          <div className="row">
            <button
              type="button"
              disabled={game.current === null || elsewhere !== null}
              onClick={() => store.getState().act({ type: 'endActivation' })}
            >
              End activation
            </button>
            <button
              type="button"
              disabled={elsewhere !== null}
              onClick={() => store.getState().act({ type: 'endTurn' })}
              title={
                elsewhere ??
                `${teamWord(game.active)} has finished: over to the other side, or to the next turn`
              }
            >
              End {teamWord(game.active)}'s turn
            </button>
          </div>
        </>
      )}
      <AutomaticSeatList seats={SIDES} />
    </>
  );
}
