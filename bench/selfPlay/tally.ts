import type { BenchRow } from '../report';
import type { GameResult } from './game';
import type { TimedResult } from './spread';
import type { Tallied } from './tables';

// A table's self-played games as the bench's rows, each figure next to its target: games stopped
// at the cap, invariants broken and replays that differ (each 0, the first case named), the time a
// game takes, and where asked the win rates by invisibility score or by side.

const percent = (n: number, of: number): number => (of === 0 ? 0 : (100 * n) / of);

/** The first game counted by `bad`, in words, for the note beside a missed target. */
function first(results: readonly GameResult[], bad: (r: GameResult) => string | null): string | undefined {
  for (const r of results) {
    const what = bad(r);
    if (what !== null) return `first: seed ${r.seed}, ${what}`;
  }
  return undefined;
}

function counted(name: string, value: number, note: string | undefined): BenchRow {
  return { name, value, unit: '', target: '0', met: value === 0, ...(note === undefined ? {} : { note }) };
}

function health(label: string, results: readonly TimedResult[]): BenchRow[] {
  const capped = results.filter((r) => r.capped !== null).length;
  const violations = results.reduce((n, r) => n + r.violations.length, 0);
  const inexact = results.filter((r) => !r.replayExact).length;
  const wins = new Map<string, number>();
  for (const r of results) wins.set(r.winner ?? 'none', (wins.get(r.winner ?? 'none') ?? 0) + 1);
  const split = [...wins].map(([w, n]) => `${w} ${percent(n, results.length).toFixed(1)} %`).join(', ');
  const actions = results.reduce((n, r) => n + r.actions, 0) / results.length;
  const longest = Math.max(...results.map((r) => r.turns));
  return [
    counted(
      `${label}: games to the turn cap`,
      capped,
      first(results, (r) => r.capped),
    ),
    counted(
      '  invariant violations',
      violations,
      first(results, (r) => r.violations[0] ?? null),
    ),
    counted(
      '  replays not exact',
      inexact,
      first(results, (r) => (r.replayExact ? null : 'its replay differs')),
    ),
    {
      name: '  processor time per game',
      value: results.reduce((n, r) => n + r.ms, 0) / results.length,
      unit: 'ms',
      note: `${results.length} games, ${actions.toFixed(0)} actions each, longest ${longest} turns; ${split}`,
    },
  ];
}

/** HB duels: each invisibility score's share of the duels its character was in that it won. */
function byScore(results: readonly GameResult[]): BenchRow[] {
  const rows: BenchRow[] = [];
  for (let score = 1; score <= 6; score++) {
    let played = 0;
    let won = 0;
    let drawn = 0;
    for (const r of results)
      for (const [seat, s] of Object.entries(r.traits ?? {}))
        if (s === score) {
          played++;
          if (r.winner === seat) won++;
          if (r.winner === 'draw') drawn++;
        }
    const rate = percent(won, played);
    rows.push({
      name: `  duels won at invisibility score ${score}`,
      value: rate,
      unit: '%',
      target: '≥ 30 %',
      met: played > 0 && rate >= 30,
      note: `${won} of ${played} characters at ${score}, ${drawn} drawn`,
    });
  }
  return rows;
}

/** A mirrored mission: each side's share of the decided games; draws counted apart. */
function bySide(results: readonly GameResult[], sides: NonNullable<Tallied['sides']>): BenchRow[] {
  const draws = results.filter((r) => r.winner === 'draw').length;
  const decided = results.filter((r) => sides.some((s) => s.id === r.winner)).length;
  const rows: BenchRow[] = sides.map((side) => {
    const won = results.filter((r) => r.winner === side.id).length;
    const rate = percent(won, decided);
    return {
      name: `  ${side.name} wins, of decided games`,
      value: rate,
      unit: '%',
      target: '45–55 %',
      met: decided > 0 && rate >= 45 && rate <= 55,
      note: `${won} of ${decided}`,
    };
  });
  rows.push({
    name: '  draws',
    value: percent(draws, results.length),
    unit: '%',
    note: `${draws} of ${results.length} games; not in the sides' rates`,
  });
  return rows;
}

export function tallyRows(t: Tallied, results: readonly TimedResult[]): BenchRow[] {
  return [
    ...health(t.label, results),
    ...(t.byScore ? byScore(results) : []),
    ...(t.sides === null ? [] : bySide(results, t.sides)),
  ];
}
