import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LogEntry, LogRefs } from '../../game/log';
import { useTableStore } from '../../state/useTable';
import { DieShape } from './DieShape';

/** Who a line is about and, for a shot, at whom: what a click on it shows. */
export interface LineAim {
  readonly pieceId: string;
  readonly targetId: string | null;
}

/** What a click on a log line shows: the system's aim for the action that wrote it (a shot's line), else its piece. */
function involved(entry: LogEntry, aim: LineAim | undefined): LineAim | null {
  if (aim !== undefined) return aim;
  return entry.pieceId === undefined ? null : { pieceId: entry.pieceId, targetId: null };
}

/** What a line lights on the table while the pointer is on it: the pieces and place it names, else its figure. */
function lit(entry: LogEntry): LogRefs | null {
  if (entry.refs !== undefined) {
    const figures = entry.refs.figures ?? (entry.pieceId === undefined ? undefined : [entry.pieceId]);
    return figures === undefined ? entry.refs : { ...entry.refs, figures };
  }
  return entry.pieceId === undefined ? null : { figures: [entry.pieceId] };
}

/** A figure's lines start under its name; a line about no figure (whose turn it is) is set apart from the figure above it. */
function groupClass(entry: LogEntry, before: LogEntry | undefined): string {
  if (startsFigure(entry, before)) return 'figure-start';
  return entry.pieceId === undefined && before?.pieceId !== undefined ? 'table-line' : '';
}

/** The first of a run of lines about one figure: its name heads them. */
const startsFigure = (entry: LogEntry, before: LogEntry | undefined): boolean =>
  entry.pieceId !== undefined && before?.pieceId !== entry.pieceId;

/**
 * The dice a line rolled other than d6s, each drawn as its die with its number (a d20's triangle,
 * a d10's kite): the family's plain die goes undrawn, as PaintBall Mini's lines always read.
 */
const otherDice = (entry: LogEntry) => (entry.dice ?? []).filter((d) => d.sides !== 6);

/** Within this many pixels of the end, the reader is following the newest line. */
const AT_END_PX = 8;

/**
 * Every roll in words with its rule, grouped by turn and, within it, by figure, read top to bottom:
 * the oldest line first, the newest last. The newest line stays in sight as lines arrive, unless
 * the reader has scrolled back to read. Pointing at a line lights the pieces it names on the table;
 * a click picks the figures it is about and, for a shot, draws its line.
 */
export function DiceLog({
  log,
  names,
  aimOf,
}: {
  log: readonly LogEntry[];
  names: ReadonlyMap<string, string>;
  /** The rule system's word on line `index`: whom the action that wrote it aimed at, if anyone. */
  aimOf(index: number): LineAim | undefined;
}) {
  const store = useTableStore();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const toEnd = () => {
    const el = box.current;
    if (el !== null && following.current) el.scrollTop = el.scrollHeight;
  };
  useLayoutEffect(toEnd, [log.length]);
  // The log's room changes as the dice card and the decisions above it come and go: keep the end in sight.
  useEffect(() => {
    const el = box.current;
    if (el === null || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(toEnd);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  useEffect(() => () => store.getState().lightLog(null), [store]);
  const turns = new Map<number, { entry: LogEntry; index: number }[]>();
  log.forEach((entry, index) => {
    const list = turns.get(entry.turn) ?? [];
    list.push({ entry, index });
    turns.set(entry.turn, list);
  });
  return (
    <div
      className="dice-log"
      data-testid="dice-log"
      // A live region: a screen reader reads each line the game writes as it comes, politely,
      // after what it is saying; the lines already there are not read again.
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Game log"
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - AT_END_PX;
      }}
      onMouseLeave={() => store.getState().lightLog(null)}
    >
      {[...turns.entries()].map(([turn, entries]) => (
        <section key={turn}>
          <h3>{turn === 0 ? 'Before the game' : `Turn ${turn}`}</h3>
          <ol>
            {entries.map(({ entry, index }, k) => (
              <li
                key={index}
                data-testid="log-line"
                data-index={index}
                className={groupClass(entry, entries[k - 1]?.entry)}
              >
                {startsFigure(entry, entries[k - 1]?.entry) && (
                  <span className="who" aria-hidden>
                    {names.get(entry.pieceId ?? '') ?? ''}
                  </span>
                )}
                <button
                  type="button"
                  className="log-line"
                  aria-disabled={involved(entry, aimOf(index)) === null}
                  onMouseEnter={() => store.getState().lightLog(lit(entry))}
                  onFocus={() => store.getState().lightLog(lit(entry))}
                  onBlur={() => store.getState().lightLog(null)}
                  onClick={() => {
                    const who = involved(entry, aimOf(index));
                    if (who !== null) store.getState().showShot(who.pieceId, who.targetId);
                  }}
                >
                  <span className="rule">{entry.rule}</span>{' '}
                  {otherDice(entry).length > 0 && (
                    <>
                      <span
                        className="sides"
                        aria-label={otherDice(entry)
                          .map((d) => `${d.value} on a d${d.sides}`)
                          .join(', ')}
                      >
                        {otherDice(entry).map((d, k) => (
                          <DieShape key={k} die={d} />
                        ))}
                      </span>{' '}
                    </>
                  )}
                  <span className="text">{entry.text}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
