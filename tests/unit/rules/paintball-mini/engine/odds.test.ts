import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameState, Sight, Shot } from '../../../../../src/rules/paintball-mini/engine';
import { analyseShot, flatSight, simulateVolley } from '../../../../../src/rules/paintball-mini/engine';
import { SeededDice, seedRng } from '../../../../../src/game/dice';
import { scriptedSight } from './support/sight';
import { redToAct, table } from './support/table';

// Exact odds: enumeration of the dice, summing to 1, and checked against a million resolutions by the
// engine's own resolver (simulateVolley) within 4 standard deviations.

function oddsOf(
  s: GameState,
  sight: Sight,
  shots: Shot[],
  kind: 'fire' | 'suppress' = 'fire',
  aimed = false,
) {
  const r = analyseShot(s, sight, { figureId: 'r1', shots, kind, aimed });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

function sampleCheck(
  s: GameState,
  sight: Sight,
  shots: Shot[],
  n: number,
  seed: number,
  kind: 'fire' | 'suppress' = 'fire',
) {
  const { plan, odds } = oddsOf(s, sight, shots, kind);
  const dice = new SeededDice(seedRng(seed));
  const counts: Record<string, Record<string, number>> = {};
  for (const t of plan.targets) counts[t.targetId] = {};
  for (let i = 0; i < n; i++) {
    const fates = simulateVolley(s.table, sight, plan, dice);
    for (const t of plan.targets) {
      const c = counts[t.targetId]!;
      const f = fates[t.targetId]!;
      c[f] = (c[f] ?? 0) + 1;
    }
  }
  for (const t of odds.targets) {
    const seen = counts[t.targetId]!;
    for (const f of new Set([...Object.keys(t.outcomes), ...Object.keys(seen)])) {
      const p = t.outcomes[f] ?? 0;
      const got = (seen[f] ?? 0) / n;
      const sd = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(got - p), `${t.targetId} ${f}: exact ${p}, simulated ${got}`).toBeLessThanOrEqual(
        4 * sd + 1e-9,
      );
    }
  }
  return odds;
}

const sum = (o: Readonly<Record<string, number>>) => Object.values(o).reduce((a, b) => a + b, 0);

describe('exact odds', () => {
  it('PM-RANGE: one unaimed die at range 3, no Marshal: the closed form', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
      ]),
    );
    const { odds } = oddsOf(s, flatSight, [{ targetId: 'b1', dice: 1 }]);
    const o = odds.targets[0]!.outcomes;
    expect(o.miss).toBeCloseTo(13 / 36, 12);
    for (const k of [1, 2, 3, 4, 5]) expect(o[`chart-${k}`]).toBeCloseTo(1 / 36, 12);
    expect(o.saved).toBeCloseTo(1 / 6, 12);
    expect(o.wiped).toBeCloseTo(1 / 3, 12);
    expect(sum(o)).toBeCloseTo(1, 12);
    expect(odds.steps.at(-1)).toBe(
      'b1: missed 36.1%, hit, the mark wiped off (no Marshal within 2 to check it) 33.3%, hit, saved 16.7%, problem chart: out of gas 2.8%, problem chart: out of ammo 2.8%, problem chart: gun jam 2.8%, problem chart: minor problem 2.8%, problem chart: goggles steamed up 2.8%',
    );
  });

  it('PM-PAINTCHECK: with a Marshal beside the target, a hit that marks kills half the time', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
        { id: 'm1', hex: { q: 3, r: 1 }, slot: 1, marshal: true },
      ]),
    );
    const o = oddsOf(s, flatSight, [{ targetId: 'b1', dice: 1 }]).odds.targets[0]!.outcomes;
    expect(o.eliminated).toBeCloseTo((1 / 2) * (2 / 3) * (1 / 2), 12);
    expect(o.survived).toBeCloseTo((1 / 2) * (2 / 3) * (1 / 2), 12);
  });

  it('PM-SNAP: outcomes of random volleys (1–3 dice, split targets, obstructions) always sum to 1', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 }, expert: true },
        { id: 'r2', hex: { q: 1, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
        { id: 'm1', hex: { q: 3, r: 1 }, marshal: true },
      ]),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (dice, split, ways, soft, entrenched, smoke) => {
          const obstructions = [
            { kind: 'figure' as const, id: 'r2', at: 5 },
            { kind: 'soft' as const, id: 's1', at: 8 },
            { kind: 'hard' as const, id: 'h1', at: 15 },
          ].slice(0, ways);
          const sight = scriptedSight({
            'r1>b1': {
              obstructions,
              targetInSoftCover: soft,
              targetEntrenched: entrenched,
              smokeBetween: smoke,
            },
            'r1>b2': { targetInSoftCover: !soft },
          });
          const shots: Shot[] =
            split > 0 && dice > 1
              ? [
                  { targetId: 'b1', dice: dice - 1 },
                  { targetId: 'b2', dice: 1 },
                ]
              : [{ targetId: 'b1', dice }];
          const { odds } = oddsOf(s, sight, shots);
          for (const t of odds.targets) expect(sum(t.outcomes)).toBeCloseTo(1, 12);
          expect(odds.hits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-12);
        },
      ),
      { numRuns: 60, seed: 20261122 },
    );
  });

  it('PM-WAY: a 3-die split volley through a friend, soft and hard cover, Marshal 2 away: exact odds match 1,000,000 resolutions (seed 7) within 4 sd', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 }, expert: true },
        { id: 'r2', hex: { q: 1, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
        { id: 'm1', hex: { q: 4, r: 1 }, marshal: true },
      ]),
    );
    const sight = scriptedSight({
      'r1>b1': {
        obstructions: [
          { kind: 'figure', id: 'r2', at: 5 },
          { kind: 'soft', id: 'bush', at: 9 },
          { kind: 'hard', id: 'logs', at: 17 },
        ],
        targetBehindHardCover: true,
      },
      'r1>b2': { targetInSoftCover: true, obstructions: [{ kind: 'soft', id: 'bush', at: 9 }] },
    });
    const odds = sampleCheck(
      s,
      sight,
      [
        { targetId: 'b1', dice: 2 },
        { targetId: 'b2', dice: 1 },
      ],
      1_000_000,
      7,
    );
    expect(odds.collateral.r2).toBeGreaterThan(0);
    expect(odds.steps.some((x) => x.startsWith('PM-WAY: a hit on b1 passes r2'))).toBe(true);
  });

  it('PM-WIPE: a Marshal who walked over for a wipe checks the next hit of the same volley: odds match 300,000 resolutions (seed 11)', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 2 }, expert: true },
        { id: 'b1', hex: { q: 1, r: 1 } },
        { id: 'b2', hex: { q: 1, r: 1 }, slot: 1 },
        { id: 'm1', hex: { q: 4, r: 1 }, marshal: true },
      ]),
    );
    sampleCheck(
      s,
      flatSight,
      [
        { targetId: 'b1', dice: 2 },
        { targetId: 'b2', dice: 1 },
      ],
      300_000,
      11,
    );
  });

  it('PM-SUPPRESS: the odds of a suppressive burst through soft cover match 300,000 resolutions (seed 3)', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
    );
    const sight = scriptedSight({
      'r1>b1': { obstructions: [{ kind: 'soft', id: 'bush', at: 9 }], smokeBetween: true },
    });
    const odds = sampleCheck(s, sight, [{ targetId: 'b1', dice: 1 }], 300_000, 3, 'suppress');
    expect(odds.targets[0]!.outcomes['no-shot']).toBeCloseTo(2 / 6, 12);
  });
});
