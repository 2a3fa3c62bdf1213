import { describe, expect, it } from 'vitest';
import { captureTheFlag, setupBoard } from '../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { standing } from '../../../../../src/rules/paintball-mini/view/table/standing';
import { playingArea as boxOf } from '../../../../../src/scene/fit/playingArea';

// The box is the board's edge and what PaintBall Mini's view says stands on it.
const playingArea = (s: Setup) => boxOf(setupBoard(s), s.table, standing(s));

type Span = [number, number];
const span = (ns: number[]): Span => [Math.min(...ns), Math.max(...ns)];
const extent = (corners: readonly (readonly [number, number, number])[]) => ({
  x: span(corners.map((c) => c[0])),
  y: span(corners.map((c) => c[1])),
  z: span(corners.map((c) => c[2])),
});

describe('playingArea: the box every view must show', () => {
  it('Capture the Flag: the board edge to edge, both home bases, figures standing tall', () => {
    const s = captureTheFlag();
    const box = extent(playingArea(s));
    const edge = setupBoard(s).perimeter.flatMap((e) => [e.a, e.b]);
    expect(box.x[0]).toBeCloseTo(Math.min(...edge.map((p) => p.x)), 6);
    expect(box.x[1]).toBeCloseTo(Math.max(...edge.map((p) => p.x)), 6);
    expect(box.z[0]).toBeCloseTo(Math.min(...edge.map((p) => p.y)), 6);
    expect(box.z[1]).toBeCloseTo(Math.max(...edge.map((p) => p.y)), 6);
    for (const home of s.terrain.filter((t) => t.kind === 'stockade')) {
      expect(home.at.x).toBeGreaterThan(box.x[0]);
      expect(home.at.x).toBeLessThan(box.x[1]);
    }
    expect(box.y).toEqual([0, 4]); // the flags' poles, taller than a figure
  });

  it('an eliminated figure waits at the table edge: the box reaches out to it', () => {
    const s = captureTheFlag();
    const before = extent(playingArea(s));
    const out = {
      ...s,
      figures: s.figures.map((f, i) => (i === 0 ? { ...f, status: 'eliminated' as const } : f)),
    };
    const after = extent(playingArea(out));
    expect(after.z[0]).toBeLessThan(before.z[0] - 10); // the row along the far edge (y = −36 on a 80 cm table)
    expect(after.z[0]).toBeGreaterThanOrEqual(-s.table.depth / 2);
  });

  it('a hill lifts the box by its height and a figure on top', () => {
    const s = captureTheFlag();
    const hill = {
      id: 'hill-1',
      kind: 'hill' as const,
      at: { x: 0, y: 0 },
      rotation: 0,
      radiusX: 8,
      radiusY: 6,
      height: 6,
    };
    const box = extent(playingArea({ ...s, terrain: [...s.terrain, hill] }));
    expect(box.y[1]).toBeCloseTo(6 + 2.8, 6);
  });
});
