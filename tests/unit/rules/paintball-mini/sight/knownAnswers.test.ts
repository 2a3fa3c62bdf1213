import { describe, expect, it } from 'vitest';
import { loadRung } from '../../../../../bench/ladder/load';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { sightAnswers } from '../../../../../src/rules/paintball-mini/view/sight/sightAnswers';

// What a layer answers without building the table's model (a view asks, and waits for the worker
// where the answer is null): exactly what it holds, equal to what it would measure.

const shootersOf = (setup: Setup) =>
  setup.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');

const pairsOf = (setup: Setup): [string, string][] =>
  shootersOf(setup).flatMap((s) =>
    shootersOf(setup)
      .filter((e) => e.team !== s.team)
      .map((e): [string, string] => [s.id, e.id]),
  );

/** A layer that adopted every answer another measured on `setup`, as the page does from its worker. */
function adoptedOn(setup: Setup) {
  const page = createSight();
  for (const m of sightAnswers(createSight(), setup, 1))
    if (m?.kind === 'answers') page.adopt(setup, m.answers);
  return page;
}

describe('the answers a layer knows without building its model', () => {
  const setup = loadRung('large', 'hex');

  for (const id of ['smoke-5', 'smoke-6'])
    it(`after a smoke cloud clears (${id}): the lines away from it, equal to a fresh layer’s; the rest once the model is built`, () => {
      const page = adoptedOn(setup);
      const cleared: Setup = { ...setup, terrain: setup.terrain.filter((t) => t.id !== id) };
      expect(cleared.terrain).toHaveLength(setup.terrain.length - 1);
      const fresh = createSight();
      const unknown: [string, string][] = [];
      for (const [s, t] of pairsOf(cleared)) {
        const known = page.knownLine(cleared, s, t);
        if (known === null) unknown.push([s, t]);
        else expect(known).toEqual(fresh.line(cleared, s, t));
      }
      expect(page.work.models).toBe(0);
      expect(unknown.length).toBeGreaterThan(0);
      expect(unknown.length).toBeLessThan(pairsOf(cleared).length);
      // Smoke is not in the threat map: every column holds.
      for (const team of ['red', 'blue'] as const)
        expect(page.knownThreatMap(cleared, team)).toEqual(fresh.threatMap(cleared, team));
      expect(page.work.models).toBe(0);
      const [s, t] = unknown[0]!;
      expect(page.line(cleared, s, t)).toEqual(fresh.line(cleared, s, t));
      expect(page.work.models).toBe(1);
      for (const [a, b] of unknown) expect(page.knownLine(cleared, a, b)).toEqual(fresh.line(cleared, a, b));
    });

  it('after a smoke cloud clears, the worker’s answers for the new table are taken in: every line known, equal to a fresh layer’s, no model built', () => {
    const page = adoptedOn(setup);
    const cleared: Setup = { ...setup, terrain: setup.terrain.filter((t) => t.id !== 'smoke-5') };
    expect(pairsOf(cleared).some(([s, t]) => page.knownLine(cleared, s, t) === null)).toBe(true);
    for (const m of sightAnswers(createSight(), cleared, 2))
      if (m?.kind === 'answers') page.adopt(cleared, m.answers);
    const fresh = createSight();
    for (const [s, t] of pairsOf(cleared))
      expect(page.knownLine(cleared, s, t)).toEqual(fresh.line(cleared, s, t));
    expect(page.work.models).toBe(0);
  });

  it('after a figure moves: none of its lines, nor the threat map its column is in', () => {
    const page = adoptedOn(setup);
    const mover = shootersOf(setup)[0]!;
    const moved: Setup = {
      ...setup,
      figures: setup.figures.map((f) => (f.id === mover.id ? { ...f, at: { x: f.at.x + 7, y: f.at.y } } : f)),
    };
    for (const [s, t] of pairsOf(moved))
      if (s === mover.id || t === mover.id) expect(page.knownLine(moved, s, t)).toBeNull();
    expect(page.knownThreatColumn(moved, mover.id)).toBe(false);
    const other = mover.team === 'red' ? 'blue' : 'red';
    expect(page.knownThreatMap(moved, other)).toBeNull();
    expect(page.knownThreatMap(moved, mover.team)).toEqual(createSight().threatMap(moved, mover.team));
    expect(page.work.models).toBe(0);
  });

  it('after a cloud clears and then a figure moves, on lines it measured itself: those whose terrain holds, found again without the model', () => {
    const page = createSight();
    for (const [s, t] of pairsOf(setup)) page.line(setup, s, t);
    expect(page.work.models).toBe(1);
    const cleared: Setup = { ...setup, terrain: setup.terrain.filter((t) => t.id !== 'smoke-6') };
    const mover = shootersOf(setup)[3]!;
    const moved: Setup = {
      ...cleared,
      figures: cleared.figures.map((f) =>
        f.id === mover.id ? { ...f, at: { x: f.at.x + 7, y: f.at.y } } : f,
      ),
    };
    const fresh = createSight();
    let known = 0;
    for (const [s, t] of pairsOf(moved)) {
      const line = page.knownLine(moved, s, t);
      if (line === null) continue;
      known += 1;
      expect(line).toEqual(fresh.line(moved, s, t));
    }
    expect(known).toBeGreaterThan(0);
    expect(known).toBeLessThan(pairsOf(moved).length);
    expect(page.work.models).toBe(1);
  });
});
