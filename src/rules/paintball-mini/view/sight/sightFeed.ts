import type { Setup } from '../../setup';
import type { SightLayer } from '../../sight';
import type { AskToWorker, FromSightWorker, ToSightWorker } from './sightAnswers';
import { unheldOf } from './sightAnswers';
import { rulesTableOf } from '../state/rulesTable';

// The page's side of the sight worker (sight.worker.ts): each table the warm-up settles on is sent
// with a new revision, and the answers that come back are adopted into the page's layer only while
// that revision is still the newest (a stale one is dropped whole; the layer's adopt then takes only
// what holds on the table). If the worker fails, that is said once and the warm-up measures on the
// page as it did before there was a worker. The lines the page is about to draw are asked for apart
// (`draw`): their drawings are adopted the same way, and whoever shows them is told (`subscribe`).
// So are the lines and threat columns a view shows and the page could only measure by building the
// table's model (`first`): the view shows them as being measured until they come (`awaitsLine`).

/** A worker as the feed uses it: tests hand in one that runs `sightAnswers` in the same thread. */
export interface SightPort {
  post(m: ToSightWorker): void;
  /** Asks for drawn lines, or what is shown first, on the table sent last. */
  ask(m: AskToWorker): void;
  close(): void;
}

/** Where the feed stands: which revision was sent last, which one is answered in full, and whether it gave up. */
export interface FeedState {
  revision: number;
  answered: number;
  failed: boolean;
  /** Counts the batches of drawn lines adopted, and the worker breaking: what a view showing them re-renders on. */
  drawings: number;
  /** Counts the batches of lines and columns adopted, and the worker breaking: what the badges and threat view re-render on. */
  answers: number;
}

export interface SightFeed {
  /**
   * Sends `setup` to the worker unless it is the table sent last. Resolves true once its answers
   * are all adopted, false if a newer table was sent first or the worker failed.
   */
  feed(setup: Setup): Promise<boolean>;
  /** Whether every answer for `setup` is in the page's layer. */
  answered(setup: Setup): boolean;
  /**
   * The table sent last where `setup` reads the same to the sight layer, else `setup`: a game's
   * shown table is made afresh for each view that shows it (played.ts, gameTableShown), and the
   * worker is sent one table, not one a view, nor asked for the same lines again for each.
   */
  tableFor(setup: Setup): Setup;
  /**
   * Asks the worker for the lines `shooterId` → `targetIds` as drawn (with % visible) on `setup`,
   * sending `setup` first if it is not the table sent last; pairs already asked for are not asked
   * again until they come. False where there is no worker: the caller measures them itself.
   */
  draw(setup: Setup, shooterId: string, targetIds: readonly string[]): boolean;
  /**
   * Asks the worker for the lines `shooterId` → `targetIds` ('' for none) and the threat columns of
   * `enemyIds` on `setup` ahead of the rest, sending `setup` first if it is not the table sent last;
   * what is asked is asked once a table (what came and is still unknown, the caller measures). False
   * where there is no worker: the caller measures them itself.
   */
  first(setup: Setup, shooterId: string, targetIds: readonly string[], enemyIds: readonly string[]): boolean;
  /** Whether the line was asked for on the table sent last and has not come yet. */
  awaitsLine(shooterId: string, targetId: string): boolean;
  /** Whether the enemy's threat column was asked for on the table sent last and has not come yet. */
  awaitsColumn(enemyId: string): boolean;
  /** Calls `listener` whenever lines, columns or drawn lines were adopted, or the worker broke; returns its removal. */
  subscribe(listener: () => void): () => void;
  /** Takes one message from the worker: what became of it. */
  receive(m: FromSightWorker): 'adopted' | 'drawn' | 'stale' | 'done' | 'failed' | 'first';
  /** The worker broke (an error it could not say itself): said once, and the page measures for itself. */
  broke(reason: string): void;
  readonly state: Readonly<FeedState>;
}

/**
 * A feed into `layer` through the port `open` gives (opened on the first table; null where no
 * worker can run, and the feed then answers every table with false).
 */
