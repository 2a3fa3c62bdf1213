import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RecentGame } from '../state/play/recentGames';
import { forgetGame, recentGames } from '../state/play/recentGames';
import type { TableStore } from '../state/tableStore';
import { useTable, useTableStore } from '../state/useTable';
import { useFocusTrap } from './useFocusTrap';
import { ModalCard } from './ModalCard';

const BattleReport = lazy(() => import('./report/BattleReport'));

/** Brings a recent game back: where it stood (resume), or from its first step (replay). */
async function bringBack(
  store: TableStore,
  list: readonly RecentGame[],
  index: number,
  how: 'resume' | 'replay',
) {
  const entry = list[index];
  if (entry === undefined) return;
  const [{ readSavedGame }, rules] = await Promise.all([
    import('../state/play/savedGame'),
    store.getState().loadRules(),
  ]);
  const back = readSavedGame(entry.game, rules);
  const s = store.getState();
  if (!back.ok) {
    s.notify(
      'error',
      `“${entry.name.slice(0, 60)}” could not be brought back (${back.reason}); it stays on the list.`,
    );
    return;
  }
  s.setEditing(false);
  s.select(null);
  // Resumed, it is the game in play again (kept as such); leaving puts it back on top of the list.
  if (how === 'resume') forgetGame(localStorage, index);
  s.resumeGame(back.played, how === 'resume' ? back.history : undefined);
  if (how === 'replay') s.replayTo(0);
}

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** The toolbar's Recent games: the last games left, newest first, each resumable or replayable. */
export function RecentGames() {
  const store = useTableStore();
  const playing = useTable((s) => s.play !== null);
  const [list, setList] = useState<RecentGame[] | null>(null);
  // A finished game's battle report, read from its record as kept (a tampered one is refused).
  const [reported, setReported] = useState<RecentGame | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, list !== null && !playing);
  useEffect(() => {
    if (list !== null) first.current?.focus();
  }, [list]);
  if (playing) return null;
  const close = () => setList(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setList(recentGames(localStorage))}
        title="Games left or finished in this browser: resume one, or replay it"
      >
        Recent games
      </button>
      {list !== null && (
        <ModalCard card={card} role="dialog" label="Recent games" testId="recent-games" close={close}>
          <h3>Recent games</h3>
          {list.length === 0 ? (
            <p className="muted">No game has been left yet: a game you leave or finish is kept here.</p>
          ) : (
            <ol className="recent-games">
              {list.map((g, i) => (
                <li key={g.left + i}>
                  <span className="what">
                    <span>{g.name}</span>
                    <span className="when">
                      {g.over ? 'finished' : `turn ${g.turn}`} · {when(g.left)}
                    </span>
                  </span>
                  {!g.over && (
                    <button
                      type="button"
                      className="primary"
                      ref={i === 0 ? first : undefined}
                      onClick={() => (close(), void bringBack(store, list, i, 'resume'))}
                    >
                      Resume
                    </button>
                  )}
                  <button
                    type="button"
                    ref={i === 0 && g.over ? first : undefined}
                    onClick={() => (close(), void bringBack(store, list, i, 'replay'))}
                  >
                    Replay
                  </button>
                  {g.over && (
                    <button
                      type="button"
                      onClick={() => (close(), setReported(g))}
                      title="Every roll of the game against the odds before it, and each side's luck"
                    >
                      Report
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
          <div className="row">
            <button type="button" ref={list.length === 0 ? first : undefined} onClick={close}>
              Close
            </button>
          </div>
        </ModalCard>
      )}
      {reported !== null && (
        <Suspense fallback={null}>
          <BattleReport record={reported.game} close={() => setReported(null)} />
        </Suspense>
      )}
    </>
  );
}
