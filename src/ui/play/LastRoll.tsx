import type { LogEntry } from '../../engine';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** The dice of the last action, big enough to read across the table, each with what it decided. */
export function LastRoll({ entries }: { entries: readonly LogEntry[] }) {
  const rolled = entries.filter((e) => e.dice !== undefined && e.dice.length > 0);
  if (rolled.length === 0) return null;
  return (
    <div className="last-roll" data-testid="last-roll" aria-live="polite">
      {rolled.map((e, i) => (
        <div key={i} className="roll">
          <span className="dice" aria-label={`rolled ${e.dice!.join(', ')}`}>
            {e.dice!.map((d, k) => (
              <span key={k} className="die">
                {d}
                <span className="pips" aria-hidden>
                  {FACES[d]}
                </span>
              </span>
            ))}
          </span>
          <span className="what">{e.text}</span>
        </div>
      ))}
    </div>
  );
}