export function sightFeed(
  layer: SightLayer,
  open: (feed: SightFeed) => SightPort | null,
  warn: (message: string) => void = (m) => console.warn(m),
): SightFeed {
  const state: FeedState = { revision: 0, answered: 0, failed: false, drawings: 0, answers: 0 };
  let port: SightPort | null = null;
  let sent: Setup | null = null;
  let waiting: ((ok: boolean) => void) | null = null;
  /** The pairs asked for on the table sent last and not answered yet. */
  let asked = new Set<string>();
  /** The lines and columns asked for first on the table sent last and not come yet. */
  let awaited = new Set<string>();
  /**
   * The lines and columns asked for first on the table sent last that came (or could not be
   * measured): never asked again there. Where the page still cannot answer one (an answer the
   * layer could not keep), the view measures it itself; asking again would only bring the same
   * answer back, over and over, with the page re-rendering each time, as it did when the worker
   * measured lines on the set-up and the page asked them on the rules' table.
   */
  let came = new Set<string>();
  const lineKey = (shooterId: string, targetId: string) => `line\u0000${shooterId}\u0000${targetId}`;
  const columnKey = (enemyId: string) => `column\u0000${enemyId}`;
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const l of listeners) l();
  };
  const settle = (ok: boolean) => {
    const w = waiting;
    waiting = null;
    w?.(ok);
  };
  /** Opens the port on first use; false (and failed) where no worker can run. */
  const opened = (): boolean => {
    if (port === null) port = open(feed);
    if (port === null) state.failed = true;
    return port !== null;
  };
  /** Whether the worker was asked for every answer of the table sent last (the warm-up's feed). */
  let warmed = false;
  /**
   * Sends `setup` as a new revision (the answers of the one before will never all come), with every
   * answer measured if `warm`, else only what is asked for until the warm-up asks for the rest.
   */
  const send = (p: SightPort, setup: Setup, warm: boolean) => {
    state.revision += 1;
    sent = setup;
    asked = new Set();
    awaited = new Set();
    came = new Set();
    warmed = warm;
    p.post({ revision: state.revision, setup, warm });
  };
  const feed: SightFeed = {
    state,
    tableFor: (setup) => (sent !== null && setup !== sent && readsTheSame(setup, sent) ? sent : setup),
    feed(given) {
      const setup = feed.tableFor(given);
      if (state.failed) return Promise.resolve(false);
      if (setup === sent && state.answered === state.revision) return Promise.resolve(true);
      if (!opened()) return Promise.resolve(false);
      settle(false);
      const done = new Promise<boolean>((resolve) => (waiting = resolve));
      // What the page already holds is not sent again: after a cloud clears or a figure moves,
      // most of a big table's lines (thousands, tens of ms to take in on the page).
      const unheld = unheldOf(layer, setup);
      if (setup !== sent) {
        if (unheld === null) send(port!, setup, true);
        else {
          send(port!, setup, false);
          warmed = true;
          port!.ask({ kind: 'warm', revision: state.revision, unheld });
        }
      } else if (!warmed) {
        warmed = true;
        port!.ask({ kind: 'warm', revision: state.revision, unheld });
      }
      return done;
    },
    draw(given, shooterId, targetIds) {
      if (state.failed || !opened()) return false;
      const setup = feed.tableFor(given);
      if (setup !== sent) {
        settle(false);
        send(port!, setup, false);
      }
      const fresh = targetIds.filter((t) => !asked.has(`${shooterId}\u0000${t}`));
      for (const t of fresh) asked.add(`${shooterId}\u0000${t}`);
      if (fresh.length > 0)
        port!.ask({ kind: 'draw', revision: state.revision, shooterId, targetIds: fresh });
      return true;
    },
    first(given, shooterId, targetIds, enemyIds) {
      if (state.failed || !opened()) return false;
      const setup = feed.tableFor(given);
      if (setup !== sent) {
        settle(false);
        send(port!, setup, false);
      }
      const due = (key: string) => !awaited.has(key) && !came.has(key);
      const lines = targetIds.filter((t) => due(lineKey(shooterId, t)));
      const columns = enemyIds.filter((e) => due(columnKey(e)));
      for (const t of lines) awaited.add(lineKey(shooterId, t));
      for (const e of columns) awaited.add(columnKey(e));
      if (lines.length > 0 || columns.length > 0)
        port!.ask({
          kind: 'first',
          revision: state.revision,
          shooterId,
          targetIds: lines,
          enemyIds: columns,
        });
      return true;
    },
    awaitsLine: (shooterId, targetId) => !state.failed && awaited.has(lineKey(shooterId, targetId)),
    awaitsColumn: (enemyId) => !state.failed && awaited.has(columnKey(enemyId)),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    answered: (setup) => !state.failed && feed.tableFor(setup) === sent && state.answered === state.revision,
    receive(m) {
      if (state.failed) return 'failed';
      if (m.kind === 'failed') {
        feed.broke(m.reason);
        return 'failed';
      }
      if (m.revision !== state.revision || sent === null) return 'stale';
      if (m.kind === 'done') {
        state.answered = m.revision;
        settle(true);
        return 'done';
      }
      if (m.kind === 'drawings') {
        layer.adoptDrawings(sent, m.drawings);
        for (const d of m.drawings.drawings) asked.delete(`${d.shooterId}\u0000${d.targetId}`);
        state.drawings += 1;
        tell();
        return 'drawn';
      }
      if (m.kind === 'firstDone') {
        // What could not be measured (a figure gone) is waited for no more: the page measures it.
        for (const key of [
          ...m.ask.targetIds.map((t) => lineKey(m.ask.shooterId, t)),
          ...m.ask.enemyIds.map(columnKey),
        ]) {
          awaited.delete(key);
          came.add(key);
        }
        state.answers += 1;
        tell();
        return 'first';
      }
      // Lines were measured on the table the rules ask, columns on the set-up (sightAnswers.ts).
      layer.adopt(m.answers.lines.length > 0 ? rulesTableOf(sent) : sent, m.answers);
      for (const key of [
        ...m.answers.lines.map((l) => lineKey(l.shooterId, l.targetId)),
        ...m.answers.columns.map((c) => columnKey(c.enemyId)),
      ]) {
        awaited.delete(key);
        came.add(key);
      }
      state.answers += 1;
      tell();
      return 'adopted';
    },
    broke(reason) {
      if (state.failed) return;
      state.failed = true;
      warn(`The sight worker stopped (${reason}); the table measures sight on the page instead.`);
      port?.close();
      port = null;
      settle(false);
      // Whoever waits for a drawn line, a line or a column measures it now.
      state.drawings += 1;
      state.answers += 1;
      tell();
    },
  };
  return feed;
}

