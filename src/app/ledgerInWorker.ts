import type { LedgerJob, LedgerProgress } from '../game/luck/replayLedger';
import type { FromLedgerWorker } from './ledger.worker';

// The page's side of the report's worker (ledger.worker.ts): a fresh worker for each report, ended
// when the ledger is done or the report is closed, so a closed report's work stops with it.

export function ledgerInWorker(
  system: string,
  record: unknown,
  progress: (p: LedgerProgress) => void,
): LedgerJob {
  const worker = new Worker(new URL('./ledger.worker.ts', import.meta.url), {
    type: 'module',
    name: 'battle report',
  });
  const result = new Promise<{
    name: string;
    outcome: Extract<FromLedgerWorker, { kind: 'done' }>['outcome'];
  }>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromLedgerWorker>) => {
      const m = event.data;
      if (m.kind === 'progress') return progress(m.progress);
      worker.terminate();
      if (m.kind === 'done') resolve({ name: m.name, outcome: m.outcome });
      else reject(new Error(m.reason));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the report could not be worked out'));
    };
  });
  worker.postMessage({ system, record });
  return { result, stop: () => worker.terminate() };
}
