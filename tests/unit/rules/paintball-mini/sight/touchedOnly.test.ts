import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Setup, Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { setupBoard } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { randomTable } from './randomTables';
import { centre, figure, offset, smoke, table } from './tables';

// A move or a cloud re-measures only the lines it touches (issue 33): the kept layer must answer
// every line and every threat cell exactly as a fresh layer does after any run of moves, turns,
// changes of status and clouds coming and going; and a line the change did not touch must be the
// very answer given before (not worked out again), or the property above could hold with every
// line thrown away.

/** One change to the table, as fast-check draws it. */
type Change =
  | { kind: 'move'; who: number; dx: number; dy: number }
  | { kind: 'turn'; who: number; facing: number }
  | { kind: 'status'; who: number; status: 'active' | 'impotent' | 'eliminated' }
  | { kind: 'clear'; which: number }
  | { kind: 'lay'; near: number; dx: number; dy: number; radius: number; at: number };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    who: fc.nat(),
    dx: fc.double({ min: -12, max: 12, noNaN: true }),
    dy: fc.double({ min: -12, max: 12, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('turn' as const), who: fc.nat(), facing: fc.integer({ min: 0, max: 359 }) }),
  fc.record({
    kind: fc.constant('status' as const),
    who: fc.nat(),
    status: fc.constantFrom('active' as const, 'impotent' as const, 'eliminated' as const),
  }),
  fc.record({ kind: fc.constant('clear' as const), which: fc.nat() }),
  fc.record({
    kind: fc.constant('lay' as const),
    near: fc.nat(),
    dx: fc.double({ min: -8, max: 8, noNaN: true }),
    dy: fc.double({ min: -8, max: 8, noNaN: true }),
    radius: fc.double({ min: 2, max: 6, noNaN: true }),
    at: fc.nat(),
  }),
);

/** The table after `c`; a move off the board leaves the figure where it was. */
function apply(t: Setup, c: Change, step: number): Setup {
  const n = t.figures.length;
  switch (c.kind) {
    case 'move': {
      const board = setupBoard(t);
      const i = c.who % n;
      const f = t.figures[i]!;
      const at = { x: f.at.x + c.dx, y: f.at.y + c.dy };
      if (!board.contains(at)) return t;
      return { ...t, figures: t.figures.map((g, j) => (j === i ? { ...g, at } : g)) };
    }
    case 'turn':
      return { ...t, figures: t.figures.map((g, j) => (j === c.who % n ? { ...g, facing: c.facing } : g)) };
    case 'status':
      return { ...t, figures: t.figures.map((g, j) => (j === c.who % n ? { ...g, status: c.status } : g)) };
    case 'clear': {
      const clouds = t.terrain.filter((p) => p.kind === 'smoke');
      if (clouds.length === 0) return t;
      const gone = clouds[c.which % clouds.length]!;
      return { ...t, terrain: t.terrain.filter((p) => p !== gone) };
    }
    case 'lay': {
      const on = t.figures[c.near % n]!.at;
      const cloud: Terrain = smoke(`smoke-laid-${step}`, offset(on, c.dx, c.dy), c.radius);
      const k = c.at % (t.terrain.length + 1);
      return { ...t, terrain: [...t.terrain.slice(0, k), cloud, ...t.terrain.slice(k)] };
    }
  }
}

