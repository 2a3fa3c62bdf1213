import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVED } from '../../src/server/systems';
import { attachTableServer } from '../../src/server/tableServer';
import type { BenchRow, BenchSection } from '../report';

// Issue 28, items 3, 6 and 7: while 60 connections from 3 addresses send creates and joins of
// guessed codes as fast as they are answered, 20 tables of honest players (each from an address of
// its own, as a proxy's header says) play at people's pace against a server with its own limits
// (nothing loosened for the bench). The honest players' intent → event time is read against the
// target; the flood's answers say how much of it the limits refused. Both run in processes of their
// own, the server in this one.

const HONEST_TABLES = 20;
const FLOOD_MS = 25_000;

/** Runs `script` in a process of its own with `env`; its last line, read as JSON. */
async function run<T>(script: string, env: Record<string, string>): Promise<T> {
  const child = spawn(process.execPath, ['node_modules/vite-node/dist/cli.mjs', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = out.trim().split('\n').pop() ?? '';
  const said = line.startsWith('{') ? (JSON.parse(line) as { failed?: string }) : null;
  if (said?.failed !== undefined) throw new Error(`${script}: ${said.failed}`);
  if (code !== 0 || said === null) throw new Error(`${script} failed (${String(code)}): ${out}`);
  return said as T;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const section: BenchSection = {
  title: 'A flood of creates and joins, and honest players',
  async run(): Promise<BenchRow[]> {
    const http = createServer();
    const server = attachTableServer(http, { systems: SERVED, dataDir: null, trustProxy: true });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const [honest, flood] = await Promise.all([
        run<{ times: number[] }>('bench/net/players.ts', {
          NET_URL: url,
          NET_TABLES: String(HONEST_TABLES),
          NET_MOST_MS: String(FLOOD_MS),
          NET_PACE: 'people',
          NET_OWN_ADDRESSES: '1',
        }),
        run<{ answers: Record<string, number>; opened: number }>('bench/net/flood.ts', {
          NET_URL: url,
          FLOOD_MS: String(FLOOD_MS),
          FLOOD_CONNECTIONS: '60',
          FLOOD_ADDRESSES: '3',
        }),
      ]);
      const times = honest.times.sort((a, b) => a - b);
      const sent = Object.values(flood.answers).reduce((a, b) => a + b, 0);
      const refused = sent - (flood.answers.ok ?? 0);
      const p95 = pct(times, 0.95);
      return [
        {
          name: "an honest player's intent → event at both, p95",
          value: p95,
          unit: 'ms',
          target: '< 100 ms',
          met: p95 < 100,
          note: `p50 ${pct(times, 0.5).toFixed(1)} ms over ${times.length} actions at ${HONEST_TABLES} tables, during the flood`,
        },
        {
          name: 'flood messages answered (creates and guessed joins)',
          value: sent,
          unit: '',
          note: Object.entries(flood.answers)
            .map(([rule, n]) => `${rule} ${n}`)
            .join(', '),
        },
        {
          name: 'of them refused by the limits',
          value: (100 * refused) / Math.max(1, sent),
          unit: '%',
        },
        {
          name: 'tables the flood opened (3 addresses)',
          value: flood.opened,
          unit: '',
          target: '≤ 24 (8 an address)',
          met: flood.opened <= 24,
        },
      ];
    } finally {
      await server.close();
      http.closeAllConnections();
      http.close();
    }
  },
};

export default section;
