import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { TableEvent } from '../../src/net/protocol';
import { captureTheFlag } from '../../src/rules/paintball-mini/setup';
import type { GameState } from '../../src/rules/paintball-mini/engine';
import { SERVED } from '../../src/server/systems';
import { attachTableServer } from '../../src/server/tableServer';
import { Tables } from '../../src/server/tables';
import type { BenchRow, BenchSection } from '../report';

// Network play on loopback: 200 tables of two players each, every action timed from the intent
// leaving to its event reaching both players (the server keeps each action on disk, fsync'd, before
// it answers), each table pausing between actions as players do; a table's memory on the server;
// a 3,000-action game read back from its file. The players run in this same process.

const TABLES = Number(process.env.BENCH_TABLES ?? 200);
const ACTIONS_EACH = 15;
const MOST_MS = 60_000;
/**
 * Between two actions a table waits 50 to 150 ms (far quicker than people play): 200 tables then
 * offer the server some 2,000 actions a second, where with no pause at all the figure measures how
 * long 200 actions queue behind each other on this machine's cores, not how quick one is.
 */
const pause = (i: number) => 50 + ((i * 37) % 101);

type Ask = { ok: boolean; tableId?: string; hostToken?: string; reason?: string };
const ask = (s: Socket, name: string, msg: unknown) =>
  s.timeout(10_000).emitWithAck(name, msg) as Promise<Ask>;

/** Capture the Flag with blind spots, so a figure's facing is a move of the game (as in the restore bench). */
function withFacing() {
  const base = captureTheFlag();
  return { ...base, options: { ...base.options, blindSpots: true } };
}

/** The seat to act's paintballer and a facing: an action the rules always take, so every step is the same work. */
function turnOf(state: GameState, i: number) {
  const who = state.table.figures.find((f) => f.team === state.active && f.role === 'paintballer')!;
  return { type: 'rotate', figureId: who.id, facing: (i % 6) * 60 };
}

async function latencies(dataDir: string): Promise<number[]> {
  const http = createServer();
  const server = attachTableServer(http, {
    systems: SERVED,
    dataDir,
    rate: { perSecond: 1000, burst: 1000 },
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const open = () => connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  const sockets: Socket[] = [];
  const times: number[] = [];
  const end = performance.now() + MOST_MS;
  try {
    await Promise.all(
      Array.from({ length: TABLES }, async () => {
        const red = open();
        const blue = open();
        sockets.push(red, blue);
        const { tableId, hostToken } = await ask(red, 'create', {
          system: 'paintball-mini',
          setup: withFacing(),
        });
        await ask(red, 'join', { tableId, seat: 'red', lastSeq: 0 });
        await ask(blue, 'join', { tableId, seat: 'blue', lastSeq: 0 });
        await ask(red, 'host', { hostToken, command: 'start' });
        const seen = { red: 0, blue: 0 };
        let state: GameState | null = null;
        red.on('event', (e: TableEvent) => ((seen.red = e.seq), (state = e.state as GameState)));
        blue.on('event', (e: TableEvent) => (seen.blue = e.seq));
        for (let i = 0; i <= ACTIONS_EACH && performance.now() < end; i++) {
          const action = i === 0 ? { type: 'rollCommand' } : turnOf(state!, i);
          const mover = i === 0 || state!.active === 'red' ? red : blue;
          const t0 = performance.now();
          const r = await ask(mover, 'intent', { expectedSeq: i, action });
          if (!r.ok) throw new Error(`refused: ${r.reason}`);
          while (seen.red <= i || seen.blue <= i) await new Promise((res) => setImmediate(res));
          if (i > 0) times.push(performance.now() - t0);
          await new Promise((res) => setTimeout(res, pause(i)));
        }
      }),
    );
  } finally {
    for (const s of sockets) s.disconnect();
    await server.close();
    http.closeAllConnections();
    http.close();
  }
  return times.sort((a, b) => a - b);
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

/** Writes a 3,000-action game to a table file, then times reading every table back from the data dir. */
async function restore(dir: string): Promise<number> {
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
  const t0 = performance.now();
  const back = new Tables(SERVED, dir, () => {});
  const ms = performance.now() - t0;
  if (back.get(o.tableId)?.seq !== 3000) throw new Error('the game did not come back whole');
  back.close();
  return ms;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const section: BenchSection = {
  title: 'Network play',
  async run(): Promise<BenchRow[]> {
    const dir = mkdtempSync(join(process.env.BENCH_DATA_DIR ?? tmpdir(), 'bench-tables-'));
    try {
      const times = await latencies(join(dir, 'live'));
      const p95 = pct(times, 0.95);
      const note = `${times.length} actions, ${TABLES} tables × 2 players, fsync'd under ${dir}`;
      return [
        { name: 'intent → event at both players, p50', value: pct(times, 0.5), unit: 'ms', note },
        {
          name: 'intent → event at both players, p95',
          value: p95,
          unit: 'ms',
          target: '≤ 20 ms',
          met: p95 <= 20,
        },
        {
          name: 'server memory per table (15 actions in)',
          value: (await memoryPerTable()) / 1024,
          unit: 'kB',
        },
        ...[await restore(join(dir, 'restore'))].map((ms) => ({
          name: 'a 3,000-action game read back from its file',
          value: ms,
          unit: 'ms',
          target: '< 100 ms',
          met: ms < 100,
        })),
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default section;
