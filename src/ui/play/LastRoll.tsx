import type { DieOutcome, LogEntry, Rolled } from '../../game/log';
import { DieShape } from './DieShape';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const MARKS: Record<DieOutcome['mark'], string> = { hit: '✓', miss: '✗', discounted: '⊘', result: '•' };

/** A d6 is the family's plain die: it goes unnamed; any other die says which it is. */
const plain = (die: Rolled): boolean => die.sides === 6;

/** A die in words, as the engine recorded it: "5 — hit", "6 — discounted (goggles steamed up)", "17 on a d20 — hit". */
export function dieWords(die: Rolled, outcome: DieOutcome | undefined): string {
  const value = plain(die) ? String(die.value) : `${die.value} on a d${die.sides}`;
  return outcome === undefined ? value : `${value} — ${outcome.words}`;
}

/**
 * The dice of the last action, big enough to read across the table, each marked with what it did
 * (hit, miss, discounted, or the roll's result: the engine's record, never guessed here), and the
 * lines that settled it without a die (a paint wiped off, a figure out of the game). A d6 is a
 * chip with its number; a d10, d16 or d20 is drawn as that die with its number on it (DieShape).
 */
export function LastRoll({ entries }: { entries: readonly LogEntry[] }) {
  const rolled = (e: LogEntry) => e.dice !== undefined && e.dice.length > 0;
  if (!entries.some(rolled)) return null;
  return (
    // Not a live region of its own: the game log below says the same lines as they are written,
    // and a screen reader following both would hear every roll twice.
    <div className="last-roll" data-testid="last-roll">
      {entries.map((e, i) => (
        <div key={i} className={rolled(e) ? 'roll' : 'roll outcome'}>
          <span className="dice">
            {(e.dice ?? []).map((d, k) => {
              const o = e.outcomes?.[k];
              const words = dieWords(d, o);
              return (
                <span
                  key={k}
                  className={`die${plain(d) ? '' : ' shaped'}${o === undefined ? '' : ` ${o.mark}`}`}
                  data-testid="last-die"
                  data-outcome={o?.mark}
                  data-sides={d.sides}
                  title={words}
                  aria-label={words}
                  role="img"
                >
                  {plain(d) ? (
                    <>
                      {d.value}
                      <span className="pips" aria-hidden>
                        {FACES[d.value]}
                      </span>
                    </>
                  ) : (
                    <DieShape die={d} />
                  )}
                  {o !== undefined && (
                    <span className="mark" aria-hidden>
                      {MARKS[o.mark]}
                    </span>
                  )}
                </span>
              );
            })}
          </span>
          <span className="what">{e.text}</span>
        </div>
      ))}
    </div>
  );
}
