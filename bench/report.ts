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

export function printRows(title: string, rows: readonly BenchRow[]): void {
  console.log(`\n## ${title}`);
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
      `  ${r.name.padEnd(52)} ${fmt(r.value).padStart(10)} ${r.unit.padEnd(6)}${target}${plain}${beside}${note}`,
    );
  }
}

/** Runs `fn` repeatedly for at least `ms` and returns the mean time per call in milliseconds. */
export function timeIt(fn: () => void, ms = 300, minRuns = 5): number {
  for (let i = 0; i < 3; i++) fn();
  let runs = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms || runs < minRuns) {
    fn();
    runs++;
    now = performance.now();
  }
  return (now - start) / runs;
}
