import { describe, expect, it } from 'vitest';
import { loadRung } from '../../../../../bench/ladder/load';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import type { AdoptedAnswers } from '../../../../../src/rules/paintball-mini/sight';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { sightAnswers } from '../../../../../src/rules/paintball-mini/view/sight/sightAnswers';

// A layer adopting what another layer (the table's sight worker) measured: it answers with the
// same facts and threat maps as one that measured them itself, without measuring, and takes only
// what still holds on its own table.

/** Every batch another layer hands out for `setup`, as the worker would post them. */
function answersFor(setup: Setup): AdoptedAnswers[] {
  const out: AdoptedAnswers[] = [];
  for (const m of sightAnswers(createSight(), setup, 1)) if (m?.kind === 'answers') out.push(m.answers);
  return out;
}

const shootersOf = (setup: Setup) =>
  setup.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');

function pairsOf(setup: Setup): [string, string][] {
  const shooters = shootersOf(setup);
  return shooters.flatMap((s) =>
    shooters.filter((e) => e.team !== s.team).map((e): [string, string] => [s.id, e.id]),
  );
}

describe('a sight layer adopting another layer’s answers', () => {
  for (const mode of ['hex', 'hexless'] as const)
    it(`answers every line and both threat maps of the large bench table (${mode}) as a fresh layer does, measuring none`, () => {
      const setup = loadRung('large', mode);
      const page = createSight();
      for (const a of answersFor(setup)) page.adopt(setup, a);
      const fresh = createSight();
      const pairs = pairsOf(setup);
      expect(page.work.adoptedLines).toBe(pairs.length);
      for (const [s, t] of pairs) expect(page.line(setup, s, t)).toEqual(fresh.line(setup, s, t));
      for (const team of ['red', 'blue'] as const)
        expect(page.threatMap(setup, team)).toEqual(fresh.threatMap(setup, team));
      expect(page.work.lines).toBe(0);
      expect(page.work.columns).toBe(0);
      expect(page.work.adoptedColumns).toBe(shootersOf(setup).length);
      expect(fresh.work.lines).toBe(pairs.length);
    });

  it('takes none of a moved figure’s lines or its column, nor a line its base came into or left the way of', () => {
    const before = loadRung('large', 'hexless');
    const mover = shootersOf(before)[0]!;
    const moved: Setup = {
      ...before,
      figures: before.figures.map((f) =>
        f.id === mover.id ? { ...f, at: { x: f.at.x + 7, y: f.at.y + 3 } } : f,
      ),
    };
    const page = createSight();
    for (const a of answersFor(before)) page.adopt(moved, a);
    const fresh = createSight();
    const pairs = pairsOf(moved);
    const own = pairs.filter(([s, t]) => s === mover.id || t === mover.id);
    expect(own.length).toBeGreaterThan(0);
    // Not the mover's lines, and fewer than all the others (some pass where its base stood or stands).
    expect(page.work.adoptedLines).toBeGreaterThan(0);
    expect(page.work.adoptedLines).toBeLessThanOrEqual(pairs.length - own.length);
    for (const [s, t] of pairs) expect(page.line(moved, s, t)).toEqual(fresh.line(moved, s, t));
    expect(page.work.lines).toBe(pairs.length - page.work.adoptedLines);
    expect(page.work.lines).toBeGreaterThanOrEqual(own.length);
    // Its column is measured again, the others' taken as they were.
    expect(page.work.adoptedColumns).toBe(shootersOf(moved).length - 1);
    for (const team of ['red', 'blue'] as const)
      expect(page.threatMap(moved, team)).toEqual(fresh.threatMap(moved, team));
    expect(page.work.columns).toBe(1);
  });

  it('takes nothing worked out on other ground (a cloud gone) or with the other blind-spot option', () => {
    const before = loadRung('large', 'hexless');
    const cloud = before.terrain.findIndex((t) => t.kind === 'smoke');
    expect(cloud).toBeGreaterThanOrEqual(0);
    const cleared: Setup = { ...before, terrain: before.terrain.filter((_, i) => i !== cloud) };
    const blind: Setup = {
      ...before,
      options: { ...before.options, blindSpots: !before.options.blindSpots },
    };
    for (const now of [cleared, blind]) {
      const page = createSight();
      for (const a of answersFor(before)) page.adopt(now, a);
      expect(page.work.adoptedLines).toBe(0);
      const [s, t] = pairsOf(now)[0]!;
      expect(page.line(now, s, t)).toEqual(createSight().line(now, s, t));
      expect(page.work.lines).toBe(1);
    }
  });

  it('keeps its own answers: an adopted batch never replaces a line it measured', () => {
    const setup = loadRung('large', 'hex');
    const page = createSight();
    const [s, t] = pairsOf(setup)[0]!;
    const mine = page.line(setup, s, t);
    for (const a of answersFor(setup)) page.adopt(setup, a);
    expect(page.line(setup, s, t)).toBe(mine);
    expect(page.work.adoptedLines).toBe(pairsOf(setup).length - 1);
  });
});
