import { useEffect, useRef, useState } from 'react';
import type { Ledger } from '../../game/luck/ledger';
import type { LedgerProgress } from '../../game/luck/replayLedger';
import { percent } from '../../game/luck/words';
import { seatColourOf } from '../../scene/colours';
import { useTableStore } from '../../state/useTable';
import { ModalCard } from '../ModalCard';
import { useFocusTrap } from '../useFocusTrap';
import { LuckChart } from './LuckChart';

// The battle report: the luck of every roll against the odds the engine gave before it (the luck
// ledger, src/game/luck), worked out a few milliseconds at a time so a long game never freezes the
// page, with a progress bar meanwhile.

/** Work done in one go before the page gets its turn. */
const SLICE_MS = 12;

type Reading =
  | { readonly kind: 'working'; readonly progress: LedgerProgress | null }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'ready'; readonly ledger: Ledger; readonly actions: number };

/** The report's card over the table, for the game in play (or replayed, or over). */
export default function BattleReport({ close }: { close: () => void }) {
  const store = useTableStore();
  const [reading, setReading] = useState<Reading>(() => {
    const { play, rules } = store.getState();
    return play === null || rules?.ledger === undefined
      ? { kind: 'refused', reason: 'this game keeps no luck ledger' }
      : { kind: 'working', progress: null };
  });
  const card = useRef<HTMLDivElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  useFocusTrap(card, true);
  useEffect(() => closer.current?.focus(), []);
  useEffect(() => {
    let gone = false;
    const { play, rules } = store.getState();
    if (play === null || rules?.ledger === undefined) return;
    const record = { initial: play.initial, seed: play.seed, actions: play.actions };
    const actions = play.actions.length;
    void rules.ledger(record).then(async (steps) => {
      for (;;) {
        const start = performance.now();
        let next = steps.next();
        while (next.done !== true && performance.now() - start < SLICE_MS) next = steps.next();
        if (gone) return;
        if (next.done === true) {
          const out = next.value;
          setReading(
            out.ok ? { kind: 'ready', ledger: out.ledger, actions } : { kind: 'refused', reason: out.reason },
          );
          return;
        }
        setReading({ kind: 'working', progress: next.value });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    });
    return () => {
      gone = true;
    };
  }, [store]);
  const seats = store.getState().play?.initial as { seats: readonly { id: string }[] } | undefined;
  const colourOf = (side: string) => seatColourOf({ seats: seats?.seats ?? [] }, side);
  return (
    <ModalCard card={card} role="dialog" label="Battle report" testId="battle-report" close={close}>
      <h3>Battle report: the luck of the dice</h3>
      {reading.kind === 'working' && <Working progress={reading.progress} />}
      {reading.kind === 'refused' && <p role="alert">No report for this game: {reading.reason}.</p>}
      {reading.kind === 'ready' && (
        <Report ledger={reading.ledger} actions={reading.actions} colourOf={colourOf} />
      )}
      <div className="row">
        <button type="button" ref={closer} onClick={close}>
          Close
        </button>
      </div>
    </ModalCard>
  );
}

function Working({ progress }: { progress: LedgerProgress | null }) {
  const share = progress === null || progress.of === 0 ? 0 : progress.done / progress.of;
  const words = progress?.stage === 'odds' ? 'Weighing each roll' : 'Replaying the game';
  return (
    <p role="status" className="report-working">
      {words}… <progress max={1} value={share} aria-label={`${words}: ${Math.round(share * 100)} %`} />
    </p>
  );
}

function Report({
  ledger,
  actions,
  colourOf,
}: {
  ledger: Ledger;
  actions: number;
  colourOf: (side: string) => string;
}) {
  if (ledger.rolls.length === 0)
    return <p>No die has been rolled against odds yet: the report fills in as shots and attacks are made.</p>;
  return (
    <div className="battle-report">
      <ul className="report-sides">
        {ledger.sides.map((s) => (
          <li key={s.side}>{s.words}</li>
        ))}
      </ul>
      <LuckChart sides={ledger.sides} actions={actions} colourOf={colourOf} />
      {ledger.swings.length > 0 && (
        <>
          <h4>The biggest swings</h4>
          <ol className="report-swings">
            {ledger.swings.map((w) => (
              <li key={w.roll}>{w.words}</li>
            ))}
          </ol>
        </>
      )}
      <details>
        <summary>Every roll ({ledger.rolls.length})</summary>
        <table className="report-rolls">
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Roll</th>
              <th scope="col">Expected</th>
              <th scope="col">Fell</th>
              <th scope="col">Chance</th>
            </tr>
          </thead>
          <tbody>
            {ledger.rolls.map((r, i) => (
              <tr key={i} data-testid="report-roll">
                <td>{r.action + 1}</td>
                <td>
                  {r.what} <span className="muted">({r.rule})</span>
                </td>
                <td>
                  {r.expected.toFixed(2)} {r.counts.many}
                </td>
                <td>{r.outcome}</td>
                <td>{percent(r.chance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
