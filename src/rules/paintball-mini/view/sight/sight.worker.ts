/// <reference lib="webworker" />
import type { Setup } from '../../setup';
import { createSight } from '../../sight';
import type { AskToWorker, FromSightWorker, ToSightWorker } from './sightAnswers';
import { handedOver, sightAnswers } from './sightAnswers';
import { sightDrawings } from './sightDrawings';
import { sightFirst } from './sightFirst';

// The table's sight worker: its own sight layer, fed every table the page settles on, measures the
// lines and threat columns the idle warm-up would and hands them back in batches (sightFeed.ts).
// A newer table stops the work on the one before between two lines. The lines the page is about to
// draw (sightDrawings.ts) and what it shows first after a change (sightFirst.ts) are asked for
// apart and measured first, the newest ask first. Kept for the page's life, so its layer keeps, as
// the page's does, what a change did not touch.

declare const self: DedicatedWorkerGlobalScope;

type Job = Generator<FromSightWorker | null, void, undefined>;

/** How long the worker works before it looks for a newer table. */
const SLICE_MS = 20;

const layer = createSight();
let job: Job | null = null;
/** The lines asked for on the table of `revision`, newest first: each runs before the warm-up's job. */
let draws: Job[] = [];
let revision = 0;
let table: Setup | null = null;

const say = (m: FromSightWorker) => self.postMessage(m, handedOver(m));

function run(): void {
  const end = performance.now() + SLICE_MS;
  try {
    while (performance.now() < end) {
      const next = draws[0] ?? job;
      if (next === null) break;
      const r = next.next();
      if (r.done === true) {
        if (next === job) job = null;
        else draws.shift();
      } else if (r.value !== null) say(r.value);
    }
  } catch (e) {
    job = null;
    draws = [];
    say({ kind: 'failed', revision, reason: e instanceof Error ? e.message : String(e) });
  }
  // A pause between slices lets a newer table's message in.
  if (busy()) setTimeout(run, 0);
}

const busy = () => job !== null || draws.length > 0;

self.onmessage = (event: MessageEvent<ToSightWorker | AskToWorker>) => {
  const idle = !busy();
  const m = event.data;
  if ('kind' in m) {
    // An ask for a table since replaced: the page has dropped its answers already.
    if (m.revision !== revision || table === null) return;
    if (m.kind === 'warm') job ??= sightAnswers(layer, table, revision, m.unheld);
    else
      draws.unshift(
        m.kind === 'first'
          ? sightFirst(layer, table, m)
          : sightDrawings(layer, table, revision, m.shooterId, m.targetIds),
      );
  } else {
    job?.return();
    draws = [];
    revision = m.revision;
    table = m.setup;
    job = m.warm ? sightAnswers(layer, m.setup, revision) : null;
  }
  if (idle && busy()) setTimeout(run, 0);
};
