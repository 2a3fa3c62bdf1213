import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameState } from '../../src/rules/paintball-mini/engine';
import { SERVED } from '../../src/server/systems';
import { redisStore } from '../../src/server/redisStore';
import type { TableServerOptions } from '../../src/server/tableServer';
import { attachTableServer } from '../../src/server/tableServer';
import { REDIS_SERVER, startRedis } from '../../tests/unit/net/support/redis';
import { Tables } from '../../src/server/tables';
import type { BenchRow, BenchSection } from '../report';
import { onceAsync } from '../timing';
import type { Pace } from '../net/game';
import { ACTIONS_EACH, turnOf, withFacing } from '../net/game';

// Network play on loopback: 200 tables of two players each, every action timed from the intent
// leaving to its event reaching both players (the server keeps each action on disk, fsync'd, before
// it answers), each table pausing between actions as players do; the same in memory only (what the
// fsync adds) and through Redis; the server's CPU per action; a table's memory on the server; a
// 3,000-action game read back from its file. The players run in a process of their own.

const TABLES = Number(process.env.BENCH_TABLES ?? 200);
const MOST_MS = 60_000;

type Shared = NonNullable<TableServerOptions['shared']>;

/**
 * Runs the players (bench/net/players.ts) in a process of their own against a server in this one;
 * the times, and the server's CPU (user + system, this process) per action while they were taken.
 */
