import { useEffect, useState } from 'react';
import type { LedgerProgress } from '../../game/luck/replayLedger';
import { seatColourOf } from '../../scene/colours';
import type { TableStore } from '../../state/tableStore';
import { chartShape } from './chartShape';
import type { ReportView } from './reportPage';

// Works out a game's report from its record (set-up, seed, actions: the game in play, or one kept
// under Recent games): the luck ledger by the table's rules, a few milliseconds at a time so a long
// game never freezes the page, with its progress meanwhile. A record the ledger refuses (tampered,
// another system's, broken) gives its reason, never a report.

/** Work done in one go before the page gets its turn. */
const SLICE_MS = 12;

export type Reading =
  | { readonly kind: 'working'; readonly progress: LedgerProgress | null }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'ready'; readonly view: ReportView; readonly record: unknown };

/** The record of the game in play, or null when none is played or its rules keep no ledger. */
const tableRecord = (store: TableStore): unknown => {
  const { play, rules } = store.getState();
  if (play === null || rules?.ledger === undefined) return null;
  return { initial: play.initial, seed: play.seed, actions: play.actions };
};

/** The set-up's name and seats, read from a record the ledger has already found whole. */
function tableOf(record: unknown): { name: string; seats: readonly { id: string }[] } {
  const initial = (record as { initial?: { name?: unknown; seats?: unknown } }).initial;
  return {
    name: typeof initial?.name === 'string' ? initial.name : 'a game',
    seats: Array.isArray(initial?.seats) ? (initial.seats as { id: string }[]) : [],
  };
}

export function useReport(store: TableStore, kept: unknown): Reading {
  const [reading, setReading] = useState<Reading>({ kind: 'working', progress: null });
  useEffect(() => {
    let gone = false;
    const work = async () => {
      const record = kept ?? tableRecord(store);
      const rules = record === null ? null : await store.getState().loadRules();
      if (record === null || rules?.ledger === undefined)
        return { kind: 'refused', reason: 'this game keeps no luck ledger' } as const;
      const steps = await rules.ledger(record);
      for (;;) {
        const start = performance.now();
        let next = steps.next();
        while (next.done !== true && performance.now() - start < SLICE_MS) next = steps.next();
        if (gone) return null;
        if (next.done === true) {
          const out = next.value;
          if (!out.ok) return { kind: 'refused', reason: out.reason } as const;
          const table = tableOf(record);
          const actions = (record as { actions: unknown[] }).actions.length;
          const colourOf = (side: string) => seatColourOf(table, side);
          const view: ReportView = {
            table: table.name,
            system: rules.name,
            actions,
            ledger: out.ledger,
            shape: chartShape(out.ledger.sides, actions, colourOf),
          };
          return { kind: 'ready', view, record } as const;
        }
        setReading({ kind: 'working', progress: next.value });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    work().then(
      (done) => {
        if (done !== null && !gone) setReading(done);
      },
      (e: unknown) => {
        if (!gone) setReading({ kind: 'refused', reason: `its rules could not be loaded (${String(e)})` });
      },
    );
    return () => {
      gone = true;
    };
  }, [store, kept]);
  return reading;
}
