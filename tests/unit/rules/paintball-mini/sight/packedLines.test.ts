import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineFacts } from '../../../../../src/rules/paintball-mini/engine/facts';
import type { Figure, Setup } from '../../../../../src/rules/paintball-mini/setup';
import type { TableModel } from '../../../../../src/rules/paintball-mini/sight';
import {
  buildTableModel,
  createSight,
  groundOf,
  lineFacts,
  lineOfSight,
  place,
} from '../../../../../src/rules/paintball-mini/sight';
import { randomTable } from './randomTables';

// The layer keeps every line packed in typed arrays (pairStore.ts) and makes its answers again from
// them on demand: what it hands out, whether measured, made again from the store, adopted from
// another layer or kept through figures renumbered, must equal the plain measure of the line
// (lineOfSight, then lineFacts) on the table as it stands. Tables of 20 figures have 380 lines, more
// than the layer keeps as objects, so the second asking is made from the store.

const STATUSES = ['active', 'impotent', 'out-of-ammo', 'eliminated'] as const;

const models = new WeakMap<Setup, TableModel>();

/** The line from `s` to `t` measured afresh, nothing kept (the table's model built once). */
function plain(table: Setup, s: Figure, t: Figure): LineFacts {
  let m = models.get(table);
  if (m === undefined) models.set(table, (m = buildTableModel(table)));
  return lineFacts(
    table,
    s,
    t,
    lineOfSight(
      m,
      place(m, { x: s.at.x, y: s.at.y, facing: s.facing }),
      place(m, { x: t.at.x, y: t.at.y, facing: t.facing }),
    ),
  );
}

const pairs = (t: Setup): [Figure, Figure][] =>
  t.figures.flatMap((s) => t.figures.filter((g) => g !== s).map((g): [Figure, Figure] => [s, g]));

/** A random table of 20 figures, some of them impotent or out (PM-IMPOTENT-HARD reads the target's status). */
const tables = (mode: Setup['mode']) =>
  fc
    .record({
      seed: fc.integer({ min: 1, max: 1000 }),
      blindSpots: fc.boolean(),
      statuses: fc.array(fc.constantFrom(...STATUSES), { minLength: 20, maxLength: 20 }),
    })
    .map(({ seed, blindSpots, statuses }): Setup => {
      const t = randomTable(seed, mode, 20);
      return {
        ...t,
        options: { experts: false, grenades: false, blindSpots },
        figures: t.figures.map((f, i) => ({ ...f, status: statuses[i]! })),
      };
    });

describe('lines kept packed answer as the plain measure', () => {
  for (const mode of ['hex', 'hexless'] as const) {
    it(`PM-WAY, PM-LOS-HILL, PM-BLIND, PM-IMPOTENT-HARD (${mode}): measured, made again from the store, and adopted`, () => {
      fc.assert(
        fc.property(tables(mode), (t) => {
          const all = pairs(t);
          const layer = createSight();
          const first = all.map(([s, g]) => layer.line(t, s.id, g.id));
          const measured = layer.work.lines;
          all.forEach(([s, g], k) => {
            const want = plain(t, s, g);
            expect(first[k], `${s.id}→${g.id} measured`).toEqual(want);
            expect(layer.line(t, s.id, g.id), `${s.id}→${g.id} from the store`).toEqual(want);
          });
          expect(layer.work.lines).toBe(measured);
          // Another layer takes every line in and answers them from its store alone.
          const page = createSight();
          page.adopt(t, {
            ground: groundOf(t),
            blindSpots: t.options.blindSpots,
            figures: t.figures,
            lines: first,
            columns: [],
          });
          expect(page.work.adoptedLines).toBe(all.length);
          all.forEach(([s, g], k) =>
            expect(page.line(t, s.id, g.id), `${s.id}→${g.id} adopted`).toEqual(first[k]),
          );
          expect(page.work.lines).toBe(0);
        }),
        { numRuns: 6, seed: 33 },
      );
    });

    it(`PM-WAY-FIGURE (${mode}): figures reordered, one taken off and one put back keep their lines' terrain and answer as the plain measure`, () => {
      fc.assert(
        fc.property(tables(mode), fc.nat(), (t, gone) => {
          const layer = createSight();
          for (const [s, g] of pairs(t)) layer.line(t, s.id, g.id);
          const left = t.figures.filter((_, i) => i !== gone % t.figures.length).reverse();
          const fewer: Setup = { ...t, figures: left };
          const back: Setup = { ...t, figures: [t.figures[gone % t.figures.length]!, ...left] };
          for (const now of [fewer, back])
            for (const [s, g] of pairs(now))
              expect(layer.line(now, s.id, g.id), `${s.id}→${g.id}`).toEqual(plain(now, s, g));
        }),
        { numRuns: 4, seed: 34 },
      );
    });
  }
});
