import type { LogEntry } from '../../engine';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/**
 * The dice of the last action, big enough to read across the table, each with what it decided,
 * and the lines that settled it without a die (a paint wiped off, a figure out of the game).
 */
export function LastRoll({ entries }: { entries: readonly LogEntry[] }) {
  const rolled = (e: LogEntry) => e.dice !== undefined && e.dice.length > 0;
  if (!entries.some(rolled)) return null;
  return (
    <div className="last-roll" data-testid="last-roll" aria-live="polite">
      {entries.map((e, i) => (
        <div key={i} className={rolled(e) ? 'roll' : 'roll outcome'}>
          <span className="dice" aria-label={rolled(e) ? `rolled ${e.dice!.join(', ')}` : undefined}>
            {(e.dice ?? []).map((d, k) => (
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
