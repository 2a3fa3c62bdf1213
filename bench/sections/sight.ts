import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Setup } from '../../src/setup';
import { parseSetup } from '../../src/setup';
import type { TableModel } from '../../src/sight';
import { buildTableModel, createSight, lineFacts, lineOfSight, percentVisible, place } from '../../src/sight';
import type { BenchRow, BenchSection } from '../report';
import { timeIt } from '../report';

// The sight layer on the shipped Capture the Flag table: every ordered pair's line facts and the
// % visible of every red–blue pair, each next to the same raycasts done with three's plain
// Mesh.raycast (no BVH) against the same meshes in the same run.

const here = dirname(fileURLToPath(import.meta.url));

function loadCtf(): Setup {
  const parsed = parseSetup(readFileSync(join(here, '../../assets/setups/capture-the-flag.json'), 'utf8'));
  if (!parsed.ok) throw new Error('capture-the-flag.json does not load');
  return parsed.setup;
}

function allLines(table: Setup, model: TableModel, plain: boolean): void {
  for (const s of table.figures) {
    const a = place(model, { x: s.at.x, y: s.at.y, facing: s.facing });
    for (const t of table.figures) {
      if (s === t) continue;
      lineFacts(table, s, t, lineOfSight(model, a, place(model, { x: t.at.x, y: t.at.y, facing: t.facing }), plain));
    }
  }
}

function allVisible(table: Setup, model: TableModel, plain: boolean): void {
  const reds = table.figures.filter((f) => f.team === 'red');
  const blues = table.figures.filter((f) => f.team === 'blue');
  for (const r of reds) for (const b of blues) percentVisible(model, table.figures, r, b, 64, plain);
}

function row(name: string, value: number, plain: number, limit: number): BenchRow {
  return { name, value, unit: 'ms', target: `≤ ${limit} ms`, met: value <= limit && plain / value >= 20, plain };
}

const section: BenchSection = {
  title: 'Sight: line facts and % visible on the CTF table (three-mesh-bvh vs plain three.js)',
  async run() {
    const rows: BenchRow[] = [];
    for (const mode of ['hex', 'hexless'] as const) {
      const table: Setup = { ...loadCtf(), mode };
      const model = buildTableModel(table);
      const pairs = table.figures.length * (table.figures.length - 1);
      const fast = timeIt(() => allLines(table, model, false));
      const plain = timeIt(() => allLines(table, model, true));
      rows.push(row(`${mode}: line facts, ${pairs} ordered pairs, uncached`, fast, plain, 2));
      const sight = createSight();
      const cached = timeIt(() => {
        for (const s of table.figures) for (const t of table.figures) if (s !== t) sight.line(table, s.id, t.id);
      });
      rows.push({ name: `${mode}: line facts, ${pairs} pairs, from createSight's cache`, value: cached, unit: 'ms', target: '≤ 2 ms', met: cached <= 2 });
      const vis = timeIt(() => allVisible(table, model, false));
      const visPlain = timeIt(() => allVisible(table, model, true));
      rows.push(row(`${mode}: % visible, 49 red–blue pairs × 64 samples`, vis, visPlain, 16.7));
      const moved = timeIt(() => {
        const t2: Setup = { ...table, figures: table.figures.map((f) => (f.id === 'blue-1' ? { ...f, at: { x: f.at.x + Math.random() * 0.01, y: f.at.y } } : f)) };
        sight.threatMap(t2, 'red');
      }, 200);
      rows.push({ name: `${mode}: threat map for red after one blue figure moves`, value: moved, unit: 'ms' });
      rows.push({ name: `${mode}: build the table's solids and BVH`, value: timeIt(() => buildTableModel(table), 200), unit: 'ms' });
    }
    return rows;
  },
};

export default section;