async function latencies(
  dataDir: string | null,
  shared?: Shared,
  pace: Pace = 'people',
): Promise<{ times: number[]; cpuEach: number; eventBytes: number }> {
  const http = createServer();
  const server = attachTableServer(http, {
    systems: SERVED,
    dataDir,
    rate: { perSecond: 1000, burst: 1000 },
    // The bench's players act as fast as they are answered: the table's own bound would measure itself.
    tableRate: { perSecond: 1000, burst: 1000 },
    // Each table's players come from an address of their own (NET_OWN_ADDRESSES), as a proxy says.
    trustProxy: true,
    ...(shared === undefined ? {} : { shared }),
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const cpu = process.cpuUsage();
  try {
    const players = spawn(process.execPath, ['node_modules/vite-node/dist/cli.mjs', 'bench/net/players.ts'], {
      env: {
        ...process.env,
        NET_URL: url,
        NET_TABLES: String(TABLES),
        NET_MOST_MS: String(MOST_MS),
        NET_PACE: pace,
        NET_OWN_ADDRESSES: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    players.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => players.once('exit', resolve));
    const line = out.trim().split('\n').pop() ?? '';
    const said = line.startsWith('{') ? (JSON.parse(line) as { failed?: string }) : null;
    if (said?.failed !== undefined) throw new Error(`the players' process (pace ${pace}): ${said.failed}`);
    if (code !== 0 || said === null) throw new Error(`the players' process failed (${String(code)}): ${out}`);
    const heard = said as { times: number[]; eventBytes: number };
    const times = heard.times.sort((a, b) => a - b);
    const used = process.cpuUsage(cpu);
    const cpuEach = (used.user + used.system) / 1000 / Math.max(1, times.length);
    return { times, cpuEach, eventBytes: heard.eventBytes };
  } finally {
    await server.close();
    http.closeAllConnections();
    http.close();
  }
}

/** The same with the tables kept in a Redis of the bench's own; null when redis-server is not installed. */
async function throughRedis(): Promise<number[] | null> {
  if (!existsSync(REDIS_SERVER)) return null;
  const redis = await startRedis();
  try {
    return (await latencies(null, await redisStore(redis.url))).times;
  } finally {
    await redis.stop();
  }
}

/** Heap a table takes on the server, started and 15 actions in, measured over 200 tables. */
async function memoryPerTable(): Promise<number> {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const tables = new Tables(SERVED, null, () => {});
  const kept: unknown[] = [];
  for (let t = 0; t < TABLES; t++) {
    const o = await tables.open({ system: 'paintball-mini', setup: withFacing() });
    if (!o.ok) throw new Error(o.reason);
    const table = tables.get(o.tableId)!;
    table.record({ kind: 'status', status: 'playing' });
    for (let i = 0; i < ACTIONS_EACH; i++) {
      const state = table.stateFor('red', 'now') as GameState;
      const seat = state.phase === 'command' ? 'red' : state.active!;
      const c = table.check(seat, table.seq, i === 0 ? { type: 'rollCommand' } : turnOf(state, i));
      if (!c.ok) throw new Error(c.reason);
      table.commit(seat, c);
    }
    kept.push(table);
  }
  globalThis.gc?.();
  const per = (process.memoryUsage().heapUsed - before) / TABLES;
  tables.close();
  return per;
}

/** Writes a 3,000-action game to a table file, then times a restarted server reading it back on its first visit. */
async function restore(dir: string): Promise<{ cpu: number; wall: number }> {
  const tables = new Tables(SERVED, dir, () => {});
  const o = await tables.open({ system: 'paintball-mini', setup: withFacing() });
  if (!o.ok) throw new Error(o.reason);
  const table = tables.get(o.tableId)!;
  table.record({ kind: 'status', status: 'playing' });
  for (let i = 0; i < 3000; i++) {
    const state = table.stateFor('red', 'now') as GameState;
    const seat = state.phase === 'command' ? 'red' : state.active!;
    const c = table.check(seat, table.seq, i === 0 ? { type: 'rollCommand' } : turnOf(state, i));
    if (!c.ok) throw new Error(c.reason);
    table.commit(seat, c);
  }
  tables.close();
  // A restart only lists the table: it is read back whole on its first visit.
  const {
    cpu,
    wall,
    value: read,
  } = await onceAsync(async () => {
    const restarted = new Tables(SERVED, dir, () => {});
    return { restarted, table: await restarted.fresh(o.tableId) };
  });
  read.restarted.close();
  if (read.table?.seq !== 3000) throw new Error('the game did not come back whole');
  return { cpu, wall };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const section: BenchSection = {
  title: 'Network play',
  async run(): Promise<BenchRow[]> {
    const dir = mkdtempSync(join(process.env.BENCH_DATA_DIR ?? tmpdir(), 'bench-tables-'));
    try {
      const { times, cpuEach, eventBytes } = await latencies(join(dir, 'live'));
      const p95 = pct(times, 0.95);
      // The same with every table in memory only: what the fsync before each acknowledgement adds.
      const unkept = (await latencies(null)).times;
      const shared = await throughRedis();
      // The same files at ten times people's pace and more: how actions queue on this machine.
      const stressed = (await latencies(join(dir, 'stress'), undefined, 'stress')).times;
      if (shared === null) console.log(`  (through Redis: skipped, ${REDIS_SERVER} is not installed)`);
      const note = `${times.length} actions, ${TABLES} tables × 2 players each acting every 1–2 s, fsync'd under ${dir}`;
      return [
        {
          name: 'intent → event at both players, p50',
          value: pct(times, 0.5),
          unit: 'ms',
          clock: 'wall',
          note,
        },
        {
          name: 'intent → event at both players, p95',
          value: p95,
          unit: 'ms',
          clock: 'wall',
          target: '≤ 20 ms',
          met: p95 <= 20,
        },
        {
          // At the stress pace 200 tables offer ~2,000 actions a second: above ~0.5 ms each one core cannot keep up.
          name: "server's CPU per action (encode, rules, push, log)",
          value: cpuEach,
          unit: 'ms',
          clock: 'cpu',
        },
        {
          // A pushed event carries a patch of the game, not the game (~5.6 kB of it at this table).
          name: 'bytes each player is sent per action (JSON)',
          value: eventBytes,
          unit: 'B',
        },
        {
          name: 'the same, tables in memory only (no fsync), p50 / p95',
          value: pct(unkept, 0.95),
          unit: 'ms',
          clock: 'wall',
          note: `p50 ${pct(unkept, 0.5).toFixed(1)} ms: the fsync adds the difference`,
        },
        ...(shared === null
          ? []
          : [
              {
                name: 'the same, tables kept in Redis (appendfsync always), p95',
                value: pct(shared, 0.95),
                unit: 'ms',
                clock: 'wall' as const,
                note: `p50 ${pct(shared, 0.5).toFixed(1)} ms, one server, its own redis-server`,
              },
            ]),
        {
          name: 'the same at a stress pace (every 50–150 ms, ~2,000 actions/s offered), p95',
          value: pct(stressed, 0.95),
          unit: 'ms',
          clock: 'wall',
          note: `p50 ${pct(stressed, 0.5).toFixed(1)} ms: more than one core can take; the queue, not one action`,
        },
        {
          name: 'server memory per table (15 actions in)',
          value: (await memoryPerTable()) / 1024,
          unit: 'kB',
        },
        ...[await restore(join(dir, 'restore'))].map(({ cpu, wall }) => ({
          name: 'a 3,000-action game read back from its file (and its snapshot)',
          value: cpu,
          wall,
          unit: 'ms',
          clock: 'cpu' as const,
          target: '≤ 50 ms',
          met: cpu <= 50,
          note: 'once, cold; the restore section times it five times beside a whole replay',
        })),
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default section;
