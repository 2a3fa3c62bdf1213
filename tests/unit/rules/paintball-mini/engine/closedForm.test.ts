import { describe, expect, it } from 'vitest';
import type { GameState, LineFacts, Sight } from '../../../../../src/rules/paintball-mini/engine';
import { analyseShot, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import type { Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import type { Place } from './support/table';
import { centre, redToAct, table } from './support/table';

// Exact odds against closed forms written from the rulebook's words (../shared/rules/rulings.md), not
// from the engine's resolver: every expected chance below is plain arithmetic on d6 faces, each step
// commented with the rule it comes from. analyseShot must give each to 1e-12.
//
// The odds are given per declared target, as the worst thing the volley did to it (src/rules/paintball-mini/engine/fate.ts):
//   no-shot      PM-SMOKE stopped the volley before a to-hit die was rolled
//   chart-k      a 1 called the problem chart and result k (1–5) discounted the volley; chart-6: the
//                goggle roll disqualified the shooter (a goggle lifting that is not seen plays on)
//   miss         no die hit (a chart 6 with no Marshal within 2 of the shooter plays on into this)
//   absorbed:X   a hit was taken by X in the way (PM-WAY)
//   saved        the hit reached the target and the saving throw saved it (PM-SAVE, PM-SOFT)
//   wiped        marked with no Marshal within 2 (PM-WIPE)
//   survived     marked, and the paintcheck let it play on (PM-PAINTCHECK 1–3)
//   eliminated   marked, and the paintcheck killed it (PM-PAINTCHECK 4–6)
//   shrugged-off / suppressed   PM-SUPPRESS's one save, failed or not
// Every set-up keeps one Marshal within 2 hexes of the target and more than 2 from the shooter, so
// each mark is paintchecked and a chart 6 plays on, unless a test says otherwise.

const d = 1 / 6; // one face of a d6

/** Every outcome the engine gives equals the closed form; outcomes the closed form leaves out are 0. */
function expectOdds(got: Readonly<Record<string, number>>, want: Readonly<Record<string, number>>) {
  for (const k of new Set([...Object.keys(got), ...Object.keys(want)])) {
    expect(
      Math.abs((got[k] ?? 0) - (want[k] ?? 0)),
      `${k}: engine ${got[k] ?? 0}, closed form ${want[k] ?? 0}`,
    ).toBeLessThan(1e-12);
  }
  // The closed form itself is a whole distribution.
  expect(Math.abs(Object.values(want).reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
}

/**
 * Shooter r1 in hex (0,1), target b1 in hex (range, 1) (3 ≤ range ≤ 5), Marshal m1 off the line in hex
 * (4,0): 2 from the target, 4 from the shooter.
 */
function game(
  range: number,
  more: Place[] = [],
  terrain: Terrain[] = [],
  sight: Sight = flatSight,
): GameState {
  return redToAct(
    table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: range, r: 1 } },
        { id: 'm1', hex: { q: 4, r: 0 }, marshal: true },
        ...more,
      ],
      { terrain },
    ),
    sight,
  );
}

function odds(s: GameState, sight: Sight, dice: number, kind: 'fire' | 'suppress' = 'fire', aimed = false) {
  const r = analyseShot(s, sight, { figureId: 'r1', shots: [{ targetId: 'b1', dice }], kind, aimed });
  if (!r.ok) throw new Error(r.reason);
  return r.odds;
}

/** The line's facts, so each test first shows the situation is the one its closed form is written for. */
const line = (s: GameState, sight: Sight): LineFacts => sight.line(s.table, 'r1', 'b1');

/**
 * One unaimed die at range r (3 ≤ r ≤ 5, so the Marshal at (4,0) stands within 2 of the target and
 * more than 2 from the shooter), nothing in the way, no smoke, scaled by `shoots` (the chance the
 * volley is fired at all).
 */
