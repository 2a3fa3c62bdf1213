import { ReportButton } from '../report/ReportButton';
import { useEffect, useRef, useState } from 'react';
import { useTable, useTableStore } from '../../state/useTable';
import { shareReplay } from '../replayLink';
import { UNKNOWN_SEED } from '../../state/play/netGame';
import { useFocusTrap } from '../useFocusTrap';

/**
 * The end of a game: who won and how, a new game or a rematch, and a replay of every step. As the
 * game ends the card takes the keys (its first choice has the focus, Tab goes round its buttons);
 * it does not close, so Esc lets the keys go, back to what had them, for the rest of the page.
 */
export function GameOver() {
  const store = useTableStore();
  const replayAt = useTable((s) => s.replayAt);
  const full = useTable((s) => s.play?.actions.length ?? 0);
  // The result of the game itself, not of the step the replay shows, in its rules' words.
  // (Each read is a plain value: a selector that builds an object is never the same twice.)
  const rules = useTable((s) => s.rules);
  const game = useTable((s) => s.play?.game ?? null);
  const seats = useTable((s) => s.play?.initial.seats);
  const progress = game === null || rules === null ? null : rules.progress(game);
  const winner = progress?.winner ?? null;
  const at = replayAt ?? full;
  const finished = progress?.over === true;
  // The game whose end let the keys go (Esc): a rematch's end takes them again.
  const [letGo, setLetGo] = useState<object | null>(null);
  const card = useRef<HTMLElement>(null);
  const rematch = useRef<HTMLButtonElement>(null);
  const holds = finished && letGo !== game;
  useFocusTrap(card, holds, { focusFirst: true });
  // The first choice is a rematch where there is one, not the replay's first step.
  useEffect(() => {
    if (holds) rematch.current?.focus();
  }, [holds]);
  const [playing, setPlaying] = useState(false);
  // At a network table the host starts the next game, and the replay waits for the seed, revealed at the end.
  const netTable = useTable((s) => s.net !== null);
  const seeded = useTable((s) => s.play?.seed !== UNKNOWN_SEED);
  // Play through: one step every 0.8 s; it stops by itself at the end.
  const running = playing && at < full;
  useEffect(() => {
    if (!running) return;
    const t = setTimeout(() => store.getState().replayTo(at + 1), 800);
    return () => clearTimeout(t);
  }, [running, at, store]);
  return (
    <section
      ref={card}
      className="game-over"
      data-testid="game-over"
      aria-label={finished ? 'Game over' : undefined}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !finished || letGo === game) return;
        e.stopPropagation();
        setLetGo(game);
      }}
    >
      {finished && (
        <h3 data-testid="winner">
          {winner === 'draw'
            ? 'A draw.'
            : winner === null
              ? 'The game goes on.'
              : `${seats?.find((seat) => seat.id === winner)?.name ?? winner} wins!`}
        </h3>
      )}
      {seeded && (
        <div className="replay" aria-label="Replay">
          <button
            type="button"
            onClick={() => store.getState().replayTo(0)}
            disabled={at === 0}
            aria-label="First step"
          >
            «
          </button>
          <button
            type="button"
            onClick={() => store.getState().replayTo(at - 1)}
            disabled={at === 0}
            aria-label="Step back"
          >
            ◀
          </button>
          <span data-testid="replay-step">
            step {at} of {full}
          </span>
          <button
            type="button"
            onClick={() =>
              running ? setPlaying(false) : (setPlaying(true), at >= full && store.getState().replayTo(0))
            }
            aria-label={running ? 'Pause' : 'Play through'}
          >
            {running ? '❚❚' : '▶▶'}
          </button>
          <button
            type="button"
            onClick={() => store.getState().replayTo(at + 1)}
            disabled={at >= full}
            aria-label="Step forward"
          >
            ▶
          </button>
          {/* To the last step, still a replay: playing on is Resume's choice, never the end of the tape's. */}
          <button
            type="button"
            onClick={() => store.getState().replayTo(full)}
            disabled={at >= full}
            aria-label="Last step"
          >
            »
          </button>
        </div>
      )}
      {replayAt !== null && !finished && (
        <div className="row">
          <button
            type="button"
            className="primary"
            onClick={() => {
              setPlaying(false);
              store.getState().replayTo(null);
            }}
            title="Leave the replay and play this game on from where it stands"
          >
            Resume this game
          </button>
        </div>
      )}
      {finished && !netTable && (
        <div className="row">
          <button
            type="button"
            ref={rematch}
            className="primary"
            onClick={() => store.getState().beginGame(Math.floor(Math.random() * 1e9))}
            title="The same table, fresh dice"
          >
            Rematch
          </button>
          <button
            type="button"
            onClick={() => store.getState().leaveGame()}
            title="Back to the table: pick or build another, then Play"
          >
            New game
          </button>
          <button
            type="button"
            onClick={() => void shareReplay(store)}
            title="A link that opens this game as a replay, step by step"
          >
            Share replay link
          </button>
          <ReportButton over />
        </div>
      )}
    </section>
  );
}
