import { describe, expect, it } from 'vitest';
import type { GameState, Shot } from '../../../../../src/rules/paintball-mini/engine';
import { analyseShot, apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import type { Place } from './support/table';
import { redToAct, table } from './support/table';

// The odds a player sees before a volley is fired (PM-SNAP): per target, the chance at least one die
// hits it, the hits it can expect, and the chance it is eliminated, checked against closed forms
// written from the rulebook's words (../shared/rules/rulings.md), not from the resolver.
//
// A "hit" is a to-hit die that counts: PM-RANGE (unaimed: greater than the range; aimed: equal or
// greater), PM-ONE (a 1 never hits and calls the problem chart first; chart 1–5 discount every other
// die, a 6 with no Marshal within 2 of the shooter plays on), PM-SNAP (the defender shares the hits
// out). Every set-up keeps Marshal m1 within 2 of the targets and more than 2 from the shooter.

const d = 1 / 6; // one face of a d6
const close = (got: number, want: number, what: string) =>
  expect(Math.abs(got - want), `${what}: engine ${got}, closed form ${want}`).toBeLessThan(1e-12);
const choose = (n: number, k: number): number =>
  k === 0 || k === n ? 1 : choose(n - 1, k - 1) + choose(n - 1, k);

/**
 * The chance of exactly k hits from n dice rolled together at one target, each die hitting with
 * chance p and missing (2…need−1) with chance q: j dice show 1 (d each); every chart must say 6
 * (d each) for the other dice to count; then k of the n − j others hit.
 */
function hitsClosedForm(n: number, p: number, q: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  for (let j = 0; j <= n; j++) {
    const ones = choose(n, j) * Math.pow(d, j);
    const goOn = Math.pow(d, j); // PM-CHART 6 every time, unseen: play on
    const m = n - j;
    for (let k = 0; k <= m; k++) out[k]! += ones * goOn * choose(m, k) * Math.pow(p, k) * Math.pow(q, m - k);
  }
  // Whatever is left ended on the chart (1–5): no hits.
  out[0]! += 1 - out.reduce((a, b) => a + b, 0);
  return out;
}

/**
 * PM-SAVE / PM-PAINTCHECK: each hit that reaches the target is saved on 1 or 6 (1/3), else marked and
 * checked by the Marshal within 2: 4–6 eliminated (1/2). A target hit k times is eliminated unless
 * every hit spares it: 1 − (2/3)^k.
 */
const eliminatedAfter = (k: number) => 1 - Math.pow(2 / 3, k);

function game(range: number, more: Place[] = [], expert = false): GameState {
  return redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 }, expert },
      { id: 'b1', hex: { q: range, r: 1 } },
      { id: 'm1', hex: { q: 4, r: 0 }, marshal: true },
      ...more,
    ]),
  );
}

function chancesOf(s: GameState, shots: Shot[], aimed?: boolean) {
  const a = analyseShot(s, flatSight, { figureId: 'r1', shots, ...(aimed === undefined ? {} : { aimed }) });
  if (!a.ok) throw new Error(a.reason);
  return a;
}

