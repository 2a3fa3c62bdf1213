import { useEffect, useRef } from 'react';
import type { Action, LogEntry } from '../../engine';
import { useTableStore } from '../../state/useTable';

/** What a click on a log line shows: the shot's shooter and target (its line), else the figure. */
function involved(entry: LogEntry, action: Action | undefined): { figureId: string; targetId: string | null } | null {
  if (action?.type === 'shoot') return { figureId: action.figureId, targetId: action.shots[0]?.targetId ?? null };
  if (action?.type === 'suppress') return { figureId: action.figureId, targetId: action.targetId };
  return entry.figureId === undefined ? null : { figureId: entry.figureId, targetId: null };
}

/** A figure's lines start under its name; a line about no figure (whose turn it is) is set apart from the figure above it. */
function groupClass(entry: LogEntry, before: LogEntry | undefined): string {
  if (startsFigure(entry, before)) return 'figure-start';
  return entry.figureId === undefined && before?.figureId !== undefined ? 'table-line' : '';
}

/** The first of a run of lines about one figure: its name heads them. */
const startsFigure = (entry: LogEntry, before: LogEntry | undefined): boolean => entry.figureId !== undefined && before?.figureId !== entry.figureId;

/**
 * Every roll in words with its rule, grouped by turn and, within it, by figure. A click on a line
 * picks the figures it is about and, for a shot, draws its line.
 */
export function DiceLog({ log, names, actionOf }: { log: readonly LogEntry[]; names: ReadonlyMap<string, string>; actionOf(index: number): Action | undefined }) {
  const store = useTableStore();
  const box = useRef<HTMLDivElement>(null);
  // The newest line is the last of the (top) current turn: keep it in sight as lines arrive.
  useEffect(() => {
    const el = box.current;
    const newest = el?.querySelector<HTMLElement>(`[data-index="${log.length - 1}"]`);
    if (el === null || el === undefined || newest === null || newest === undefined) return;
    const below = newest.offsetTop + newest.offsetHeight - (el.scrollTop + el.clientHeight);
    if (below > 0) el.scrollTop += below;
  }, [log.length]);
  const turns = new Map<number, { entry: LogEntry; index: number }[]>();
  log.forEach((entry, index) => {
    const list = turns.get(entry.turn) ?? [];
    list.push({ entry, index });
    turns.set(entry.turn, list);
  });
  return (
    <div className="dice-log" data-testid="dice-log" aria-label="Dice log" ref={box}>
      {[...turns.entries()].reverse().map(([turn, entries]) => (
        <section key={turn}>
          <h4>{turn === 0 ? 'Before the game' : `Turn ${turn}`}</h4>
          <ol>
            {entries.map(({ entry, index }, k) => (
              <li key={index} data-testid="log-line" data-index={index} className={groupClass(entry, entries[k - 1]?.entry)}>
                {startsFigure(entry, entries[k - 1]?.entry) && (
                  <span className="who" aria-hidden>
                    {names.get(entry.figureId ?? '') ?? entry.figureId}
                  </span>
                )}
                <button
                  type="button"
                  className="log-line"
                  disabled={involved(entry, actionOf(index)) === null}
                  onClick={() => {
                    const who = involved(entry, actionOf(index));
                    if (who !== null) store.getState().showShot(who.figureId, who.targetId);
                  }}
                >
                  <span className="rule">{entry.rule}</span> <span className="text">{entry.text}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
