/// <reference lib="webworker" />
import { createSight } from '../../sight';
import type { FromSightWorker, ToSightWorker } from './sightAnswers';
import { handedOver, sightAnswers } from './sightAnswers';

// The table's sight worker: its own sight layer, fed every table the page settles on, measures the
// lines and threat columns the idle warm-up would and hands them back in batches (sightFeed.ts).
// A newer table stops the work on the one before between two lines. Kept for the page's life, so
// its layer keeps, as the page's does, what a change did not touch.

declare const self: DedicatedWorkerGlobalScope;

/** How long the worker works before it looks for a newer table. */
const SLICE_MS = 20;

const layer = createSight();
let job: Generator<FromSightWorker | null, void, undefined> | null = null;
let revision = 0;

const say = (m: FromSightWorker) => self.postMessage(m, handedOver(m));

function run(): void {
  const end = performance.now() + SLICE_MS;
  try {
    while (job !== null && performance.now() < end) {
      const r = job.next();
      if (r.done === true) job = null;
      else if (r.value !== null) say(r.value);
    }
  } catch (e) {
    job = null;
    say({ kind: 'failed', revision, reason: e instanceof Error ? e.message : String(e) });
  }
  // A pause between slices lets a newer table's message in.
  if (job !== null) setTimeout(run, 0);
}

self.onmessage = (event: MessageEvent<ToSightWorker>) => {
  const idle = job === null;
  job?.return();
  revision = event.data.revision;
  job = sightAnswers(layer, event.data.setup, revision);
  if (idle) setTimeout(run, 0);
};
