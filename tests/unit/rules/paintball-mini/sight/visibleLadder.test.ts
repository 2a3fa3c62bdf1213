import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Figure, PlayMode, Setup } from '../../../../../src/rules/paintball-mini/setup';
import {
  BASE_ACROSS_CM,
  BASE_THICKNESS_CM,
  FIGURE_HEIGHT_CM,
  groundHeightAt,
} from '../../../../../src/rules/paintball-mini/setup';
import type { TableModel } from '../../../../../src/rules/paintball-mini/sight';
import {
  BODY_RADIUS_CM,
  buildTableModel,
  eyeOf,
  percentVisible,
  samplePoint,
} from '../../../../../src/rules/paintball-mini/sight';
import { baseTop } from '../../../../../src/rules/paintball-mini/sight/percentVisible';
import { crossesCylinder } from '../../../../../src/sight/cylinders';
import { blocked } from '../../../../../src/sight/rays';
import { loadRung } from '../../../../../bench/ladder/load';

// % visible on the bench's big tables (issue 13) counts, pair by pair, exactly the samples a
// plain walk counts: each sample's ray cast through the whole BVH (three-mesh-bvh's raycastFirst)
// and tested against every other figure's base and body, with none of the shortcuts % visible
// takes (the triangles gathered once per pair, their windows, the grid of bases).

function byEveryRay(
  model: TableModel,
  table: Setup,
  grounds: Map<Figure, number>,
  shooter: Figure,
  target: Figure,
  samples: number,
): number {
  const eye = eyeOf(model, shooter);
  const top = baseTop(model, target);
  const p = new Vector3();
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    samplePoint(target, top, i, samples, p);
    const screened = table.figures.some((f) => {
      if (f === shooter || f === target || f.status === 'eliminated') return false;
      const ground = grounds.get(f)!;
      const [x, y] = [f.at.x, f.at.y];
      return (
        crossesCylinder(eye, p, x, y, BASE_ACROSS_CM / 2, ground, ground + BASE_THICKNESS_CM) ||
        crossesCylinder(eye, p, x, y, BODY_RADIUS_CM, ground, ground + BASE_THICKNESS_CM + FIGURE_HEIGHT_CM)
      );
    });
    if (!screened && !blocked(model.solids.view, eye, p)) seen++;
  }
  return seen;
}

describe('% visible on the big bench tables', () => {
  for (const mode of ['hex', 'hexless'] as PlayMode[]) {
    for (const [name, every] of [
      ['large', 1],
      ['huge', 2],
    ] as const) {
      it(`${mode}, the ${name} table: ${every === 1 ? 'every' : `every ${every}th`} red–blue pair sees what a plain walk of every ray sees`, () => {
        const table = loadRung(name, mode);
        const model = buildTableModel(table);
        const grounds = new Map(table.figures.map((f) => [f, groundHeightAt(table.terrain, f.at)]));
        const reds = table.figures.filter((f) => f.team === 'red');
        const blues = table.figures.filter((f) => f.team === 'blue');
        let [pairs, partly, hidden] = [0, 0, 0];
        for (const r of reds)
          for (const b of blues) {
            if (pairs++ % every !== 0) continue;
            const seen = percentVisible(model, table.figures, r, b, 64).seen;
            expect(seen, `${r.id}→${b.id}`).toBe(byEveryRay(model, table, grounds, r, b, 64));
            if (seen > 0 && seen < 64) partly++;
            if (seen === 0) hidden++;
          }
        // The tables really test something: bodies partly and wholly hidden.
        expect(partly).toBeGreaterThan(10);
        expect(hidden).toBeGreaterThan(0);
      });
    }
  }
});