describe('volley odds per target, before the dice', () => {
  for (const r of [3, 4]) {
    it(`PM-SNAP / PM-ONE: ×2 at one target at range ${r}: hit at least once, hits expected and eliminated in closed form`, () => {
      const s = game(r);
      const p = (6 - r) * d; // PM-RANGE unaimed: greater than r
      const q = (r - 1) * d; // 2…r: no hit, no chart
      const a = chancesOf(s, [{ targetId: 'b1', dice: 2 }]);
      const c = a.chances[0]!;
      expect([c.targetId, c.dice, c.need]).toEqual(['b1', 2, r + 1]);
      // Both dice hit; one hits beside a miss, or beside a 1 whose chart says 6 (plays on).
      const two = p * p;
      const one = 2 * p * q + 2 * d * d * p;
      close(c.hitAtLeastOnce, two + one, 'hit at least once');
      close(c.expectedHits, 2 * two + one, 'hits expected');
      close(c.eliminated, one * eliminatedAfter(1) + two * eliminatedAfter(2), 'eliminated');
      // Without the problem chart it would be 1 − (1 − p)²: a 1 beside a hit takes it away on chart 1–5.
      close(1 - Math.pow(1 - p, 2) - c.hitAtLeastOnce, 2 * p * d * (5 * d), 'the chart takes');
      const h = hitsClosedForm(2, p, q);
      a.odds.targets[0]!.hits.forEach((x, k) => close(x, h[k]!, `${k} hits`));
    });
  }

  it('PM-AIM / PM-SNAP: ×2 aimed at range 3: each die hits on 3+', () => {
    const s = game(3);
    const p = 4 * d; // PM-AIM: equal to or greater than 3
    const q = d; // only a 2 misses
    const c = chancesOf(s, [{ targetId: 'b1', dice: 2 }], true).chances[0]!;
    expect(c.need).toBe(3);
    const h = hitsClosedForm(2, p, q);
    close(c.hitAtLeastOnce, 1 - h[0]!, 'hit at least once');
    close(c.hitAtLeastOnce, p * p + 2 * p * q + 2 * d * d * p, 'hit at least once, by hand');
    close(c.expectedHits, h[1]! + 2 * h[2]!, 'hits expected');
    close(c.eliminated, h[1]! * eliminatedAfter(1) + h[2]! * eliminatedAfter(2), 'eliminated');
  });

  it('PM-AIM: after Aim the volley odds are the aimed ones without being asked', () => {
    const s = game(3);
    const aimed = apply(s, { type: 'aim', figureId: 'r1' }, { sight: flatSight });
    if (!aimed.ok) throw new Error(aimed.reason);
    const after = chancesOf(aimed.state, [{ targetId: 'b1', dice: 1 }]).chances[0]!;
    const asked = chancesOf(s, [{ targetId: 'b1', dice: 1 }], true).chances[0]!;
    expect(after).toEqual(asked);
    expect(after.need).toBe(3);
  });

  it('PM-SNAP / PM-EXPERT: ×3 from an expert at range 4: the hits in closed form', () => {
    const s = game(4, [], true);
    const p = 2 * d; // 5–6
    const q = 3 * d; // 2–4
    const a = chancesOf(s, [{ targetId: 'b1', dice: 3 }]);
    const c = a.chances[0]!;
    const h = hitsClosedForm(3, p, q);
    a.odds.targets[0]!.hits.forEach((x, k) => close(x, h[k]!, `${k} hits`));
    // By hand: no 1s, at least one of three hits; or one 1 whose chart says 6, and one of the other two hits.
    const noOnes = Math.pow(p + q, 3) - Math.pow(q, 3);
    const oneOne = 3 * d * d * (Math.pow(p + q, 2) - q * q);
    const twoOnes = 3 * d * d * d * d * p;
    close(c.hitAtLeastOnce, noOnes + oneOne + twoOnes, 'hit at least once');
    close(c.expectedHits, h[1]! + 2 * h[2]! + 3 * h[3]!, 'hits expected');
    close(
      c.eliminated,
      h[1]! * eliminatedAfter(1) + h[2]! * eliminatedAfter(2) + h[3]! * eliminatedAfter(3),
      'eliminated',
    );
  });

  it('PM-SNAP / EN-AUTO-DEFENDER: ×1 and ×1 split between two targets in one hex: a lone hit goes where the defender puts it', () => {
    // b2 stands beside b1 in the same hex: a declared target, so never in the way (PM-WAY-FIGURE).
    const s = game(3, [{ id: 'b2', hex: { q: 3, r: 1 }, slot: 1 }]);
    const p = 3 * d; // 4–6 at range 3
    const q = 2 * d; // 2–3
    const a = chancesOf(s, [
      { targetId: 'b1', dice: 1 },
      { targetId: 'b2', dice: 1 },
    ]);
    const [c1, c2] = a.chances;
    expect([
      c1!.need,
      c2!.need,
      a.plan.targets[0]!.facts.obstructions,
      a.plan.targets[1]!.facts.obstructions,
    ]).toEqual([4, 4, [], []]);
    // Both dice hit: one each. One hit only (beside a miss, or beside a 1 whose chart says 6): the
    // defender chooses; the two are alike, so the tie goes to the first option, hits [0, 1]: b2.
    const both = p * p;
    const lone = 2 * p * q + 2 * d * d * p;
    close(c1!.hitAtLeastOnce, both, 'b1 hit at least once');
    close(c1!.expectedHits, both, 'b1 hits expected');
    close(c2!.hitAtLeastOnce, both + lone, 'b2 hit at least once');
    close(c2!.expectedHits, both + lone, 'b2 hits expected');
    // Each target is hit at most once: eliminated = hit × marked (2/3) × paintcheck 4–6 (1/2).
    close(c1!.eliminated, both * eliminatedAfter(1), 'b1 eliminated');
    close(c2!.eliminated, (both + lone) * eliminatedAfter(1), 'b2 eliminated');
    // The volley's hits are the targets' hits together.
    close(a.odds.hits[1]! + 2 * a.odds.hits[2]!, c1!.expectedHits + c2!.expectedHits, 'hits shared out');
  });

  it('PM-SNAP: ×2 and ×1 split from an expert: the defender never puts more hits on a target than shots declared at it', () => {
    const s = game(3, [{ id: 'b2', hex: { q: 3, r: 1 }, slot: 1 }], true);
    const a = chancesOf(s, [
      { targetId: 'b1', dice: 2 },
      { targetId: 'b2', dice: 1 },
    ]);
    expect(a.odds.targets.map((t) => t.hits.length)).toEqual([3, 2]);
    const [c1, c2] = a.chances;
    const h = hitsClosedForm(3, 3 * d, 2 * d); // the volley's hits, whoever takes them (4–6 at range 3)
    for (const k of [1, 2, 3]) close(a.odds.hits[k]!, h[k]!, `volley ${k} hits`);
    // The two targets are alike, so every tie goes to the first option in ascending order:
    // three hits [2, 1]; two hits [1, 1] before [2, 0]; one hit [0, 1] before [1, 0].
    const [t1, t2] = a.odds.targets;
    close(t1!.hits[2]!, h[3]!, 'b1 twice');
    close(t1!.hits[1]!, h[2]!, 'b1 once');
    close(t2!.hits[1]!, h[3]! + h[2]! + h[1]!, 'b2 once');
    close(c1!.expectedHits + c2!.expectedHits, h[1]! + 2 * h[2]! + 3 * h[3]!, 'hits shared out');
  });
});
