import type { Timing } from './timing';

/**
 * The clock a figure is read on: this process's CPU time (Node work), Chrome's own script time
 * (the DevTools protocol's ScriptDuration on the main thread's CPU clock, for browser figures), or the wall clock (latencies, a
 * first frame: what a player waits, whatever the cause).
 */
export type Clock = 'cpu' | 'script' | 'wall';

/** One figure of `npm run bench`: what was measured, against its target and, where asked, the plain way. */
export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The target as the issue states it, e.g. "≤ 2 ms". */
  readonly target?: string;
  /** Whether the value meets the target. */
  readonly met?: boolean;
  /** The same work done the plain way in the same run (e.g. three.js raycasts without a BVH). */
  readonly plain?: number | undefined;
  /** A few words after the figure: what it is measured against, and why it has no target. */
  readonly note?: string;
  /** The same figure on other tables of the ladder (the huge one, CTF), printed after it. */
  readonly beside?: readonly Beside[];
  /** What `value`, `plain` and `beside` are read on; the target is judged on it. Absent: not a time. */
  readonly clock?: Clock;
  /** The same figure by the wall clock, printed beside a CPU or script figure. */
  readonly wall?: number;
  /** The lowest and highest of the tries the median `value` came from. */
  readonly spread?: readonly [number, number];
  /** How many tries `value` is the median of. */
  readonly tries?: number;
}

/** One figure printed beside a row's own: the same work on another table. */
export interface Beside {
  readonly label: string;
  readonly value: number;
  readonly plain?: number | undefined;
}

export interface BenchSection {
  readonly title: string;
  run(): Promise<BenchRow[]>;
}

const fmt = (v: number) =>
  Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toPrecision(3);

/** A figure from a Timing, on the CPU clock: `scale` turns ms per call into the unit shown (µs, a rate). */
export function cpuFigure(
  t: Timing,
  scale: (ms: number) => number = (ms) => ms,
): Pick<BenchRow, 'value' | 'wall' | 'spread' | 'tries' | 'clock'> {
  const [a, b] = [scale(t.cpuSpread[0]), scale(t.cpuSpread[1])];
  return {
    value: scale(t.cpu),
    wall: scale(t.wall),
    spread: [Math.min(a, b), Math.max(a, b)],
    tries: t.tries,
    clock: 'cpu',
  };
}

/** "[cpu, 5 tries 11.2–13.0; wall 14.1]": the clock, the tries' spread, the wall figure beside. */
function clockOf(r: BenchRow): string {
  if (r.clock === undefined) return '';
  const tries =
    r.tries === undefined
      ? ''
      : r.spread === undefined
        ? `, ${r.tries} tries`
        : `, ${r.tries} tries ${fmt(r.spread[0])}–${fmt(r.spread[1])}`;
  const wall = r.wall === undefined || r.clock === 'wall' ? '' : `; wall ${fmt(r.wall)}`;
  return `  [${r.clock}${tries}${wall}]`;
}

export function printTitle(title: string, load: string): void {
  console.log(`\n## ${title}\n   (${load} at its start)`);
}

export function printRows(rows: readonly BenchRow[]): void {
  for (const r of rows) {
    const target = r.target === undefined ? '' : `  target ${r.target} ${r.met === false ? '✗ MISSED' : '✓'}`;
    const plain =
      r.plain === undefined
        ? ''
        : `  plain ${fmt(r.plain)} ${r.unit} (×${fmt(r.plain / Math.max(r.value, 1e-12))})`;
    const note = r.note === undefined ? '' : `  ${r.note}`;
    const beside = (r.beside ?? [])
      .map(
        (b) =>
          `  | ${b.label} ${fmt(b.value)} ${r.unit}` +
          (b.plain === undefined
            ? ''
            : ` (plain ${fmt(b.plain)}, ×${fmt(b.plain / Math.max(b.value, 1e-12))})`),
      )
      .join('');
    console.log(
      `  ${r.name.padEnd(52)} ${fmt(r.value).padStart(10)} ${r.unit.padEnd(6)}${clockOf(r)}${target}${plain}${beside}${note}`,
    );
  }
}

/** A section that threw or timed out: its reason, in place of its figures. */
export function printFailed(reason: string): void {
  console.log(`  FAILED: ${reason}`);
}
