import type { LogEntry } from '../../engine';
import { useTableStore } from '../../state/useTable';

/** Every roll in words with its rule, grouped by turn and, within it, by figure; a click on a line picks its figure. */
export function DiceLog({ log, names }: { log: readonly LogEntry[]; names: ReadonlyMap<string, string> }) {
  const store = useTableStore();
  const turns = new Map<number, { entry: LogEntry; index: number }[]>();
  log.forEach((entry, index) => {
    const list = turns.get(entry.turn) ?? [];
    list.push({ entry, index });
    turns.set(entry.turn, list);
  });
  return (
    <div className="dice-log" data-testid="dice-log" aria-label="Dice log">
      {[...turns.entries()].reverse().map(([turn, entries]) => (
        <section key={turn}>
          <h4>{turn === 0 ? 'Before the game' : `Turn ${turn}`}</h4>
          <ol>
            {entries.map(({ entry, index }, k) => (
              <li key={index} data-testid="log-line" data-index={index} className={entry.figureId !== undefined && entries[k - 1]?.entry.figureId !== entry.figureId ? 'figure-start' : ''}>
                {entry.figureId !== undefined && entries[k - 1]?.entry.figureId !== entry.figureId && (
                  <span className="who" aria-hidden>
                    {names.get(entry.figureId) ?? entry.figureId}
                  </span>
                )}
                <button
                  type="button"
                  className="log-line"
                  disabled={entry.figureId === undefined}
                  onClick={() => entry.figureId !== undefined && store.getState().select(entry.figureId)}
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