/**
 * Whether two tables read the same to the sight layer: the same ground, options and models (a
 * game's shown table shares them with the game's), and figures that stand, face and fare alike.
 */
function readsTheSame(a: Setup, b: Setup): boolean {
  if (
    a.terrain !== b.terrain ||
    a.board !== b.board ||
    a.mode !== b.mode ||
    a.options !== b.options ||
    a.models !== b.models ||
    a.figures.length !== b.figures.length
  )
    return false;
  // The figures out of the game are made afresh each time: compared by what they hold.
  return a.figures.every((f, i) => f === b.figures[i] || JSON.stringify(f) === JSON.stringify(b.figures[i]));
}

/** The browser's worker as a port, or null where there are no workers. */
export function workerPort(feed: SightFeed): SightPort | null {
  if (typeof Worker !== 'function') return null;
  const worker = new Worker(new URL('./sight.worker.ts', import.meta.url), { type: 'module', name: 'sight' });
  worker.onmessage = (event: MessageEvent<FromSightWorker>) => void feed.receive(event.data);
  worker.onerror = (event) => feed.broke(event.message || 'an error in the worker');
  worker.onmessageerror = () => feed.broke('a message it could not read');
  return {
    post: (m) => {
      try {
        worker.postMessage(m);
      } catch (e) {
        // A set-up that cannot be copied to the worker: the page measures it itself.
        feed.broke(e instanceof Error ? e.message : String(e));
      }
    },
    ask: (m) => worker.postMessage(m),
    close: () => worker.terminate(),
  };
}
