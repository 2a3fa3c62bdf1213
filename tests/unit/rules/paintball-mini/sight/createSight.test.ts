import { describe, expect, it } from 'vitest';
import { LINE_HEIGHT_CM } from '../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { centre, ctf, figure, hard, hill, offset, soft, table } from './tables';

// createSight's caches: solids rebuilt only when terrain, board or mode change; line facts reused
// only while both figures stand where they stood; other figures always looked at afresh.

const move = (t: Setup, id: string, dx: number, dy: number): Setup => ({
  ...t,
  figures: t.figures.map((f) => (f.id === id ? { ...f, at: { x: f.at.x + dx, y: f.at.y + dy } } : f)),
});

describe('createSight', () => {
  it('keeps the table’s solids while terrain and board are the same objects, and rebuilds them when terrain changes', () => {
    const sight = createSight();
    const t = ctf();
    const model = sight.model(t);
    expect(sight.model(move(t, 'red-3', 1, 0))).toBe(model);
    expect(sight.model({ ...t, terrain: structuredClone(t.terrain) })).toBe(model); // same pieces, new objects (undo)
    expect(sight.model({ ...t, terrain: t.terrain.slice(1) })).not.toBe(model);
    expect(sight.model({ ...t, mode: 'hexless' }).mode).toBe('hexless');
  });

  it('PM-WAY-FIGURE: a figure stepping onto a cached line shows up in the way', () => {
    const sight = createSight();
    const t = table('hex', [
      figure('red-1', centre(0, 1)),
      figure('blue-1', centre(4, 1)),
      figure('red-2', centre(2, 0)),
    ]);
    expect(sight.line(t, 'red-1', 'blue-1').obstructions).toEqual([]);
    const stepped = {
      ...t,
      figures: t.figures.map((f) => (f.id === 'red-2' ? { ...f, at: centre(2, 1) } : f)),
    };
    expect(sight.line(stepped, 'red-1', 'blue-1').obstructions.map((o) => o.id)).toEqual(['red-2']);
  });

  it('moving the target re-measures the line; an unchanged pair gives the same facts', () => {
    const sight = createSight();
    const t = table(
      'hex',
      [figure('red-1', centre(0, 1)), figure('blue-1', centre(4, 1))],
      [soft('soft-1', centre(4, 1))],
    );
    const first = sight.line(t, 'red-1', 'blue-1');
    expect(sight.line(t, 'red-1', 'blue-1')).toEqual(first);
    const moved = sight.line(move(t, 'blue-1', 0, -8.66), 'red-1', 'blue-1');
    expect(moved.targetInSoftCover).toBe(false);
    expect(first.targetInSoftCover).toBe(true);
  });

  it('PM-WAY-FIGURE, PM-WAY-HARD, PM-BLIND: a line asked again on the same figures array is the answer given before; a new array, option or terrain asks afresh', () => {
    const sight = createSight();
    const t = table('hex', [
      figure('red-1', centre(0, 1)),
      figure('blue-1', centre(4, 1)),
      figure('red-2', centre(2, 0)),
    ]);
    const first = sight.line(t, 'red-1', 'blue-1');
    // The same figures array (figures never change in place): the same answer, not a new one.
    expect(sight.line({ ...t }, 'red-1', 'blue-1')).toBe(first);
    // A new array where red-2 has stepped onto the line: asked afresh, red-2 is in the way.
    const stepped = {
      ...t,
      figures: t.figures.map((f) => (f.id === 'red-2' ? { ...f, at: centre(2, 1) } : f)),
    };
    expect(sight.line(stepped, 'red-1', 'blue-1').obstructions.map((o) => o.id)).toEqual(['red-2']);
    // Blind spots turned on with the same figures: red-1 faces away from blue-1 (facing 180°).
    const facingAway = {
      ...t,
      figures: t.figures.map((f) => (f.id === 'red-1' ? { ...f, facing: 180 } : f)),
    };
    expect(sight.line(facingAway, 'red-1', 'blue-1').blocked).toBeNull();
    expect(
      sight.line({ ...facingAway, options: { ...t.options, blindSpots: true } }, 'red-1', 'blue-1').blocked,
    ).toEqual({
      reason: 'blind-spot',
    });
    // Hard cover put down before blue-1, the figures array unchanged: the line sees it.
    const covered = { ...t, terrain: [hard('hard-1', offset(centre(4, 1), -3, 0), 90)] };
    expect(sight.line(covered, 'red-1', 'blue-1').obstructions.map((o) => o.id)).toEqual(['hard-1']);
    expect(sight.line(t, 'red-1', 'blue-1')).toEqual(first);
  });

  it('refuses figures that are not on the table', () => {
    expect(() => createSight().line(ctf(), 'red-1', 'nobody')).toThrow(/nobody/);
  });

  it('sightLine: the segment, where a hill stops it, and the obstructions numbered in order', () => {
    const t = table(
      'hex',
      [
        figure('red-1', centre(0, 1)),
        figure('blue-1', centre(4, 1)),
        figure('red-2', offset(centre(1, 1), 0, 0.5)),
      ],
      [soft('soft-1', centre(3, 1)), hill('hill-1', centre(2, 1), 3, 3, 2)],
    );
    const line = createSight().sightLine(t, 'red-1', 'blue-1');
    expect(line.facts.blocked).toEqual({ reason: 'hill', by: 'hill-1' });
    expect(line.from).toEqual({ x: centre(0, 1).x, y: LINE_HEIGHT_CM, z: centre(0, 1).y });
    expect(line.to.x).toBeCloseTo(centre(4, 1).x, 9);
    expect(line.blockedAt!.x).toBeCloseTo(centre(2, 1).x - 3, 2);
    expect(line.marks.map((m) => [m.order, m.kind, m.id])).toEqual([
      [1, 'figure', 'red-2'],
      [2, 'soft', 'soft-1'],
    ]);
    expect(line.marks[1]!.point.x).toBeCloseTo(centre(3, 1).x - 5, 6);
    expect(line.eyeFrom.y).toBeGreaterThan(line.from.y);
  });
});

describe('two tables at once', () => {
  it('a line cast on one table leaves nothing behind for a line on another', () => {
    const a = table(
      'hexless',
      [
        figure('red-1', { x: -20, y: 0 }),
        figure('blue-1', { x: 20, y: 0 }),
        figure('red-2', { x: -20, y: -8 }),
        figure('blue-2', { x: 20, y: -8 }),
      ],
      [soft('soft-1', { x: 0, y: 0 })],
    );
    const b = table(
      'hexless',
      [figure('red-1', { x: -20, y: 0 }), figure('blue-1', { x: 20, y: 0 })],
      [soft('soft-1', { x: 0, y: 10 })],
    );
    const one = createSight();
    const two = createSight();
    expect(one.line(a, 'red-1', 'blue-1').obstructions.map((o) => o.id)).toEqual(['soft-1']);
    expect(two.line(b, 'red-1', 'blue-1').obstructions).toEqual([]);
    expect(one.line(a, 'red-2', 'blue-2').obstructions).toEqual([]);
    expect(one.line(a, 'blue-1', 'red-1').obstructions.map((o) => o.id)).toEqual(['soft-1']);
  });
});
