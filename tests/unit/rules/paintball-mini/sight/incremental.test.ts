import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { setupBoard } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { prng } from './tables';
import { randomTable } from './randomTables';

// The caches never change an answer: after every random move (a step, a turn, a change of status)
// one long-lived sight layer says exactly what a fresh one says, for every line and the threat map.

function moveOne(t: Setup, random: () => number): Setup {
  const board = setupBoard(t);
  const i = Math.floor(random() * t.figures.length);
  const figures = t.figures.map((f, j) => {
    if (j !== i) return f;
    const roll = random();
    if (roll < 0.2) return { ...f, facing: Math.floor(random() * 360) };
    if (roll < 0.3) return { ...f, status: random() < 0.5 ? ('impotent' as const) : ('active' as const) };
    for (;;) {
      const at = { x: f.at.x + 20 * random() - 10, y: f.at.y + 20 * random() - 10 };
      if (board.contains(at)) return { ...f, at };
    }
  });
  return { ...t, figures };
}

describe('incremental sight', () => {
  for (const mode of ['hex', 'hexless'] as const) {
    for (const seed of [31, 32]) {
      it(`caches (${mode}) seed ${seed}: after each of 15 random moves the cached layer equals a fresh one`, () => {
        const random = prng(seed);
        let t: Setup = {
          ...randomTable(seed, mode, 8),
          options: { experts: false, grenades: false, blindSpots: true },
        };
        const kept = createSight();
        for (let step = 0; step < 15; step++) {
          t = moveOne(t, random);
          const fresh = createSight();
          for (const s of t.figures) {
            for (const g of t.figures) {
              if (s !== g)
                expect(kept.line(t, s.id, g.id), `${step}: ${s.id}→${g.id}`).toEqual(
                  fresh.line(t, s.id, g.id),
                );
            }
          }
          expect(kept.threatMap(t, 'red')).toEqual(fresh.threatMap(t, 'red'));
        }
      });
    }
  }
});

/** Clears a random cloud, or lays one where a figure or open ground is: smoke comes and goes with the turns. */
function smokeComesOrGoes(t: Setup, random: () => number, step: number): Setup {
  const clouds = t.terrain.filter((p) => p.kind === 'smoke');
  if (clouds.length > 0 && random() < 0.5) {
    const gone = clouds[Math.floor(random() * clouds.length)]!;
    return { ...t, terrain: t.terrain.filter((p) => p !== gone) };
  }
  const on = t.figures[Math.floor(random() * t.figures.length)]!.at;
  const at = random() < 0.5 ? on : { x: on.x + 12 * random() - 6, y: on.y + 12 * random() - 6 };
  const cloud = { kind: 'smoke' as const, id: `smoke-new-${step}`, at, radius: 3 + 2 * random() };
  // Laid anywhere in the list: the pieces after it move along by one.
  const k = Math.floor(random() * (t.terrain.length + 1));
  return { ...t, terrain: [...t.terrain.slice(0, k), cloud, ...t.terrain.slice(k)] };
}

describe('incremental sight, smoke coming and going', () => {
  for (const mode of ['hex', 'hexless'] as const) {
    for (const seed of [41, 42, 43]) {
      it(`PM-SMOKE (${mode}) seed ${seed}: lines kept through smoke changes and moves equal a fresh layer's`, () => {
        const random = prng(seed);
        let t: Setup = {
          ...randomTable(seed, mode, 8),
          options: { experts: false, grenades: false, blindSpots: false },
        };
        const kept = createSight();
        for (let step = 0; step < 12; step++) {
          t = step % 3 === 2 ? moveOne(t, random) : smokeComesOrGoes(t, random, step);
          const fresh = createSight();
          for (const s of t.figures) {
            for (const g of t.figures) {
              if (s === g) continue;
              expect(kept.line(t, s.id, g.id), `${step}: ${s.id}→${g.id}`).toEqual(fresh.line(t, s.id, g.id));
              expect(kept.sightLine(t, s.id, g.id), `${step}: drawn ${s.id}→${g.id}`).toEqual(
                fresh.sightLine(t, s.id, g.id),
              );
            }
          }
        }
      });
    }
  }
});

describe('incremental sight, clouds told to the kept lines as they are asked', () => {
  /** Every line of `t` from the kept layer, each equal to a fresh layer's. */
  const allAgree = (kept: ReturnType<typeof createSight>, t: Setup, when: string) => {
    const fresh = createSight();
    for (const s of t.figures)
      for (const g of t.figures)
        if (s !== g)
          expect(kept.line(t, s.id, g.id), `${when}: ${s.id}→${g.id}`).toEqual(fresh.line(t, s.id, g.id));
  };
  for (const [mode, seed] of [
    ['hex', 51],
    ['hexless', 51],
    ['hex', 52],
    ['hexless', 53],
  ] as const) {
    it(`PM-SMOKE (${mode}) seed ${seed}: clouds that come and go while few lines are asked, then a figure leaves or comes back: every line as a fresh layer's`, () => {
      const random = prng(seed);
      let t: Setup = {
        ...randomTable(seed, mode, 8),
        options: { experts: false, grenades: false, blindSpots: false },
      };
      const kept = createSight();
      allAgree(kept, t, 'first');
      let away: Setup['figures'][number] | null = null;
      for (let round = 0; round < 8; round++) {
        // In two rounds, 20 grounds each asked one line: more clouds than are kept untold before
        // every line is told at once (a ground is seen only when a line is asked on it).
        const many = round === 2 || round === 3;
        const changes = many ? 20 : 1 + Math.floor(random() * 3);
        for (let k = 0; k < changes; k++) {
          t = smokeComesOrGoes(t, random, 100 * round + k);
          if (many) kept.line(t, t.figures[0]!.id, t.figures[1]!.id);
        }
        if (away === null) {
          // The figure that leaves stays in the middle of the list: those after it are numbered anew.
          const i = 1 + Math.floor(random() * (t.figures.length - 2));
          away = t.figures[i]!;
          t = { ...t, figures: t.figures.filter((_, j) => j !== i) };
        } else {
          t = { ...t, figures: [...t.figures, away] };
          away = null;
        }
        allAgree(kept, t, `round ${round}`);
      }
    });
  }
});
