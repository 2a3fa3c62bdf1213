import { describe, expect, it } from 'vitest';
import { damageFromHits, shotOdds, successes } from '../../../../../src/rules/hexprint/engine/odds';
import { activating, fixedWorld, hex, open, started, table, unit } from './support';

// The damage distribution before the dice, against closed forms written from the rules: binomial
// hits at (7 − need)/6 a die, Ruins taking the first point, Armoured keeping each point on 5 in 6.

const choose = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k;
const binomial = (n: number, p: number) =>
  Array.from({ length: n + 1 }, (_, k) => choose(n, k) * p ** k * (1 - p) ** (n - k));

const game = (stacks = [] as { at: { q: number; r: number }; height: number; tags: string[] }[]) =>
  activating(
    started(
      table(
        [
          unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
          unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)]),
          unit('rival', 'scout', 'south', [hex(2, 4)]),
          unit('walker', 'walker', 'south', [hex(4, 4)]),
        ],
        stacks,
      ),
    ),
    'gunner',
  );

const close = (got: readonly number[], want: readonly number[]) => {
  expect(got).toHaveLength(want.length);
  got.forEach((g, i) => expect(g).toBeCloseTo(want[i]!, 12));
};

describe('HexPrint odds', () => {
  it('HP-COVER: the Heavy Gunner’s three dice at 5+ in the open hit binomially with 1/3 a die', () => {
    close(shotOdds(game(), open, { unit: 'gunner', target: 'rival', ability: 0 }), binomial(3, 1 / 3));
    // In full cover it needs 7+: nothing can hit.
    close(shotOdds(game(), fixedWorld(30), { unit: 'gunner', target: 'rival', ability: 0 }), [1, 0, 0, 0]);
  });

  it('HP-COVER: a Line Squad rolls a die a model; partial cover makes its 4+ a 5+', () => {
    close(
      shotOdds(game(), fixedWorld(60), { unit: 'squad', target: 'rival', ability: 0 }),
      binomial(3, 1 / 3),
    );
    close(shotOdds(game(), open, { unit: 'squad', target: 'rival', ability: 0 }), binomial(3, 1 / 2));
  });

  it('HP-DAMAGE: Armoured keeps each point on 5 in 6: P(d) = Σₖ B(3,1/3)(k) · B(k,5/6)(d)', () => {
    const hits = binomial(3, 1 / 3);
    const want = [0, 1, 2, 3].map((d) =>
      hits.reduce((sum, h, k) => sum + h * choose(k, d) * (5 / 6) ** d * (1 / 6) ** (k - d), 0),
    );
    close(shotOdds(game(), open, { unit: 'gunner', target: 'walker', ability: 0 }), want);
  });

  it('HP-TERRAIN-CARD: in Ruins the first point goes: P(0) = P(0 or 1 hit), P(d) = P(d + 1 hits)', () => {
    const hits = binomial(3, 1 / 3);
    close(
      shotOdds(game([{ at: hex(2, 4), height: 0, tags: ['Ruins'] }]), open, {
        unit: 'gunner',
        target: 'rival',
        ability: 0,
      }),
      [hits[0]! + hits[1]!, hits[2]!, hits[3]!],
    );
    close(damageFromHits([1], true, false), [1]);
  });

  it('HP-DICE: dice with different chances convolve: P(2 of 1/2 and 1/6) = 1/12', () => {
    close(successes([1 / 2, 1 / 6]), [(1 / 2) * (5 / 6), (1 / 2) * (5 / 6) + (1 / 2) * (1 / 6), 1 / 12]);
  });
});
