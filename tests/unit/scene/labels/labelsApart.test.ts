import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WantedLabel } from '../../../../src/scene/labels/labelsApart';
import { labelsApart, overlap } from '../../../../src/scene/labels/labelsApart';

// Labels on screen never overlap, from any view: random crowds of badges, kept and foldable, the
// far end of a table squeezed into a few pixels included.

const label = (x: number, y: number, more: Partial<WantedLabel> = {}): WantedLabel => ({
  x,
  y,
  w: 40,
  h: 18,
  depth: 100,
  foldable: false,
  ...more,
});

const wantedLabel = fc.record({
  x: fc.double({ min: 0, max: 300, noNaN: true }),
  y: fc.double({ min: 0, max: 200, noNaN: true }),
  w: fc.integer({ min: 8, max: 80 }),
  h: fc.integer({ min: 8, max: 24 }),
  depth: fc.double({ min: 1, max: 500, noNaN: true }),
  foldable: fc.boolean(),
});

const boxes = (wanted: readonly WantedLabel[]) =>
  labelsApart(wanted).flatMap((p, i) => (p === null ? [] : [{ ...p, w: wanted[i]!.w, h: wanted[i]!.h, i }]));

describe('labels laid out apart on screen', () => {
  it('a label with room sits centred on its anchor', () => {
    expect(labelsApart([label(100, 50), label(300, 50, { foldable: true })])).toEqual([
      { x: 100, y: 50 },
      { x: 300, y: 50 },
    ]);
  });

  it('two labels on one spot: the nearer keeps it, the other moves up clear of it, by its height and the gap', () => {
    const [far, near] = labelsApart([label(100, 50, { depth: 200 }), label(100, 50, { depth: 50 })]);
    expect(near).toEqual({ x: 100, y: 50 });
    expect(far).toEqual({ x: 100, y: 50 - 18 - 2 });
  });

  it('a label that must be read is placed before one that may fold, however near that one is', () => {
    const [mayFold, kept] = labelsApart([
      label(100, 50, { depth: 1, foldable: true }),
      label(100, 50, { depth: 400 }),
    ]);
    expect(kept).toEqual({ x: 100, y: 50 });
    expect(mayFold).not.toBeNull();
    expect(mayFold).not.toEqual({ x: 100, y: 50 });
  });

  it('a foldable label with no free spot near its anchor folds away; a kept one goes on up until it is clear', () => {
    const crowd = Array.from({ length: 12 }, (_, i) =>
      label(100 + (i % 3) * 20 - 20, 50 - Math.floor(i / 3) * 20),
    );
    const out = labelsApart([...crowd, label(100, 50, { foldable: true }), label(100, 50)]);
    expect(out[12]).toBeNull();
    expect(out[13]).not.toBeNull();
    expect(out.filter((p) => p === null)).toHaveLength(1);
  });

  it('a foldable label out of all reach folds away with room to spare; a kept one marked far is still placed', () => {
    expect(
      labelsApart([
        label(100, 50, { foldable: true, far: true }),
        label(300, 50, { foldable: true }),
        label(500, 50, { far: true }),
      ]),
    ).toEqual([null, { x: 300, y: 50 }, { x: 500, y: 50 }]);
  });

  it('no two placed labels overlap, and every kept label is placed (seeded random crowds, seed 24)', () => {
    fc.assert(
      fc.property(fc.array(wantedLabel, { maxLength: 40 }), (wanted) => {
        const placed = boxes(wanted);
        for (let a = 0; a < placed.length; a++)
          for (let b = a + 1; b < placed.length; b++) expect(overlap(placed[a]!, placed[b]!)).toBe(false);
        const shown = new Set(placed.map((p) => p.i));
        wanted.forEach((w, i) => {
          if (!w.foldable) expect(shown.has(i)).toBe(true);
        });
      }),
      { seed: 24, numRuns: 300 },
    );
  });

  it('the far end squeezed into a few pixels: a crowd of badges on nearly one point, none overlapping (seed 11)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.double({ min: 500, max: 510, noNaN: true }),
            y: fc.double({ min: 100, max: 104, noNaN: true }),
            w: fc.constantFrom(26, 40, 52),
            h: fc.constant(18),
            depth: fc.double({ min: 300, max: 320, noNaN: true }),
            foldable: fc.boolean(),
          }),
          { minLength: 2, maxLength: 30 },
        ),
        (wanted) => {
          const placed = boxes(wanted);
          for (let a = 0; a < placed.length; a++)
            for (let b = a + 1; b < placed.length; b++) expect(overlap(placed[a]!, placed[b]!)).toBe(false);
        },
      ),
      { seed: 11, numRuns: 200 },
    );
  });
});
