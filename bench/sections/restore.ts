import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createClient } from 'redis';
import { join } from 'node:path';
import type { BenchRow, BenchSection } from '../report';
import { cpuFigure } from '../report';
import type { Timing } from '../timing';
import { TRIES, onceAsync, once, timed, timingOf } from '../timing';
import { turnOf, withFacing } from '../net/game';
import type { Action, GameState } from '../../src/rules/paintball-mini/engine';
import { redisStore } from '../../src/server/redisStore';
import { SERVED } from '../../src/server/systems';
import type { TableStore } from '../../src/server/tableStore';
import { Tables } from '../../src/server/tables';
import { REDIS_SERVER, startRedis } from '../../tests/unit/net/support/redis';
import type { Played } from '../../src/rules/paintball-mini/view/state/played';
import { playAction, replay, startPlay } from '../../src/rules/paintball-mini/view/state/played';
import { captureTheFlag } from '../../src/rules/paintball-mini/setup';

// Bringing back a long kept game (a reload): one pass over its actions, against the plain way of
// playing them one by one through playAction, which copies the log per action. CPU time (the replay
// the median of five tries, the plain way once: it is quadratic), wall beside it (bench/timing.ts).
// Then the table server reading a 3,000-action game back from its file after a restart (the net
// section's game: a figure turned each action): from the snapshot kept beside the log as the table
// was closed (src/server/snapshot.ts), after a kill 99 actions past the last snapshot, and the
// plain way, every action replayed (the snapshot taken away). Five tries each, the median. The same
// from Redis (its list and the snapshot key beside it), where redis-server is installed.

const ACTIONS = 20_000;

function longGame(): { setup: Played['initial']; actions: Action[] } {
  const base = captureTheFlag();
  const setup = { ...base, options: { ...base.options, blindSpots: true } };
  const actions: Action[] = [{ type: 'rollCommand' }];
  const start = startPlay(setup, 8);
  const r = playAction(start, actions[0]!);
  if (!r.ok) throw new Error(r.reason);
  const who = r.played.game.table.figures.find(
    (f) => f.team === r.played.game.active && f.role === 'paintballer',
  )!.id;
  for (let i = 0; i < ACTIONS; i++) actions.push({ type: 'rotate', figureId: who, facing: (i % 6) * 60 });
  return { setup, actions };
}

const SERVER_ACTIONS = 3000;

/** Plays `actions` actions at a fresh table kept under `dir` (or in a store); its code. Closed, it keeps a last snapshot. */
async function keptTable(dir: string | TableStore, actions: number, close: boolean): Promise<string> {
  const tables = new Tables(SERVED, dir, () => {});
  const o = await tables.open({ system: 'paintball-mini', setup: withFacing() });
  if (!o.ok) throw new Error(o.reason);
  const table = tables.get(o.tableId)!;
  table.record({ kind: 'status', status: 'playing' });
  for (let i = 0; i < actions; i++) {
    const state = table.stateFor('red', 'now') as GameState;
    const seat = state.phase === 'command' ? 'red' : state.active!;
    const c = table.check(seat, table.seq, i === 0 ? { type: 'rollCommand' } : turnOf(state, i));
    if (!c.ok) throw new Error(c.reason);
    table.commit(seat, c);
  }
  await table.kept();
  // A kill closes nothing: the log is on disk, the snapshot the last one kept while playing.
  if (close) tables.close();
  return o.tableId;
}

/** A restarted server reading the table back on its first visit, five times; from a snapshot `resumed` actions in. */
async function readBack(dir: string, id: string, actions: number, resumed: number): Promise<Timing> {
  const cpu: number[] = [];
  const wall: number[] = [];
  // A table read back and let go of keeps a snapshot of its own when it replayed actions: each try
  // finds the files as they were.
  const snap = join(dir, `${id}.snap`);
  const kept = existsSync(snap) ? readFileSync(snap) : null;
  for (let t = 0; t < TRIES + 1; t++) {
    const read = await onceAsync(async () => {
      const restarted = new Tables(SERVED, dir, () => {});
      return { restarted, table: await restarted.fresh(id) };
    });
    const { restarted, table } = read.value;
    if (table?.seq !== actions || table.resumedAt !== resumed)
      throw new Error(`read back at ${String(table?.seq)}, from a snapshot at ${String(table?.resumedAt)}`);
    restarted.close();
    if (kept === null) rmSync(snap, { force: true });
    else writeFileSync(snap, kept);
    // The first try warms the JIT.
    if (t === 0) continue;
    cpu.push(read.cpu);
    wall.push(read.wall);
  }
  return timingOf(cpu, wall);
}

