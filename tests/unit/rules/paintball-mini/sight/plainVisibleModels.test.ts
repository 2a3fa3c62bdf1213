import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importModel } from '../../../../../src/models';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { buildTableModel, figureModel, percentVisible } from '../../../../../src/rules/paintball-mini/sight';
import type { TriangleMesh } from '../../../../../src/table/meshes';
import { withModel } from '../../../../../src/table/meshes';
import { buildPlainModelView, plainModelSeen } from '../../../../../bench/plain/visibleModels';
import { loadRung } from '../../../../../bench/ladder/load';
import { hill } from './tables';

// HP-LOS on the real shapes, the whole way through PaintBall's sight: with every figure an imported
// model (the shipped figure.stl, 1.5× its fitted size, turned 30°), % visible for every red–blue pair
// of the Capture the Flag table equals the bench's plain three.js count (bench/plain/visibleModels.ts:
// a Mesh of the same model triangles per figure, Raycaster.intersectObjects per sample) within one
// sample. The figures' bases are a 32-sided cylinder on the plain side, a circle on ours: a ray
// through the sliver between them is the one sample allowed.

let sample: TriangleMesh;

beforeAll(async () => {
  const read = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
  if (!read.ok) throw new Error(read.reason);
  sample = read.mesh;
});

function compare(table: Setup): { ours: number; plain: number }[] {
  const modelled = withModel(table, 'figure', sample, { scale: 1.5, turn: 30, lift: 0 });
  const figures = figureModel(modelled.models)!;
  const model = buildTableModel(modelled);
  const view = buildPlainModelView(modelled, figures);
  const reds = table.figures.filter((f) => f.team === 'red');
  const blues = table.figures.filter((f) => f.team === 'blue');
  return reds.flatMap((r) =>
    blues.map((b) => ({
      ours: percentVisible(model, modelled.figures, r, b, 64, false, figures).seen,
      plain: plainModelSeen(view, r, b, 64),
    })),
  );
}

describe('% visible on imported figure models against plain three.js', () => {
  for (const [name, dress] of [
    ['CTF hexless', (t: Setup) => t],
    [
      'CTF hexless with two hills',
      (t: Setup): Setup => ({
        ...t,
        terrain: [
          ...t.terrain,
          hill('hill-a', { x: -12, y: -8 }, 7, 5, 4, 20),
          hill('hill-b', { x: 12, y: 8 }, 7, 5, 4, 200),
        ],
      }),
    ],
  ] as const)
    it(`HP-LOS: ${name}, every red–blue pair within one sample`, () => {
      const pairs = compare(dress(loadRung('CTF', 'hexless')));
      expect(pairs).toHaveLength(49);
      for (const [i, p] of pairs.entries())
        expect(Math.abs(p.ours - p.plain), `pair ${i}`).toBeLessThanOrEqual(1);
      // The table is not trivially open: some pairs see less than all.
      expect(pairs.filter((p) => p.ours < 64).length).toBeGreaterThan(5);
    });
});
