import type { GameState } from '../../rules/paintball-mini/engine';
import { actionOfLine } from '../../game/playedGame';
import { useShownGame } from '../../state/shownTable';
import { useTable, useTableStore } from '../../state/useTable';
import { ActionBar } from './ActionBar';
import { DecisionPrompt } from '../../rules/paintball-mini/view/panels/DecisionPrompt';
import { DiceLog } from './DiceLog';
import { GameOver } from './GameOver';
import { LastRoll } from './LastRoll';
import { RefereeCard } from '../../rules/paintball-mini/view/panels/RefereeCard';
import { shareReplay } from '../replayLink';

const teamWord = (t: string | null) => (t === 'red' ? 'Red' : t === 'blue' ? 'Blue' : '—');

function TurnHeader({ game }: { game: GameState }) {
  const { command, order, allowance, active } = game;
  return (
    <div className="turn" data-testid="turn">
      <h2>
        Turn {game.turn}
        {/* A question waits for its player, who may not be the side to act: say who must answer. */}
        {game.pending !== null ? (
          <span className={`to-act ${game.pending.player}`}>
            {' '}
            · {teamWord(game.pending.player)} to answer
          </span>
        ) : (
          game.phase === 'play' &&
          active !== null && <span className={`to-act ${active}`}> · {teamWord(active)} to act</span>
        )}
      </h2>
      {command !== null && order !== null && (
        <p data-testid="command-dice">
          Command dice: <span className="die red">{command.red}</span>{' '}
          <span className="die blue">{command.blue}</span> · {teamWord(order[0] ?? null)} first.{' '}
          {game.phase === 'over'
            ? ''
            : allowance.red === null
              ? 'Every figure may act this turn.'
              : `Red may still activate ${allowance.red}, Blue ${allowance.blue}.`}
        </p>
      )}
      {game.out.length > 0 && (
        <p className="out" data-testid="out-of-game">
          Out of the game:{' '}
          {game.out.map((f, i) => (
            <span key={f.id} className={`who ${f.team}`}>
              {i > 0 ? ', ' : ''}
              {f.name}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** Playing at the table: the turn, the command dice, the selected figure's actions, decisions, dice and log. */
export default function PlayPanel() {
  const store = useTableStore();
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const replaying = useTable((s) => s.replayAt !== null);
  const canUndo = useTable((s) => s.playHistory.undo.length > 0);
  const canRedo = useTable((s) => s.playHistory.redo.length > 0);
  const refereeing = useTable((s) => s.referee !== null);
  // Once the game is over, Game over offers the replay link.
  const over = useTable((s) => s.play?.game.phase === 'over');
  if (played === null) return null;
  const { game } = played;
  const selected = game.table.figures.find((f) => f.id === selectedId);
  const mine = selected !== undefined && selected.team === game.active && selected.role === 'paintballer';
  return (
    <aside className="play-panel" data-testid="play-panel" aria-label="Game" data-covers="left">
      <header>
        <TurnHeader game={game} />
        <div className="row">
          <button
            type="button"
            disabled={!canUndo || replaying}
            onClick={() => store.getState().undoPlay()}
            title="Undo within this activation, back to the last die (Ctrl+Z)"
          >
            Undo
          </button>
          <button
            type="button"
            disabled={!canRedo || replaying}
            onClick={() => store.getState().redoPlay()}
            title="Redo (Ctrl+Shift+Z)"
          >
            Redo
          </button>
          {!canUndo && !replaying && game.pending === null && played.actions.length > 0 && (
            <button
              type="button"
              onClick={() => store.getState().takeBackPlay()}
              title="Take back the last action, dice and all: “Referee: took back …” is written in the log for both players"
            >
              Undo with a referee's note
            </button>
          )}
          <button
            type="button"
            aria-pressed={refereeing}
            disabled={replaying || game.phase === 'over' || game.pending !== null}
            onClick={() => store.getState().setReferee(refereeing ? null : { picking: false, at: null })}
            title={
              game.pending !== null
                ? 'The referee waits for the question to be answered'
                : 'Correct the table (move a piece, set a status, bring a figure back): logged for both players'
            }
          >
            Referee
          </button>
          {!over && (
            <button
              type="button"
              disabled={played.actions.length === 0}
              onClick={() => void shareReplay(store)}
              title="A link that opens this game as a replay, step by step"
            >
              Share replay link
            </button>
          )}
          <button
            type="button"
            onClick={() => store.getState().askLeave(true)}
            title="Leave the game (asks first): it is kept under Recent games"
          >
            Leave
          </button>
        </div>
      </header>
      {/* The controls give up room before the log does: they scroll inside their own box. */}
      <div className="play-controls">
        {refereeing && !replaying && game.phase !== 'over' && game.pending === null && (
          <RefereeCard game={game} />
        )}
        {game.phase === 'over' || replaying ? (
          <GameOver />
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
              <ActionBar game={game} figureId={selected.id} />
            ) : (
              <p className="muted" data-testid="play-hint">
                {teamWord(game.active)}: click one of your figures to act with it.
              </p>
            )}
            <div className="row">
              <button
                type="button"
                disabled={game.current === null}
                onClick={() => store.getState().act({ type: 'endActivation' })}
              >
                End activation
              </button>
              <button
                type="button"
                onClick={() => store.getState().act({ type: 'endTurn' })}
                title={`${teamWord(game.active)} has finished: over to the other side, or to the next turn`}
              >
                End {teamWord(game.active)}'s turn
              </button>
            </div>
          </>
        )}
      </div>
      <LastRoll entries={played.lastEvents} />
      <DiceLog
        log={game.log}
        names={new Map([...game.table.figures, ...game.out].map((f) => [f.id, f.name]))}
        actionOf={(i) => actionOfLine(played, i)}
      />
    </aside>
  );
}
