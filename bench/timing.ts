import { availableParallelism, loadavg } from 'node:os';

// How every section times its work, so a figure means the same on a quiet machine and a loaded one.
// Wall time counts whatever else the machine runs (two cores shared with builds, tests, other
// benches); the CPU time this process spent (`process.cpuUsage()`: user + system, every thread of
// the process, the garbage collector's helpers included) counts only the work. Each figure is taken
// in five tries and the median try is reported, CPU and wall side by side, with the tries' spread.

export const TRIES = 5;

/** One figure: the median try, in ms per call, by both clocks, with the tries' lowest and highest. */
export interface Timing {
  readonly cpu: number;
  readonly wall: number;
  readonly cpuSpread: readonly [number, number];
  readonly wallSpread: readonly [number, number];
  readonly tries: number;
}

export interface TimingOptions {
  /** Tries, each a figure of its own; the median is reported (default 5). */
  readonly tries?: number;
  /** CPU time each try runs `fn` again for, about (default 100 ms). */
  readonly budgetMs?: number;
  /** Calls each try makes at least (default 3). */
  readonly minRuns?: number;
  /** Calls before the first try, for the JIT (default 3). */
  readonly warm?: number;
}

const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;

/** This process's CPU time so far, ms (every thread: see above). */
export const cpuNow = (): number => cpuMs(process.cpuUsage());

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const spread = (xs: readonly number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];

/** Tries' per-call times, as a Timing: each clock's median and spread. */
export function timingOf(cpu: readonly number[], wall: readonly number[]): Timing {
  return {
    cpu: median(cpu),
    wall: median(wall),
    cpuSpread: spread(cpu),
    wallSpread: spread(wall),
    tries: cpu.length,
  };
}

/**
 * Times `fn` in `tries` tries of the same number of calls, ms per call. The number is found first:
 * enough calls for `budgetMs` of CPU time (at least `minRuns`), so each try does the same work however
 * busy the machine is, and no clock is read between the calls of a try.
 */
export function timed(fn: () => void, options: TimingOptions = {}): Timing {
  const { tries = TRIES, budgetMs = 100, minRuns = 3, warm = 3 } = options;
  for (let i = 0; i < warm; i++) fn();
  let runs = 0;
  let spent = 0;
  const c0 = process.cpuUsage();
  while (runs < 1 || spent < budgetMs / 4) {
    fn();
    runs++;
    spent = cpuMs(process.cpuUsage(c0));
  }
  runs = Math.max(minRuns, Math.round((runs * budgetMs) / Math.max(spent, 1e-3)));
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let t = 0; t < tries; t++) {
    const c1 = process.cpuUsage();
    const w1 = performance.now();
    for (let i = 0; i < runs; i++) fn();
    wall.push((performance.now() - w1) / runs);
    cpu.push(cpuMs(process.cpuUsage(c1)) / runs);
  }
  return timingOf(cpu, wall);
}

/** One call of `fn`, by both clocks, in ms. */
export function once(fn: () => void): { cpu: number; wall: number } {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  fn();
  const wall = performance.now() - w0;
  return { cpu: cpuMs(process.cpuUsage(c0)), wall };
}

/** Async work, once, by both clocks (ms): the CPU is this process's, whatever else it did meanwhile. */
export async function onceAsync<T>(fn: () => Promise<T>): Promise<{ cpu: number; wall: number; value: T }> {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const value = await fn();
  const wall = performance.now() - w0;
  return { cpu: cpuMs(process.cpuUsage(c0)), wall, value };
}

/** "load 3.10 2.84 2.51 (1, 5, 15 min) on 2 cores": how busy the machine was, for the header. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
  return `load ${one} ${five} ${fifteen} (1, 5, 15 min) on ${availableParallelism()} cores`;
}

/**
 * Times `fn` on what `prepare` makes, afresh for each call and not counted; ms per call, each try
 * running until `fn` has spent `budgetMs` of CPU time (and `minRuns` calls).
 */
export function timedAfter<T>(prepare: () => T, fn: (x: T) => void, options: TimingOptions = {}): Timing {
  const { tries = TRIES, budgetMs = 100, minRuns = 3, warm = 1 } = options;
  for (let i = 0; i < warm; i++) fn(prepare());
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let t = 0; t < tries; t++) {
    let [runs, c, w] = [0, 0, 0];
    while (c < budgetMs || runs < minRuns) {
      const x = prepare();
      const one = once(() => fn(x));
      c += one.cpu;
      w += one.wall;
      runs++;
    }
    cpu.push(c / runs);
    wall.push(w / runs);
  }
  return timingOf(cpu, wall);
}

/** Whole games over fixed seeds: the same games on every machine and every run. */
export interface Games {
  /** Per game, the mean over the seeds (a try's total time ÷ its games); the median try. */
  readonly perGame: Timing;
  /** The median single game's time (each seed's median over the tries), by both clocks, ms. */
  readonly medianGame: { readonly cpu: number; readonly wall: number };
  readonly games: number;
}

/**
 * Plays every seed once a try (one game of a seed before, for the JIT and the sight's caches) and
 * times each game. Games a second is total games ÷ total time, never the quickest game's: the
 * quickest seed is the shortest game, not the least disturbed one.
 */
export function seededGames(seeds: readonly number[], play: (seed: number) => void, tries = TRIES): Games {
  play(seeds[0]!);
  const bySeed = seeds.map(() => ({ cpu: [] as number[], wall: [] as number[] }));
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let t = 0; t < tries; t++) {
    let [c, w] = [0, 0];
    seeds.forEach((seed, i) => {
      const one = once(() => play(seed));
      bySeed[i]!.cpu.push(one.cpu);
      bySeed[i]!.wall.push(one.wall);
      c += one.cpu;
      w += one.wall;
    });
    cpu.push(c / seeds.length);
    wall.push(w / seeds.length);
  }
  return {
    perGame: timingOf(cpu, wall),
    medianGame: {
      cpu: median(bySeed.map((s) => median(s.cpu))),
      wall: median(bySeed.map((s) => median(s.wall))),
    },
    games: seeds.length,
  };
}

/** Seeds first … first + n − 1. */
export const seedsFrom = (first: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => first + i);
