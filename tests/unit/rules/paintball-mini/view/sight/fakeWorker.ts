import { createSight } from '../../../../../../src/rules/paintball-mini/sight';
import type {
  AskToWorker,
  DrawToWorker,
  FirstToWorker,
  FromSightWorker,
  ToSightWorker,
  Unheld,
} from '../../../../../../src/rules/paintball-mini/view/sight/sightAnswers';
import { sightAnswers } from '../../../../../../src/rules/paintball-mini/view/sight/sightAnswers';
import { sightDrawings } from '../../../../../../src/rules/paintball-mini/view/sight/sightDrawings';
import { sightFirst } from '../../../../../../src/rules/paintball-mini/view/sight/sightFirst';
import type { SightFeed, SightPort } from '../../../../../../src/rules/paintball-mini/view/sight/sightFeed';
import { sightFeed } from '../../../../../../src/rules/paintball-mini/view/sight/sightFeed';
import type { SightLayer } from '../../../../../../src/rules/paintball-mini/sight';

// The sight worker for the feed's tests, its work run in this thread when a test says so.

/** A port that keeps what the page sent; `answer` then runs the worker's work for one of them. */
export function fakeWorker() {
  const sent: ToSightWorker[] = [];
  const asks: AskToWorker[] = [];
  const worker = createSight();
  const port: SightPort & { closed: boolean } = {
    closed: false,
    post: (m) => void sent.push(m),
    ask: (m) => void asks.push(m),
    close: () => void (port.closed = true),
  };
  const answer = (m: ToSightWorker, unheld: Unheld | null = null): FromSightWorker[] =>
    [...sightAnswers(worker, m.setup, m.revision, unheld)].filter((x): x is FromSightWorker => x !== null);
  /** The worker's answers to an ask, measured on the table of its revision. */
  const draw = (m: AskToWorker): FromSightWorker[] =>
    m.kind === 'warm'
      ? answer({ revision: m.revision, setup: tableOf(m.revision), warm: true }, m.unheld)
      : m.kind === 'first'
        ? firstOf(m)
        : drawOf(m);
  const tableOf = (revision: number) => sent.find((t) => t.revision === revision)!.setup;
  /** The worker's answers to a `first` ask. */
  const firstOf = (m: FirstToWorker): FromSightWorker[] =>
    [...sightFirst(worker, tableOf(m.revision), m)].filter((x): x is FromSightWorker => x !== null);
  const drawOf = (m: DrawToWorker): FromSightWorker[] =>
    [...sightDrawings(worker, tableOf(m.revision), m.revision, m.shooterId, m.targetIds)].filter(
      (x): x is FromSightWorker => x !== null,
    );
  return { sent, asks, port, answer, draw };
}

/** A feed into `layer` through the fake worker `w`, which says nothing of a failure. */
export const quietFeed = (layer: SightLayer, w: ReturnType<typeof fakeWorker>): SightFeed =>
  sightFeed(
    layer,
    () => w.port,
    () => {},
  );