describe('a change re-measures only what it touches', () => {
  for (const mode of ['hex', 'hexless'] as const) {
    it(`PM-LOS-NOBLOCK, PM-WAY-FIGURE, PM-SMOKE (${mode}): after random moves and clouds the kept layer answers every line and threat cell as a fresh one`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1000 }),
          fc.boolean(),
          fc.array(change, { minLength: 1, maxLength: 6 }),
          (seed, blindSpots, changes) => {
            let t: Setup = {
              ...randomTable(seed, mode, 8),
              options: { experts: false, grenades: false, blindSpots },
            };
            const kept = createSight();
            changes.forEach((c, step) => {
              t = apply(t, c, step);
              const fresh = createSight();
              for (const s of t.figures)
                for (const g of t.figures)
                  if (s !== g)
                    expect(kept.line(t, s.id, g.id), `${step} ${c.kind}: ${s.id}→${g.id}`).toEqual(
                      fresh.line(t, s.id, g.id),
                    );
              for (const team of ['red', 'blue'] as const)
                expect(kept.threatMap(t, team), `${step} ${c.kind}: ${team}'s threat`).toEqual(
                  fresh.threatMap(t, team),
                );
            });
          },
        ),
        { numRuns: 25, seed: 33 },
      );
    });
  }

  // Red shoots along the row at blue; a second red stands well off the line, a third far away.
  const a = centre(-3, 0);
  const b = centre(3, 0);
  const start = (): Setup =>
    table('hexless', [
      figure('red-1', a),
      figure('blue-1', b),
      figure('red-2', offset(centre(0, 0), 0, 15)),
      figure('red-3', offset(centre(0, 0), 30, -15)),
    ]);
  const moveTo = (t: Setup, id: string, at: { x: number; y: number }): Setup => ({
    ...t,
    figures: t.figures.map((f) => (f.id === id ? { ...f, at } : f)),
  });

  it('PM-WAY-FIGURE: a figure stepping into a line changes that line alone; lines it stayed away from are the answers given before', () => {
    const sight = createSight();
    const t0 = start();
    const line0 = sight.line(t0, 'red-1', 'blue-1');
    const far0 = sight.line(t0, 'red-3', 'blue-1');
    expect(line0.obstructions).toEqual([]);
    // red-2 steps onto the middle of the line red-1 → blue-1.
    const t1 = moveTo(t0, 'red-2', centre(0, 0));
    const line1 = sight.line(t1, 'red-1', 'blue-1');
    expect(line1.obstructions.map((o) => [o.kind, o.id])).toEqual([['figure', 'red-2']]);
    expect(line1).toEqual(createSight().line(t1, 'red-1', 'blue-1'));
    // red-3's line to blue-1 runs nowhere near red-2 before or after: kept as it was.
    expect(sight.line(t1, 'red-3', 'blue-1')).toBe(far0);
    // A turn of a figure off every line but its own changes only its own lines.
    const t2 = { ...t1, figures: t1.figures.map((f) => (f.id === 'red-3' ? { ...f, facing: 90 } : f)) };
    expect(sight.line(t2, 'red-1', 'blue-1')).toBe(line1);
  });

  it('PM-SMOKE: a cloud clearing looks again only at the lines that pass near it', () => {
    const sight = createSight();
    const cloudAt = centre(0, 0);
    const t0 = { ...start(), terrain: [smoke('smoke-1', cloudAt, 3)] };
    const through = sight.line(t0, 'red-1', 'blue-1');
    const away = sight.line(t0, 'red-3', 'red-2');
    expect(through.smokeBetween).toBe(true);
    expect(away.smokeBetween).toBe(false);
    const t1 = { ...t0, terrain: [] };
    const cleared = sight.line(t1, 'red-1', 'blue-1');
    expect(cleared.smokeBetween).toBe(false);
    expect(cleared).toEqual(createSight().line(t1, 'red-1', 'blue-1'));
    expect(sight.line(t1, 'red-3', 'red-2')).toBe(away);
  });

  it('PM-SMOKE: a line through a cloud that clears keeps all but its smoke, and is not measured again', () => {
    const sight = createSight();
    const t0 = { ...start(), terrain: [smoke('smoke-1', centre(0, 0), 3)] };
    expect(sight.line(t0, 'red-1', 'blue-1').smokeBetween).toBe(true);
    const measured = sight.work.lines;
    const t1 = { ...t0, terrain: [] };
    const cleared = sight.line(t1, 'red-1', 'blue-1');
    expect(cleared.smokeBetween).toBe(false);
    expect(cleared).toEqual(createSight().line(t1, 'red-1', 'blue-1'));
    expect(sight.work.lines).toBe(measured);
    // The cloud back: its smoke is found again on the same kept line.
    const back = sight.line(t0, 'red-1', 'blue-1');
    expect(back.smokeBetween).toBe(true);
    expect(back).toEqual(createSight().line(t0, 'red-1', 'blue-1'));
    expect(sight.work.lines).toBe(measured);
  });
});
