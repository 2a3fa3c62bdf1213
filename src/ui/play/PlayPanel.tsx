import { Suspense } from 'react';
import type { LogEntry } from '../../game/log';
import { actionOfLine } from '../../game/playedGame';
import { useShownGame } from '../../state/shownTable';
import { useTable, useTableStore } from '../../state/useTable';
import { AutomaticSeats } from './AutomaticSeats';
import { DiceLog } from './DiceLog';
import { GameOver } from './GameOver';
import { LastRoll } from './LastRoll';
import { shareReplay } from '../replayLink';
import { ReportButton } from '../report/ReportButton';
import { useSystemView } from '../../scene/systemView';
import { PartLoading } from '../../scene/PartLoading';

/**
 * Playing at the table: the game's header and controls (its system's: the turn, what a player may
 * do now), the buttons every game has (undo, the referee, a replay link, leaving), the dice and the log.
 */
export default function PlayPanel() {
  const store = useTableStore();
  const { play } = useSystemView();
  const played = useShownGame();
  const replaying = useTable((s) => s.replayAt !== null);
  const canUndo = useTable((s) => s.playHistory.undo.length > 0);
  const canRedo = useTable((s) => s.playHistory.redo.length > 0);
  const refereeing = useTable((s) => s.referee !== null);
  // Only a system with a referee's take-back (PaintBall Mini's EN-REFEREE) has the referee's buttons.
  const refereed = useTable((s) => s.rules?.takeBackAction !== undefined);
  // Once the game is over, Game over offers the replay link.
  const over = useTable((s) => s.play !== null && play.moment(s.play.game) === 'over');
  const rules = useTable((s) => s.rules);
  // At a network table the server keeps the game: what it took stays taken, and the table is left from its panel.
  const netTable = useTable((s) => s.net !== null);
  if (played === null) return null;
  const { game } = played;
  // One screen for every seat: the log shows what all may know (no seat's secret).
  const shown = (log: readonly LogEntry[]) => rules?.publicLog?.(game, log) ?? log;
  const moment = play.moment(game);
  return (
    <aside className="play-panel" data-testid="play-panel" aria-label="Game" data-covers="left">
      <AutomaticSeats />
      <header>
        <Suspense fallback={<PartLoading />}>
          <play.Header game={game} />
        </Suspense>
        {!netTable && (
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
            {refereed && !canUndo && !replaying && moment !== 'question' && played.actions.length > 0 && (
              <button
                type="button"
                onClick={() => store.getState().takeBackPlay()}
                title="Take back the last action, dice and all: “Referee: took back …” is written in the log for both players"
              >
                Undo with a referee's note
              </button>
            )}
            {refereed && (
              <button
                type="button"
                aria-pressed={refereeing}
                disabled={replaying || moment !== 'play'}
                onClick={() => store.getState().setReferee(refereeing ? null : { picking: false, at: null })}
                title={
                  moment === 'question'
                    ? 'The referee waits for the question to be answered'
                    : 'Correct the table (move a piece, set a status, bring a figure back): logged for both players'
                }
              >
                Referee
              </button>
            )}
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
            {!over && <ReportButton over={false} />}
            <button
              type="button"
              onClick={() => store.getState().askLeave(true)}
              title="Leave the game (asks first): it is kept under Recent games"
            >
              Leave
            </button>
          </div>
        )}
      </header>
      {/* The controls give up room before the log does: they scroll inside their own box. The end of
          a game and a replay's steps are short and always whole: their buttons are never cut off; a
          system's controls that are too tall for a box (controlsFlow) are whole in the panel's scroll. */}
      <div
        className={
          moment === 'over' || replaying || play.controlsFlow === true
            ? 'play-controls whole'
            : 'play-controls'
        }
      >
        {moment === 'over' || replaying ? (
          <GameOver />
        ) : (
          // The system's controls may still be loading: wait here, not by hiding the whole panel.
          <Suspense fallback={<PartLoading />}>
            <play.Controls game={game} />
          </Suspense>
        )}
      </div>
      <LastRoll entries={shown(played.lastEvents)} />
      <DiceLog
        log={shown(game.log)}
        names={play.names(game)}
        aimOf={(i) => play.lineAim(actionOfLine(played, i))}
      />
    </aside>
  );
}
