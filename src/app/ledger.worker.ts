/// <reference lib="webworker" />
import type { LedgerOutcome, LedgerProgress } from '../game/luck/replayLedger';
import { loadRules } from './systems';

// The battle report's worker: the luck ledger of one recorded game by its system's own rules (the
// table's, with the table's measure), worked out here so that no action of a long game, however
// slow its rules are on it, holds up the page (issue 30: 3,000 actions without freezing the tab).
// How far it has come is said every PROGRESS_MS, for the report's progress bar.

declare const self: DedicatedWorkerGlobalScope;

export type FromLedgerWorker =
  | { readonly kind: 'progress'; readonly progress: LedgerProgress }
  | { readonly kind: 'done'; readonly name: string; readonly outcome: LedgerOutcome }
  | { readonly kind: 'failed'; readonly reason: string };

const PROGRESS_MS = 50;

const say = (m: FromLedgerWorker) => self.postMessage(m);

self.onmessage = async (event: MessageEvent<{ system: string; record: unknown }>) => {
  try {
    const rules = await loadRules(event.data.system);
    if (rules.ledger === undefined)
      return say({
        kind: 'done',
        name: rules.name,
        outcome: { ok: false, reason: `${rules.name} keeps no luck ledger` },
      });
    const steps = await rules.ledger(event.data.record);
    let said = -Infinity;
    for (;;) {
      const next = steps.next();
      if (next.done === true) return say({ kind: 'done', name: rules.name, outcome: next.value });
      if (performance.now() - said >= PROGRESS_MS) {
        said = performance.now();
        say({ kind: 'progress', progress: next.value });
      }
    }
  } catch (e) {
    say({ kind: 'failed', reason: e instanceof Error ? e.message : String(e) });
  }
};
