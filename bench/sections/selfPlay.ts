import type { BenchRow, BenchSection } from '../report';
import { playTable, workers } from '../selfPlay/spread';
import { selfPlayTables } from '../selfPlay/tables';
import { tallyRows } from '../selfPlay/tally';

// Self-play (issue 26's figures): the automatic players in every seat of every built-in Hex Battle
// Wars table and HexPrint mission, from fixed seeds 1, 2, 3…, so a run is repeated exactly. Each
// game is checked as it goes and replayed from its seed at the end. A quick run:
// BENCH_SELFPLAY_GAMES=50 npm run bench -- selfPlay (BENCH_SELFPLAY_WORKERS sets the processes).

const section: BenchSection = {
  title: 'Self-play (automatic players in every seat)',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const tables = selfPlayTables();
    for (const [index, t] of tables.entries()) {
      const start = performance.now();
      const results = await playTable(index, t.games);
      const s = (performance.now() - start) / 1000;
      process.stderr.write(
        `self-play: ${t.label}, ${results.length} games in ${s.toFixed(0)} s (${workers()} processes)\n`,
      );
      rows.push(...tallyRows(t, results));
    }
    return rows;
  },
};

export default section;
