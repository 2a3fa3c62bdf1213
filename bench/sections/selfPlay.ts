import type { BenchRow, BenchSection } from '../report';
import type { GameResult } from '../selfPlay/game';
import { playGame } from '../selfPlay/game';
import { selfPlayTables } from '../selfPlay/tables';
import { tallyRows } from '../selfPlay/tally';

// Self-play (issue 26's figures): the automatic players in every seat of every built-in Hex Battle
// Wars table and HexPrint mission, from fixed seeds 1, 2, 3…, so a run is repeated exactly. Each
// game is checked as it goes and replayed from its seed at the end. BENCH_SELFPLAY_GAMES=50 npm
// run bench -- selfPlay is a quick run.

const section: BenchSection = {
  title: 'Self-play (automatic players in every seat)',
  run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    for (const t of selfPlayTables()) {
      const results: GameResult[] = [];
      const start = performance.now();
      for (let seed = 1; seed <= t.table.games; seed++) results.push(playGame(t.table, seed));
      const ms = performance.now() - start;
      process.stderr.write(
        `self-play: ${t.table.label}, ${results.length} games in ${(ms / 1000).toFixed(0)} s\n`,
      );
      rows.push(...tallyRows(t, results, ms));
    }
    return Promise.resolve(rows);
  },
};

export default section;
