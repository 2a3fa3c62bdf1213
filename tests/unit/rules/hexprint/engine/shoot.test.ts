import { describe, expect, it } from 'vitest';
import { tierOf } from '../../../../../src/rules/hexprint/engine/cover';
import { noShotWords } from '../../../../../src/rules/hexprint/engine/views';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { activating, fixedWorld, hex, open, refusal, run, started, table, unit } from './support';

// Shooting: line of sight tiers, cover, TAR, re-rolls with positive counters, terrain cards.

const forest = { at: hex(0, 2), height: 0, tags: ['Forest'] };
const ruins = { at: hex(0, 4), height: 0, tags: ['Ruins'] };

function game(rivalAt = hex(0, 4), stacks = [forest]): HexPrintState {
  return started(
    table(
      [
        unit('scout', 'scout', 'north', [hex(0, 0)]),
        unit('squad', 'line-squad', 'north', [hex(3, 0), hex(4, 0), hex(5, 0)]),
        unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
        unit('rival', 'scout', 'south', [rivalAt]),
        unit('walker', 'walker', 'south', [hex(3, 5)]),
      ],
      stacks,
    ),
  );
}

const shootRival = { type: 'shoot', ability: 0, target: 'rival' } as const;

describe('HexPrint shooting', () => {
  it('HP-LOS: exactly 10 % is no line of sight, 50 % partial cover, 80 % partial, just over each the next tier', () => {
    expect([10, 11, 49, 50, 80, 81].map((seen) => tierOf(seen, 100))).toEqual([
      'no line of sight',
      'full cover',
      'full cover',
      'partial cover',
      'partial cover',
      'no cover',
    ]);
    const s = activating(game(), 'scout');
    expect(refusal(s, shootRival, fixedWorld(10))).toEqual({
      rule: 'HP-LOS',
      reason: 'no model of North Scout sees a model of South Rival within 4 hexes',
    });
    expect(run(s, shootRival, [5, 6], fixedWorld(50)).lines).toEqual([
      '[HP-COVER] North Scout shoots at South Rival: partial cover (50 % seen): needs 5+.',
      '[HP-DAMAGE] North Scout hits South Rival 1 time.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 6, Models: damaged: no models left.',
      '[HP-MODELS] South Rival loses a model and is removed from the table.',
    ]);
  });

  it('HP-WITHIN, HP-LOS: a card with no shot says why: the range and how far apart, or that nothing is seen', () => {
    expect(noShotWords(game(hex(0, 7)), { unit: 'scout', target: 'rival', ability: 0 })).toBe(
      "Out of range: North Scout's Shoot reaches 4 hexes, and the nearest model of South Rival is 7 hexes away.",
    );
    expect(noShotWords(game(hex(0, 4)), { unit: 'scout', target: 'rival', ability: 0 })).toBe(
      "North Scout's Shoot reaches 4 hexes and South Rival is within them, but no model of North Scout sees more than 10 % of a model of South Rival.",
    );
    // A Walker's nearest hex counts, not its first: it stands on three.
    expect(noShotWords(game(), { unit: 'gunner', target: 'walker', ability: 0 })).toMatch(
      /^North Gunner's Shoot reaches 8 hexes and South Walker/,
    );
  });

  it('HP-COVER: full cover worsens TAR by 2; a TAR worse than 6+ cannot hit and rolls nothing', () => {
    const scout = activating(game(), 'scout');
    expect(run(scout, shootRival, [5], fixedWorld(11)).lines).toEqual([
      '[HP-COVER] North Scout shoots at South Rival: full cover (11 % seen): needs 6+.',
      '[HP-DAMAGE] North Scout hits South Rival 0 times.',
    ]);
    const gunner = activating(game(hex(6, 5)), 'gunner');
    expect(run(gunner, shootRival, [], fixedWorld(11)).lines).toEqual([
      '[HP-COVER] North Gunner shoots at South Rival: full cover (11 % seen): needs 7+, cannot hit.',
      '[HP-DAMAGE] North Gunner hits South Rival 0 times.',
    ]);
  });

  it('HP-WITHIN: a target exactly at range is in range, one hex more is not', () => {
    expect(run(activating(game(hex(0, 4)), 'scout'), shootRival, [1]).lines[0]).toBe(
      '[HP-COVER] North Scout shoots at South Rival: no cover (100 % seen): needs 4+.',
    );
    expect(refusal(activating(game(hex(0, 5)), 'scout'), shootRival)).toEqual({
      rule: 'HP-LOS',
      reason: 'no model of North Scout sees a model of South Rival within 4 hexes',
    });
  });

  it('HP-DAMAGED: a damaged TAR hits only on a 6, and cover still counts against it', () => {
    const s = activating(game(hex(6, 5)), 'gunner');
    s.units.find((u) => u.id === 'gunner')!.marks[2] = 2;
    expect(run(s, shootRival, [5, 6, 4, 2], open).lines.slice(0, 2)).toEqual([
      '[HP-COVER] North Gunner shoots at South Rival: no cover (100 % seen): needs 6+.',
      '[HP-DAMAGE] North Gunner hits South Rival 1 time.',
    ]);
    expect(run(s, shootRival, [], fixedWorld(40)).lines[0]).toBe(
      '[HP-COVER] North Gunner shoots at South Rival: full cover (40 % seen): needs 7+, cannot hit.',
    );
  });

  it('HP-COUNTER: a positive counter re-rolls one die once; the shot waits while a counter could help', () => {
    let s = game();
    s.units.find((u) => u.id === 'scout')!.counters = 2;
    s = activating(s, 'scout');
    const first = run(s, shootRival, [2]);
    expect(first.lines).toEqual([
      '[HP-COVER] North Scout shoots at South Rival: no cover (100 % seen): needs 4+.',
    ]);
    expect(first.state.activation!.shot!.dice).toEqual([
      { shooter: 'scout-1', target: 'rival-1', value: 2, need: 4, rerolled: false },
    ]);
    expect(refusal(first.state, { type: 'endActivation' })).toEqual({
      rule: 'HP-COUNTER',
      reason: 'finish the shot first: re-roll a die or take the hits',
    });
    const again = run(first.state, { type: 'reroll', die: 0 }, [3]);
    expect(again.lines).toEqual([
      '[HP-COUNTER] North Scout spends a positive counter to re-roll die 1 (was 2): miss. 1 left.',
      '[HP-DAMAGE] North Scout hits South Rival 0 times.',
    ]);
    expect(again.state.units.find((u) => u.id === 'scout')!.counters).toBe(1);
    expect(again.state.activation!.shot).toBeNull();
  });

  it('HP-COUNTER: a die already re-rolled is not re-rolled again', () => {
    let s = game(hex(0, 4));
    s.units.find((u) => u.id === 'gunner')!.counters = 3;
    s = activating(s, 'gunner');
    s = run(s, shootRival, [1, 1, 1], open).state;
    s = run(s, { type: 'reroll', die: 1 }, [2]).state;
    expect(refusal(s, { type: 'reroll', die: 1 })).toEqual({
      rule: 'HP-COUNTER',
      reason: 'die 2 was re-rolled already: a die is re-rolled at most once',
    });
    expect(run(s, { type: 'takeHits' }).lines).toEqual([
      '[HP-DAMAGE] North Gunner hits South Rival 0 times.',
    ]);
  });

  it('HP-COVER-ORDER: the measured tier, then Dig In, then the forest, then Spot: a Spot counts through a forest', () => {
    let s = activating(game(), 'scout');
    s = run(s, { type: 'spot', ability: 1, target: 'rival' }, [], open).state;
    s = run(s, { type: 'endActivation' }).state;
    s = activating(s, 'gunner');
    // The forest gives at least partial cover, which partial cover already is; Spot then takes it
    // one step: no cover. (Spot before the forest would have left it partial: needs 6+.)
    expect(run(s, shootRival, [5, 1, 1, 3], fixedWorld(60, [hex(0, 2)])).lines[0]).toBe(
      '[HP-COVER] North Gunner shoots at South Rival: partial cover (60 % seen) · spotted: needs 5+.',
    );
    // Without the forest on the line, the same.
    expect(run(s, shootRival, [5, 1, 1, 3], fixedWorld(60)).lines[0]).toBe(
      '[HP-COVER] North Gunner shoots at South Rival: partial cover (60 % seen) · spotted: needs 5+.',
    );
  });

  it('HP-FRIENDLY: Spot helps the spotter’s side, never the spotter itself; a unit of one’s own is no target', () => {
    let s = activating(game(), 'scout');
    s = run(s, { type: 'spot', ability: 1, target: 'rival' }).state;
    expect(run(s, shootRival, [3], fixedWorld(60)).lines[0]).toBe(
      '[HP-COVER] North Scout shoots at South Rival: partial cover (60 % seen): needs 5+.',
    );
    expect(refusal(s, { type: 'shoot', ability: 0, target: 'squad' })).toEqual({
      rule: 'HP-FRIENDLY',
      reason: 'North Squad is not an enemy unit',
    });
  });

  it('HP-TERRAIN-CARD: a unit in Ruins ignores the first damage point of each shot', () => {
    const s = activating(game(hex(0, 4), [ruins]), 'gunner');
    expect(run(s, shootRival, [6, 6, 2, 2], open).lines).toEqual([
      '[HP-COVER] North Gunner shoots at South Rival: no cover (100 % seen): needs 5+.',
      '[HP-DAMAGE] North Gunner hits South Rival 2 times.',
      '[HP-TERRAIN-CARD] South Rival is in Ruins: it ignores the first damage point.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
    ]);
  });
});
