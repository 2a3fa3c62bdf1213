import type { LogEntry } from '../../engine';
import { useTableStore } from '../../state/useTable';

/** Every roll in words with its rule, grouped by turn; a click on a line picks the figure it is about. */
export function DiceLog({ log }: { log: readonly LogEntry[] }) {
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
            {entries.map(({ entry, index }) => (
              <li key={index} data-testid="log-line" data-index={index}>
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