/** The server's read-back rows: from the snapshot (plain: every action replayed), and after a kill. */
async function serverRows(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'restore-bench-'));
  try {
    const closed = await keptTable(dir, SERVER_ACTIONS, true);
    const killed = await keptTable(dir, SERVER_ACTIONS + 99, false);
    const fromSnapshot = await readBack(dir, closed, SERVER_ACTIONS, SERVER_ACTIONS);
    const afterKill = await readBack(dir, killed, SERVER_ACTIONS + 99, SERVER_ACTIONS);
    rmSync(join(dir, `${closed}.snap`));
    const whole = await readBack(dir, closed, SERVER_ACTIONS, 0);
    return [
      {
        name: `a ${SERVER_ACTIONS.toLocaleString('en')}-action game read back by a restarted server (from its snapshot)`,
        ...cpuFigure(fromSnapshot),
        unit: 'ms',
        target: '≤ 50 ms',
        met: fromSnapshot.cpu <= 50 && afterKill.cpu <= 50,
        plain: whole.cpu,
        beside: [{ label: 'killed 99 actions past its last snapshot', value: afterKill.cpu }],
        note: `plain: every action replayed (no snapshot), wall ${whole.wall.toFixed(0)} ms`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same read back from Redis: a restarted server's first visit, five times (its connection made before). */
async function readBackRedis(url: string, id: string, actions: number, resumed: number): Promise<Timing> {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let t = 0; t < TRIES + 1; t++) {
    const { store } = await redisStore(url);
    const restarted = new Tables(SERVED, store, () => {});
    const read = await onceAsync(() => restarted.fresh(id));
    const table = read.value;
    if (table?.seq !== actions || table.resumedAt !== resumed)
      throw new Error(`read back at ${String(table?.seq)}, from a snapshot at ${String(table?.resumedAt)}`);
    // Let go of without closing, as a kill would: a table replayed whole keeps no snapshot of its own.
    await store.close();
    if (t === 0) continue;
    cpu.push(read.cpu);
    wall.push(read.wall);
  }
  return timingOf(cpu, wall);
}

/** The read-back row for tables kept in Redis; none where redis-server is not installed. */
async function redisRows(): Promise<BenchRow[]> {
  if (!existsSync(REDIS_SERVER)) {
    console.log(`  (read back from Redis: skipped, ${REDIS_SERVER} is not installed)`);
    return [];
  }
  const redis = await startRedis();
  try {
    const { store } = await redisStore(redis.url);
    const id = await keptTable(store, SERVER_ACTIONS, false);
    // The store closed once its snapshots are set: the last one follows the 3,000th action.
    await store.close();
    const fromSnapshot = await readBackRedis(redis.url, id, SERVER_ACTIONS, SERVER_ACTIONS);
    const direct = createClient({ url: redis.url });
    await direct.connect();
    await direct.del(`hex-tabletop:snap:${id}`);
    await direct.quit();
    const whole = await readBackRedis(redis.url, id, SERVER_ACTIONS, 0);
    return [
      {
        name: `the same, the game kept in Redis (from its snapshot)`,
        ...cpuFigure(fromSnapshot),
        unit: 'ms',
        target: '≤ 50 ms',
        met: fromSnapshot.cpu <= 50,
        plain: whole.cpu,
        note: `plain: every action replayed (no snapshot), wall ${whole.wall.toFixed(0)} ms; its own redis-server`,
      },
    ];
  } finally {
    await redis.stop();
  }
}

const section: BenchSection = {
  title: 'Restoring a kept game',
  async run() {
    const { setup, actions } = longGame();
    const value = timed(() => void replay(setup, 8, actions), { minRuns: 1, warm: 1 });
    const plain = once(() => {
      let p = startPlay(setup, 8);
      for (const a of actions) {
        const r = playAction(p, a);
        if (!r.ok) throw new Error(r.reason);
        p = r.played;
      }
    });
    return [
      {
        name: `replay of ${ACTIONS.toLocaleString('en')} actions`,
        ...cpuFigure(value),
        unit: 'ms',
        plain: plain.cpu,
        note: `plain: one playAction per action (quadratic), once, wall ${plain.wall.toFixed(0)} ms`,
      },
      ...(await serverRows()),
      ...(await redisRows()),
    ];
  },
};

export default section;