function oneDie(r: number, shoots = 1): Record<string, number> {
  const hit = (6 - r) * d; // PM-RANGE: unaimed, a die greater than r hits; PM-ONE: a 1 never does
  const reaches = hit; // nothing in the way (PM-WAY)
  const out: Record<string, number> = {
    // PM-RANGE: 2…r miss; PM-ONE/PM-CHART 6: a 1, then a 6 on the chart with no Marshal within 2: play on, no hit
    miss: shoots * ((r - 1) * d + d * d),
    saved: shoots * reaches * (2 * d), // PM-SAVE: 1 or 6
    survived: shoots * reaches * (4 * d) * (3 * d), // marked on 2–5, PM-PAINTCHECK 1–3 plays on
    eliminated: shoots * reaches * (4 * d) * (3 * d), // PM-PAINTCHECK 4–6 killed
  };
  // PM-ONE / PM-CHART: a 1 (1/6), then chart results 1–5, 1/6 each, end the volley
  for (let k = 1; k <= 5; k++) out[`chart-${k}`] = shoots * d * d;
  if (shoots < 1) out['no-shot'] = 1 - shoots;
  return out;
}

describe('exact odds against the rulebook in closed form', () => {
  for (const r of [3, 4, 5]) {
    it(`PM-RANGE / PM-ONE / PM-SAVE / PM-PAINTCHECK: one unaimed die at range ${r}, nothing in the way`, () => {
      const s = game(r);
      const facts = line(s, flatSight);
      expect([facts.range, facts.obstructions, facts.smokeBetween, facts.shooterInSmoke]).toEqual([
        r,
        [],
        false,
        false,
      ]);
      const m = flatSight.marshals(s.table, 'b1')[0]!;
      expect([m.marshalId, m.range <= 2, flatSight.marshals(s.table, 'r1')[0]!.range]).toEqual([
        'm1',
        true,
        4,
      ]);
      expectOdds(odds(s, flatSight, 1).targets[0]!.outcomes, oneDie(r));
    });
  }

  it('PM-AIM: one aimed die at range 3 hits on 3–6', () => {
    const s = game(3);
    const hit = 4 * d; // PM-RANGE aimed: a die equal to or greater than 3
    const want: Record<string, number> = {
      miss: d + d * d, // a 2, or a 1 then chart 6 with no Marshal near the shooter
      saved: hit * 2 * d,
      survived: hit * 4 * d * 3 * d,
      eliminated: hit * 4 * d * 3 * d,
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    expectOdds(odds(s, flatSight, 1, 'fire', true).targets[0]!.outcomes, want);
  });

  for (const r of [3, 4]) {
    it(`PM-SNAP / PM-ONE: a 2-die volley at one target at range ${r}, the dice rolled together`, () => {
      const s = game(r);
      const p = (6 - r) * d; // a die that hits (PM-RANGE)
      const q = (r - 1) * d; // a die of 2…r: no hit, no chart
      const one = d; // PM-ONE: a 1 calls the chart
      // PM-CHART: a chart 6 (goggle lifting) with no Marshal within 2 plays on, and the other die counts.
      const two = p * p; // both dice hit
      const single = 2 * p * q + 2 * one * d * p; // one hits: with a miss, or with a 1 whose chart says 6
      const none = q * q + 2 * one * d * q + one * one * d * d; // 1s whose charts all say 6 count as misses
      // PM-SAVE / PM-PAINTCHECK, for each hit that reaches b1: saved 1/3, survives 1/3, killed 1/3. The
      // Marshal who came for the first check is beside b1 for the second; a killed b1 takes no more.
      const hitOnce = { saved: 1 / 3, survived: 1 / 3, eliminated: 1 / 3 };
      const twice = {
        eliminated: 1 - (2 / 3) * (2 / 3), // either hit kills
        survived: (2 / 3) * (2 / 3) - (1 / 3) * (1 / 3), // neither kills, at least one marks
        saved: (1 / 3) * (1 / 3), // both saved
      };
      const want: Record<string, number> = {
        miss: none,
        saved: single * hitOnce.saved + two * twice.saved,
        survived: single * hitOnce.survived + two * twice.survived,
        eliminated: single * hitOnce.eliminated + two * twice.eliminated,
      };
      // PM-ONE / PM-CHART 1–5 discount the other die: one 1 (either die) and a chart k, or two 1s with
      // the first chart k, or the first chart a 6 and the second k.
      for (let k = 1; k <= 5; k++) want[`chart-${k}`] = 2 * one * (p + q) * d + one * one * (d + d * d);
      const o = odds(s, flatSight, 2);
      expectOdds(o.targets[0]!.outcomes, want);
      // And the number of hits after the chart.
      expect(Math.abs(o.hits[2]! - two)).toBeLessThan(1e-12);
      expect(Math.abs(o.hits[1]! - single)).toBeLessThan(1e-12);
    });
  }

  it('PM-WIPE: with no Marshal on the table a mark is always wiped', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
      ]),
    );
    const hit = 3 * d; // 4–6 at range 3
    const want: Record<string, number> = {
      miss: 2 * d + d * d, // 2–3, or a 1 and a chart 6 with no Marshal to see it
      saved: hit * (2 * d), // PM-SAVE: 1 or 6
      wiped: hit * (4 * d), // marked on 2–5; PM-WIPE: no Marshal within 2, the shot is wiped
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    expectOdds(odds(s, flatSight, 1).targets[0]!.outcomes, want);
  });

  it('PM-ENTRENCHED: an aimed die at a target in a bunker at range 3 still needs a 6', () => {
    const s = game(
      3,
      [],
      [{ id: 'bunker', kind: 'bunker', at: centre({ q: 3, r: 1 }), rotation: 0, radius: 4 }],
    );
    expect(line(s, flatSight).targetEntrenched).toBe(true);
    const hit = d; // PM-ENTRENCHED: only a 6, aimed or not
    const want: Record<string, number> = {
      miss: 4 * d + d * d, // 2–5, or a 1 and a chart 6
      saved: hit * (2 * d),
      survived: hit * (4 * d) * (3 * d),
      eliminated: hit * (4 * d) * (3 * d),
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    expectOdds(odds(s, flatSight, 1, 'fire', true).targets[0]!.outcomes, want);
  });

  it('PM-WAY / PM-WAY-FIGURE: a friend in the way takes a hit on 4–6 and is resolved as hit; PM-CHART 6 with a Marshal near the shooter', () => {
    // Friend r2 in hex (1,1) on the line; Marshal m2 in hex (2,0): 2 from the shooter, 1 from r2, 2 from b1.
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'r2', hex: { q: 1, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
        { id: 'm2', hex: { q: 2, r: 0 }, marshal: true },
      ]),
    );
    const facts = line(s, flatSight);
    expect([facts.range, facts.obstructions.map((o) => o.id)]).toEqual([3, ['r2']]);
    expect(flatSight.marshals(s.table, 'r1').map((m) => [m.marshalId, m.range])).toEqual([['m2', 2]]);
    const hit = 3 * d; // PM-RANGE: 4–6 at range 3
    const way = 3 * d; // PM-WAY: 4–6 the figure in the way takes it
    const want: Record<string, number> = {
      // 2–3; or a 1, chart 6, and the Marshal 2 away does not see it (goggle roll 2–5: play on)
      miss: 2 * d + d * d * (4 * d),
      'chart-6': d * d * (2 * d), // PM-CHART 6: goggle roll 1 or 6 with a Marshal within 2: disqualified
      'absorbed:r2': hit * way,
      saved: hit * (1 - way) * (2 * d),
      survived: hit * (1 - way) * (4 * d) * (3 * d),
      eliminated: hit * (1 - way) * (4 * d) * (3 * d),
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    const o = odds(s, flatSight, 1);
    expectOdds(o.targets[0]!.outcomes, want);
    // The friend who took it is marked on 2–5 and killed by the paintcheck on 4–6 (friendly fire counts).
    expect(Math.abs((o.collateral.r2 ?? 0) - hit * way * (4 * d) * (3 * d))).toBeLessThan(1e-12);
  });

  it('PM-WAY: a Marshal in the way takes a hit on 4–6 and cannot be killed; PM-CHART 6: he is 1 from the shooter', () => {
    // Marshal m1 in hex (1,1), on the line: 1 from the shooter, 2 from b1 (so he checks b1's marks).
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'm1', hex: { q: 1, r: 1 }, marshal: true },
        { id: 'b1', hex: { q: 3, r: 1 } },
      ]),
    );
    expect(line(s, flatSight).obstructions.map((o) => o.id)).toEqual(['m1']);
    const hit = 3 * d; // 4–6 at range 3
    const way = 3 * d; // PM-WAY: 4–6 the Marshal takes it
    const want: Record<string, number> = {
      miss: 2 * d + d * d * (4 * d), // 2–3, or a 1, chart 6, goggle roll 2–5 (not seen)
      'chart-6': d * d * (2 * d), // goggle roll 1 or 6 with a Marshal within 2: disqualified
      'absorbed:m1': hit * way,
      saved: hit * (1 - way) * (2 * d),
      survived: hit * (1 - way) * (4 * d) * (3 * d),
      eliminated: hit * (1 - way) * (4 * d) * (3 * d),
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    const o = odds(s, flatSight, 1);
    expectOdds(o.targets[0]!.outcomes, want);
    expect(o.collateral.m1 ?? 0).toBe(0); // PM-WAY: a Marshal cannot be killed
  });

  it('PM-SNAP / PM-CHART 6: a 2-die volley with a Marshal within 2 of the shooter: goggle lifting disqualifies on 1 or 6, else the other die counts', () => {
    // Marshal m2 in hex (2,0), off the line: 2 from the shooter and 2 from b1.
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
        { id: 'm2', hex: { q: 2, r: 0 }, marshal: true },
      ]),
    );
    expect(line(s, flatSight).obstructions).toEqual([]);
    const p = 3 * d; // 4–6 hits at range 3
    const q = 2 * d; // 2–3
    const one = d; // PM-ONE
    const out = 2 * d; // PM-CHART 6: the goggle roll, 1 or 6, disqualifies
    const on = 1 - out; // not seen: play on, the other dice still count
    const two = p * p;
    const single = 2 * p * q + 2 * one * d * on * p;
    const none = q * q + 2 * one * d * on * q + one * one * (d * on) * (d * on);
    const hitOnce = 1 / 3; // saved, survived, eliminated alike for one hit (PM-SAVE, PM-PAINTCHECK)
    const want: Record<string, number> = {
      miss: none,
      saved: single * hitOnce + two * (1 / 3) * (1 / 3),
      survived: single * hitOnce + two * ((2 / 3) * (2 / 3) - (1 / 3) * (1 / 3)),
      eliminated: single * hitOnce + two * (1 - (2 / 3) * (2 / 3)),
      // one 1 and a chart 6 seen; or two 1s, the first chart 6 seen, or not seen then the second seen
      'chart-6': 2 * one * (p + q) * d * out + one * one * (d * out + d * on * d * out),
    };
    // one 1 and chart k; two 1s: first chart k, or first chart 6 not seen then k
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = 2 * one * (p + q) * d + one * one * (d + d * on * d);
    expectOdds(odds(s, flatSight, 2).targets[0]!.outcomes, want);
  });

  it('PM-WAY-SOFT / PM-SOFT: a target in a soft-cover hex: the cover is in the way (4–6 absorbs) and saves on 1–3', () => {
    const sight = createSight();
    const bush: Terrain = { id: 'bush', kind: 'soft', at: centre({ q: 3, r: 1 }), radius: 4.5 };
    const s = game(3, [], [bush], sight);
    const facts = line(s, sight);
    expect([
      facts.range,
      facts.obstructions.map((o) => `${o.kind}:${o.id}`),
      facts.targetInSoftCover,
    ]).toEqual([3, ['soft:bush'], true]);
    const hit = 3 * d; // 4–6 at range 3
    const way = 3 * d; // PM-WAY: 4–6 the bush absorbs the shot
    const reaches = hit * (1 - way);
    const want: Record<string, number> = {
      miss: 2 * d + d * d,
      'absorbed:bush': hit * way,
      saved: reaches * (3 * d), // PM-SOFT: saves on 1–3
      survived: reaches * (3 * d) * (3 * d), // marked on 4–6, paintcheck 1–3
      eliminated: reaches * (3 * d) * (3 * d), // paintcheck 4–6
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    expectOdds(odds(s, sight, 1).targets[0]!.outcomes, want);
  });

  for (const [name, sight] of [
    ['flatSight', flatSight],
    ['createSight', createSight()],
  ] as const) {
    it(`PM-SMOKE: smoke between (${name}): a 1 or 6 and no shot, else the shot as normal`, () => {
      const s = game(3, [], [{ id: 'smoke', kind: 'smoke', at: centre({ q: 2, r: 1 }), radius: 5 }], sight);
      const f = line(s, sight);
      expect([f.shooterInSmoke, f.smokeBetween, f.targetInSmoke]).toEqual([false, true, false]);
      expectOdds(odds(s, sight, 1).targets[0]!.outcomes, oneDie(3, 4 * d)); // PM-SMOKE: 2–5 may shoot
    });

    it(`PM-SMOKE: shooter in smoke (${name}): a 4–6 to see, else no shot`, () => {
      const s = game(3, [], [{ id: 'smoke', kind: 'smoke', at: centre({ q: 0, r: 1 }), radius: 5 }], sight);
      const f = line(s, sight);
      expect([f.shooterInSmoke, f.smokeBetween, f.targetInSmoke]).toEqual([true, false, false]);
      expectOdds(odds(s, sight, 1).targets[0]!.outcomes, oneDie(3, 3 * d)); // PM-SMOKE: 4–6 may shoot
    });

    it(`PM-SMOKE: a target in smoke (${name}) is shot at normally: no smoke die`, () => {
      const s = game(3, [], [{ id: 'smoke', kind: 'smoke', at: centre({ q: 3, r: 1 }), radius: 5 }], sight);
      const f = line(s, sight);
      expect([f.shooterInSmoke, f.smokeBetween, f.targetInSmoke]).toEqual([false, false, true]);
      expectOdds(odds(s, sight, 1).targets[0]!.outcomes, oneDie(3));
    });
  }

  it('PM-SUPPRESS: one die of suppressive fire at range 3: unaimed to-hit, then shrugged off on 1 or 6', () => {
    const s = game(3);
    const hit = 3 * d; // 4–6, never aimed
    const want: Record<string, number> = {
      miss: 2 * d + d * d, // 2–3, or a 1 and a chart 6 with no Marshal near the shooter
      'shrugged-off': hit * (2 * d), // PM-SUPPRESS: the one save, 1 or 6
      suppressed: hit * (4 * d), // else laid on its side (no paintcheck for suppressive fire)
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    expectOdds(odds(s, flatSight, 1, 'suppress').targets[0]!.outcomes, want);
  });

  it('PM-SUPPRESS / PM-ENTRENCHED: suppressive fire at a target in a bunker hits only on a 6', () => {
    const s = game(
      3,
      [],
      [{ id: 'bunker', kind: 'bunker', at: centre({ q: 3, r: 1 }), rotation: 0, radius: 4 }],
    );
    expect(line(s, flatSight).targetEntrenched).toBe(true);
    const hit = d; // a 6 only
    const want: Record<string, number> = {
      miss: 4 * d + d * d, // 2–5, or a 1 and a chart 6
      'shrugged-off': hit * (2 * d),
      suppressed: hit * (4 * d),
    };
    for (let k = 1; k <= 5; k++) want[`chart-${k}`] = d * d;
    expectOdds(odds(s, flatSight, 1, 'suppress').targets[0]!.outcomes, want);
  });
});
