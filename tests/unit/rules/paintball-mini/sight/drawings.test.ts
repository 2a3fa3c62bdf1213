import { describe, expect, it } from 'vitest';
import type { LadderName } from '../../../../../bench/ladder/load';
import { loadRung } from '../../../../../bench/ladder/load';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import type { AdoptedDrawings, SightLayer } from '../../../../../src/rules/paintball-mini/sight';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { sightDrawings } from '../../../../../src/rules/paintball-mini/view/sight/sightDrawings';

// Issue 29: the lines a player is about to look at (the drawn line and the shot card's share seen)
// measured by another layer (the table's sight worker) and adopted by the page's: the page answers
// them exactly as it would have measured them, and builds no model of the table for them.

const shootersOf = (setup: Setup) =>
  setup.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');

/** A shooter's lines to every enemy, as the worker hands them out. */
function drawingsOf(worker: SightLayer, setup: Setup, shooterId: string): AdoptedDrawings[] {
  const shooter = setup.figures.find((f) => f.id === shooterId)!;
  const enemies = shootersOf(setup).filter((e) => e.team !== shooter.team);
  const out: AdoptedDrawings[] = [];
  for (const m of sightDrawings(
    worker,
    setup,
    1,
    shooterId,
    enemies.map((e) => e.id),
  ))
    if (m?.kind === 'drawings') out.push(m.drawings);
  return out;
}

const enemiesOf = (setup: Setup, shooterId: string) => {
  const team = setup.figures.find((f) => f.id === shooterId)!.team;
  return shootersOf(setup).filter((e) => e.team !== team);
};

const cases: [LadderName, 'hex' | 'hexless', number][] = [
  ['CTF', 'hex', Infinity],
  ['CTF', 'hexless', Infinity],
  // The large table's hills put the eyes up a slope; a few shooters keep the test short.
  ['large', 'hex', 3],
  ['large', 'hexless', 3],
];

describe('drawn lines adopted from another layer', () => {
  for (const [rung, mode, shooters] of cases)
    it(`answers each drawn line and share seen of ${rung} (${mode}) as the page would measure them, building no model`, () => {
      const setup = loadRung(rung, mode);
      const worker = createSight();
      const page = createSight();
      const fresh = createSight();
      let pairs = 0;
      for (const s of shootersOf(setup).slice(0, shooters)) {
        for (const d of drawingsOf(worker, setup, s.id)) page.adoptDrawings(setup, d);
        for (const e of enemiesOf(setup, s.id)) {
          expect(page.knownSightLine(setup, s.id, e.id), `${s.id}→${e.id}`).toEqual(
            fresh.sightLine(setup, s.id, e.id),
          );
          expect(page.knownPercentVisible(setup, s.id, e.id), `${s.id}→${e.id}`).toEqual(
            fresh.percentVisible(setup, s.id, e.id),
          );
          // The answers that would measure answer the same, and build nothing either.
          expect(page.sightLine(setup, s.id, e.id)).toEqual(page.knownSightLine(setup, s.id, e.id));
          pairs += 1;
        }
      }
      expect(pairs).toBeGreaterThan(0);
      expect(page.work.adoptedDrawings).toBe(pairs);
      expect(page.work.models).toBe(0);
      expect(fresh.work.models).toBe(1);
    });

  it('knows nothing it was not handed, and builds no model to say so', () => {
    const setup = loadRung('CTF', 'hexless');
    const page = createSight();
    const [s, e] = [shootersOf(setup)[0]!, enemiesOf(setup, shootersOf(setup)[0]!.id)[0]!];
    expect(page.knownSightLine(setup, s.id, e.id)).toBeNull();
    expect(page.knownPercentVisible(setup, s.id, e.id)).toBeNull();
    expect(page.work.models).toBe(0);
    // Once the page has its model, it measures what it was not handed.
    page.model(setup);
    expect(page.knownSightLine(setup, s.id, e.id)).toEqual(createSight().sightLine(setup, s.id, e.id));
    expect(page.knownPercentVisible(setup, s.id, e.id)).toEqual(
      createSight().percentVisible(setup, s.id, e.id),
    );
    expect(page.work.models).toBe(1);
  });

  it('keeps a line while its two figures stay put, and no share seen once any figure moved', () => {
    const before = loadRung('CTF', 'hexless');
    const [shooter, other] = shootersOf(before);
    const worker = createSight();
    const page = createSight();
    for (const d of drawingsOf(worker, before, shooter!.id)) page.adoptDrawings(before, d);
    const enemies = enemiesOf(before, shooter!.id);
    const mover = enemies[0]!;
    const moved: Setup = {
      ...before,
      figures: before.figures.map((f) =>
        f.id === mover.id ? { ...f, at: { x: f.at.x + 4, y: f.at.y + 2 } } : f,
      ),
    };
    expect(page.knownSightLine(moved, shooter!.id, mover.id)).toBeNull();
    for (const e of enemies.slice(1)) {
      // Its facts (who is in the way) are the moved table's.
      expect(page.knownSightLine(moved, shooter!.id, e.id)).toEqual(
        createSight().sightLine(moved, shooter!.id, e.id),
      );
      expect(page.knownPercentVisible(moved, shooter!.id, e.id)).toBeNull();
    }
    expect(page.knownSightLine(moved, other!.id, enemies[1]!.id)).toBeNull();
    expect(page.work.models).toBe(0);
  });

  it('takes nothing measured on other terrain', () => {
    const setup = loadRung('CTF', 'hex');
    const shooter = shootersOf(setup)[0]!;
    const cleared: Setup = { ...setup, terrain: setup.terrain.slice(1) };
    const page = createSight();
    for (const d of drawingsOf(createSight(), cleared, shooter.id)) page.adoptDrawings(setup, d);
    for (const e of enemiesOf(setup, shooter.id)) {
      expect(page.knownSightLine(setup, shooter.id, e.id)).toBeNull();
      expect(page.knownPercentVisible(setup, shooter.id, e.id)).toBeNull();
    }
    expect(page.work.adoptedDrawings).toBe(0);
  });
});
