import { execFileSync } from 'node:child_process';
import { linkSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchSection } from '../report';
import { captureTheFlag } from '../../src/rules/paintball-mini/setup';
import { readTable } from '../../src/server/store';
import { SERVED } from '../../src/server/systems';
import { Tables } from '../../src/server/tables';

// Issue 28, item 11: a long table read back by a server that restarted. The table is written as the
// server keeps it (a file of JSON lines: its opening, seats, status, then 100,000 actions: a figure
// turned on the spot, the cheapest action the rules take), then a fresh server lists it and reads
// it back on its first visit. Then 2,000 such tables (hard links to the one file, under codes of
// their own) are listed by a server starting in a process of its own under a 256 MB heap
// (bench/net/listing.ts), with the heap it then holds.

const ACTIONS = 100_000;

/** A table code of the server's letters, distinct for each i. */
const code = (i: number): string => {
  const letters = 'abcdefghjkmnpqrstuvwxyz23456789';
  let out = '';
  for (let n = i + 1; out.length < 6; n = Math.floor(n / letters.length)) out += letters[n % letters.length];
  return out;
};

async function longTable(dir: string): Promise<string> {
  const tables = new Tables(SERVED, dir, () => {});
  const base = captureTheFlag();
  // Facing counts only with blind spots: then a turn on the spot is an action of its own.
  const setup = { ...base, options: { ...base.options, blindSpots: true } };
  const o = await tables.open({ system: 'paintball-mini', setup });
  if (!o.ok) throw new Error(o.reason);
  const table = tables.get(o.tableId)!;
  table.record({ kind: 'seat', seat: 'red', token: 'r'.repeat(32), player: 'Ann' });
  table.record({ kind: 'seat', seat: 'blue', token: 'b'.repeat(32), player: 'Bo' });
  table.record({ kind: 'status', status: 'playing' });
  const roll = table.check('red', 0, { type: 'rollCommand' });
  if (!roll.ok) throw new Error(roll.reason);
  table.commit('red', roll);
  const side = table.toAct()!;
  const state = table.stateFor(side, 'now') as {
    table: { figures: { id: string; team: string; role: string }[] };
  };
  const who = state.table.figures.find((f) => f.team === side && f.role === 'paintballer')!.id;
  for (let i = 1; i < ACTIONS; i++) {
    const turned = table.check(side, table.seq, { type: 'rotate', figureId: who, facing: (i % 6) * 60 });
    if (!turned.ok) throw new Error(turned.reason);
    table.commit(side, turned);
  }
  await table.kept();
  tables.close();
  return o.tableId;
}

const section: BenchSection = {
  title: 'The table server restarting',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'restart-bench-'));
    try {
      const id = await longTable(dir);
      const t0 = performance.now();
      const tables = new Tables(SERVED, dir, () => {});
      const listed = performance.now() - t0;
      const table = await tables.fresh(id);
      const read = performance.now() - t0;
      if (table?.seq !== ACTIONS) throw new Error(`read back at ${String(table?.seq)}`);
      tables.close();
      const t1 = performance.now();
      readTable(dir, id);
      const lines = performance.now() - t1;

      const many = 2000;
      for (let i = 0; i < many - 1; i++) linkSync(join(dir, `${id}.jsonl`), join(dir, `${code(i)}.jsonl`));
      // A server starting on them, in a process of its own under a 256 MB heap.
      const out = execFileSync(
        process.execPath,
        ['--max-old-space-size=256', 'node_modules/vite-node/dist/cli.mjs', 'bench/net/listing.ts'],
        { env: { ...process.env, LISTING_DIR: dir }, encoding: 'utf8' },
      );
      const listing = JSON.parse(out.trim().split('\n').pop()!) as {
        ms: number;
        tables: number;
        heapMB: number;
      };
      if (listing.tables !== many) throw new Error(`listed ${listing.tables} of ${many}`);
      const [listedMany, heap] = [listing.ms, listing.heapMB];
      return [
        { name: 'restart: a kept table of 100,000 actions listed', value: listed, unit: 'ms' },
        {
          name: 'its first visit: read back whole',
          value: read,
          unit: 'ms',
          target: '< 2000 ms',
          met: read < 2000,
        },
        { name: 'of which its file read and parsed', value: lines, unit: 'ms' },
        {
          name: '2,000 such tables listed by a server starting',
          value: listedMany,
          unit: 'ms',
          target: '< 2000 ms',
          met: listedMany < 2000,
        },
        {
          name: 'its heap then (a process under a 256 MB heap)',
          value: heap,
          unit: 'MB',
          target: '< 256 MB',
          met: heap < 256,
          note: 'no table is read until someone comes to it',
        },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default section;
