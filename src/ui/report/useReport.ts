import { startTransition, useEffect, useState } from 'react';
import type { LedgerOutcome, LedgerProgress } from '../../game/luck/replayLedger';
import { seatColourOf } from '../../scene/colours';
import type { TableStore } from '../../state/tableStore';
import { chartShape } from './chartShape';
import type { ReportView } from './reportPage';

// Works out a game's report from its record (set-up, seed, actions: the game in play, or one kept
// under Recent games): the luck ledger by its own system's rules, with its progress meanwhile. The
// app works it out in a worker, so that no action of a long game, however long its rules take on
// it, freezes the page; a table given no worker (the tests' stores) works it out here, a few
// milliseconds at a time. A record the ledger refuses (tampered, broken, of a system this table
// does not have) gives its reason, never a report.

/** Work done in one go before the page gets its turn, where there is no worker. */
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

/**
 * The system a record is read by: the one its set-up names (a Hex Battle Wars game under Recent
 * games is reported at a PaintBall table), else the table's, whose ledger then refuses it by name
 * if it is not theirs.
 */
const systemOf = (store: TableStore, record: unknown): string => {
  const system = (record as { initial?: { system?: unknown } }).initial?.system;
  return typeof system === 'string' ? system : store.getState().setup.system;
};

/** The set-up's name and seats, read from a record the ledger has already found whole. */
function tableOf(record: unknown): { name: string; seats: readonly { id: string }[] } {
  const initial = (record as { initial?: { name?: unknown; seats?: unknown } }).initial;
  return {
    name: typeof initial?.name === 'string' ? initial.name : 'a game',
    seats: Array.isArray(initial?.seats) ? (initial.seats as { id: string }[]) : [],
  };
}

/** The report of a ledger worked out by `system` (its rules' name), or its refusal. */
function readingOf(record: unknown, system: string, out: LedgerOutcome): Reading {
  if (!out.ok) return { kind: 'refused', reason: out.reason };
  const table = tableOf(record);
  const actions = (record as { actions: unknown[] }).actions.length;
  const colourOf = (side: string) => seatColourOf(table, side);
  const view: ReportView = {
    table: table.name,
    system,
    actions,
    ledger: out.ledger,
    shape: chartShape(out.ledger.sides, actions, colourOf),
  };
  return { kind: 'ready', view, record };
}

export function useReport(store: TableStore, kept: unknown): Reading {
  const [reading, setReading] = useState<Reading>({ kind: 'working', progress: null });
  useEffect(() => {
    let gone = false;
    let stop = () => {};
    const working = (progress: LedgerProgress) => {
      if (!gone) setReading({ kind: 'working', progress });
    };
    const work = async (): Promise<Reading | null> => {
      const record = kept ?? tableRecord(store);
      if (record === null) return { kind: 'refused', reason: 'this game keeps no luck ledger' };
      const system = systemOf(store, record);
      const { workLedger } = store.getState();
      if (workLedger !== null) {
        const job = workLedger(system, record, working);
        stop = job.stop;
        const { name, outcome } = await job.result;
        return gone ? null : readingOf(record, name, outcome);
      }
      const rules = await store.getState().rulesOf(system);
      if (rules.ledger === undefined) return { kind: 'refused', reason: 'this game keeps no luck ledger' };
      const steps = await rules.ledger(record);
      for (;;) {
        const start = performance.now();
        let next = steps.next();
        while (next.done !== true && performance.now() - start < SLICE_MS) next = steps.next();
        if (gone) return null;
        if (next.done === true) return readingOf(record, rules.name, next.value);
        working(next.value);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    work().then(
      (done) => {
        // A transition: React draws a long game's report (hundreds of rows) in slices with the page's
        // turns between, rather than in one task that holds up the page.
        if (done !== null && !gone) startTransition(() => setReading(done));
      },
      (e: unknown) => {
        const why = e instanceof Error ? e.message : String(e);
        if (!gone) setReading({ kind: 'refused', reason: `its rules could not be loaded (${why})` });
      },
    );
    return () => {
      gone = true;
      stop();
    };
  }, [store, kept]);
  return reading;
}
