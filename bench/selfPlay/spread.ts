import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { GameResult } from './game';
import { selfPlayTables } from './tables';

// A table's games spread over processes of their own, one share of the seeds each, so a machine
// with many cores plays them side by side; with one process to spare (BENCH_SELFPLAY_WORKERS=1, or
// a two-core machine) they are played here. Each game's result is the same wherever it is played.

/** A game's result and the processor time it took, in ms: on a busy machine its own, not the wall clock's. */
export type TimedResult = GameResult & { readonly ms: number };

const VITE_NODE = fileURLToPath(new URL('../../node_modules/vite-node/dist/cli.mjs', import.meta.url));
const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** Plays seeds `from` to `to` of the `index`th table, here. */
export function playSeeds(index: number, from: number, to: number): TimedResult[] {
  const table = selfPlayTables()[index]!;
  const out: TimedResult[] = [];
  for (let seed = from; seed <= to; seed++) {
    const start = process.cpuUsage();
    const r = table.play(seed);
    const used = process.cpuUsage(start);
    out.push({ ...r, ms: (used.user + used.system) / 1000 });
  }
  return out;
}

function inProcess(index: number, from: number, to: number): Promise<TimedResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE_NODE, WORKER, String(index), String(from), String(to)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as TimedResult[])
        : reject(new Error(`self-play seeds ${from}–${to} of table ${index}: the process exited ${code}`)),
    );
  });
}

/** How many processes play at once: BENCH_SELFPLAY_WORKERS, else all cores but one. */
export function workers(): number {
  const set = Number(process.env['BENCH_SELFPLAY_WORKERS']);
  return Number.isInteger(set) && set > 0 ? set : Math.max(1, availableParallelism() - 1);
}

/** Seeds 1 to `games` of the `index`th table, in seed order. */
export async function playTable(index: number, games: number): Promise<TimedResult[]> {
  const n = Math.min(workers(), games);
  if (n <= 1) return playSeeds(index, 1, games);
  const share = Math.ceil(games / n);
  const runs: Promise<TimedResult[]>[] = [];
  for (let from = 1; from <= games; from += share)
    runs.push(inProcess(index, from, Math.min(games, from + share - 1)));
  return (await Promise.all(runs)).flat();
}
