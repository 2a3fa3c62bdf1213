import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../../../src/geometry';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { apply } from '../../../../../src/rules/hexprint/engine/apply';
import { candidates } from '../../../../../src/rules/hexprint/engine/candidates';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { reach, stepCost } from '../../../../../src/rules/hexprint/engine/movement';
import { hexesOf, isDamaged, onTable } from '../../../../../src/rules/hexprint/engine/units';
import { newGame } from '../../../../../src/rules/hexprint/engine/start';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import { sampled } from './support';

// Seeded properties over games played by random choices among the candidates: movement never
// spends more points than a model has, no model passes through or stands on another, and a damaged
// slot stays damaged.

/** Plays `picks` as indices into the candidates (refused ones are skipped); calls `each` on every step taken. */
function play(
  seed: number,
  picks: readonly number[],
  each: (before: HexPrintState, action: Action, after: HexPrintState) => void,
): void {
  let s = newGame(skirmish(), seed);
  for (const pick of picks) {
    if (s.phase === 'over') return;
    const all = candidates(s, sampled);
    const action = all[pick % all.length]!;
    const out = apply(s, action, sampled);
    if (!out.ok) continue;
    each(s, action, out.state);
    s = out.state;
  }
}

const games = fc.tuple(
  fc.integer({ min: 1, max: 1000 }),
  fc.array(fc.nat(), { minLength: 30, maxLength: 80 }),
);

function occupied(s: HexPrintState, except: string | null): Set<string> {
  const out = new Set<string>();
  for (const u of s.units)
    for (const m of onTable(u)) if (m.id !== except) for (const h of hexesOf(u, m)) out.add(hexKey(h));
  return out;
}

describe('HexPrint properties', () => {
  it('HP-MOVE: no negative movement points: every move taken costs at most MOV, and every reachable hex too', () => {
    let moves = 0;
    fc.assert(
      fc.property(games, ([seed, picks]) => {
        play(seed, picks, (before, action) => {
          if (action.type !== 'move') return;
          moves++;
          const unit = before.units.find((u) => u.id === before.activation!.unit)!;
          for (const m of action.moves) {
            const model = unit.models.find((x) => x.id === m.model)!;
            for (const r of reach(before, unit, model).values())
              expect(r.cost).toBeLessThanOrEqual(unit.card.mov);
            if (m.all === true) continue;
            let at = model.at;
            let spent = 0;
            for (const to of m.path) {
              spent += stepCost(before, unit, model.facing, at, to);
              at = to;
            }
            expect(unit.card.mov - spent).toBeGreaterThanOrEqual(0);
          }
        });
      }),
      { seed: 42, numRuns: 12 },
    );
    expect(moves).toBeGreaterThan(20);
  });

  it('HP-MOVE: no model passes through or ends on another', () => {
    fc.assert(
      fc.property(games, ([seed, picks]) => {
        play(seed, picks, (before, action, after) => {
          if (action.type === 'move')
            for (const m of action.moves) {
              const others = occupied(before, m.model);
              for (const h of m.path) expect(others.has(hexKey(h))).toBe(false);
            }
          const seen = new Set<string>();
          for (const u of after.units)
            for (const m of onTable(u))
              for (const h of hexesOf(u, m)) {
                expect(seen.has(hexKey(h))).toBe(false);
                seen.add(hexKey(h));
              }
        });
      }),
      { seed: 42, numRuns: 12 },
    );
  });

  it('HP-DAMAGED: a damaged slot stays damaged, and no box is ever unmarked', () => {
    let damaged = 0;
    fc.assert(
      fc.property(games, ([seed, picks]) => {
        play(seed, picks, (before, _action, after) => {
          before.units.forEach((u, i) => {
            const later = after.units[i]!;
            u.marks.forEach((n, slot) => {
              expect(later.marks[slot]).toBeGreaterThanOrEqual(n);
              if (isDamaged(u, slot)) {
                damaged++;
                expect(isDamaged(later, slot)).toBe(true);
              }
            });
          });
        });
      }),
      { seed: 42, numRuns: 12 },
    );
    expect(damaged).toBeGreaterThan(0);
  });
});
