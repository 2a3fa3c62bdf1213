import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { pushPaths } from '../../../../../src/rules/hexprint/engine/candidates';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import type { Card } from '../../../../../src/rules/hexprint/setup/cardSchema';
import { LINE_SQUAD, SCOUT } from '../../../../../src/rules/hexprint/setup/starterSet';
import { activating, hex, refusal, run, started, table, unit } from './support';

// Pin and a card's own Push: forced movement chosen by the player who caused it (HP-FORCED).

const SPOTTER: Card = {
  ...SCOUT,
  id: 'spotter',
  name: 'Spotter',
  abilities: [SCOUT.abilities[0], { kind: 'spot', uses: { times: 1, per: 'round' } }],
};

const PUSHERS: Card = {
  ...LINE_SQUAD,
  id: 'pushers',
  name: 'Pushers',
  abilities: [{ kind: 'dig in' }, { kind: 'push', distance: 1 }],
};

const game = () =>
  started(
    table(
      [
        unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
        unit('pushers', 'pushers', 'north', [hex(7, 5), hex(7, 6), hex(7, 7)]),
        unit('line', 'line-squad', 'south', [hex(3, 4), hex(4, 4), hex(5, 4)]),
        unit('far', 'scout', 'south', [hex(6, 6)]),
        unit('spotter', 'spotter', 'north', [hex(0, 0)]),
      ],
      [],
      [PUSHERS, SPOTTER],
    ),
  );

const pin = (pushes: { model: string; path: { q: number; r: number }[] }[]): Action => ({
  type: 'pin',
  ability: 1,
  target: 'line',
  pushes,
});

describe('HexPrint pushes', () => {
  it('HP-FORCED: Pin pushes each model of a unit the gunner hit one hex farther from it', () => {
    let s = activating(game(), 'gunner');
    expect(refusal(s, pin([]))).toEqual({
      rule: 'HP-ABILITY',
      reason: 'North Gunner has not hit South Line this activation: Pin pushes a unit it hits',
    });
    s = run(s, { type: 'shoot', ability: 0, target: 'line' }, [5, 1, 1, 2]).state;
    expect(refusal(s, pin([{ model: 'line-1', path: [hex(3, 5)] }]))).toEqual({
      rule: 'HP-FORCED',
      reason: 'say where South Line (model 2) is pushed: it can be',
    });
    const all = pin([
      { model: 'line-1', path: [hex(3, 5)] },
      { model: 'line-2', path: [hex(4, 5)] },
      { model: 'line-3', path: [hex(5, 5)] },
    ]);
    const { state, lines } = run(s, all);
    expect(lines.slice(0, 4)).toEqual([
      '[HP-ABILITY] North Gunner pins South Line.',
      '[HP-FORCED] South Line (model 1) is pushed from the middle of the board a hex further south-east.',
      '[HP-FORCED] South Line (model 2) is pushed from the middle of the board a hex further south-east.',
      '[HP-FORCED] South Line (model 3) is pushed from the middle of the board to a hex near North Pushers.',
    ]);
    expect(state.units[2]!.models.map((m) => m.at)).toEqual([hex(3, 5), hex(4, 5), hex(5, 5)]);
  });

  it('HP-FORCED: Pin takes the pushes its player chose, not the straight default: (2, 5), (3, 5), (4, 5)', () => {
    const s = run(
      activating(game(), 'gunner'),
      { type: 'shoot', ability: 0, target: 'line' },
      [5, 1, 1, 2],
    ).state;
    // Straight away from the Gunner at (6, 0), model 1 would go to (3, 5) first; its player sends it
    // to (2, 5), which frees (3, 5) for model 2, and model 2's (4, 5) for model 3.
    expect(pushPaths([hex(6, 0)], hex(3, 4), 1)[0]).toEqual([hex(3, 5)]);
    const chosen = pin([
      { model: 'line-1', path: [hex(2, 5)] },
      { model: 'line-2', path: [hex(3, 5)] },
      { model: 'line-3', path: [hex(4, 5)] },
    ]);
    const { state, lines } = run(s, chosen, []);
    expect(lines).toEqual([
      '[HP-ABILITY] North Gunner pins South Line.',
      '[HP-FORCED] South Line (model 1) is pushed from the middle of the board a hex further south-west.',
      '[HP-FORCED] South Line (model 2) is pushed from the middle of the board a hex further south-west.',
      '[HP-FORCED] South Line (model 3) is pushed from the middle of the board a hex further south-west.',
      '[HP-ACTIVATE] North Gunner took 2 actions: its marker goes forward 2 to segment 3.',
      '[HP-ACTIVATE] Every die is spent: time turns next.',
    ]);
    expect(state.units[2]!.models.map((m) => m.at)).toEqual([hex(2, 5), hex(3, 5), hex(4, 5)]);
    // Model 2 into (3, 5) after model 1 went there is refused: the pushes are made in the models' order.
    expect(
      refusal(
        s,
        pin([
          { model: 'line-1', path: [hex(3, 5)] },
          { model: 'line-2', path: [hex(3, 5)] },
          { model: 'line-3', path: [hex(4, 5)] },
        ]),
      ),
    ).toEqual({
      rule: 'HP-FORCED',
      reason: 'South Line (model 2) cannot be moved there: another model stands on that hex',
    });
  });

  it('HP-FORCED: a card’s own Push 1 moves an adjacent enemy model exactly one hex away', () => {
    const s = activating(game(), 'pushers');
    const push = (path: { q: number; r: number }[]): Action => ({
      type: 'push',
      ability: 1,
      target: 'far-1',
      path,
    });
    expect(run(s, push([hex(5, 6)])).lines).toEqual([
      '[HP-FORCED] South Far is pushed from beside North Pushers to a hex near South Line.',
    ]);
    expect(refusal(s, push([hex(5, 6), hex(4, 6)]))).toEqual({
      rule: 'HP-FORCED',
      reason: 'a push 1 moves South Far at most 1 hex',
    });
    expect(refusal(s, push([hex(6, 5)]))).toEqual({
      rule: 'HP-FORCED',
      reason: 'a push must end farther from North Pushers (model 1) than it began',
    });
  });

  it('HP-ABILITY: a use per round lasts through the round’s turns and refills when the Timer turns from 6 to 1', () => {
    const spot: Action = { type: 'spot', ability: 1, target: 'far' };
    const turn = (s: HexPrintState, segment: number) =>
      run({ ...s, phase: 'time', activation: null, timer: { ...s.timer, segment } }, { type: 'turnTime' })
        .state;
    let s = run(activating(game(), 'spotter'), spot).state;
    const used = { rule: 'HP-ABILITY', reason: 'North Spotter has used Spot 1 time this round' };
    expect(refusal(s, spot)).toEqual(used);
    s = activating(turn(s, 2), 'spotter');
    expect(refusal(s, spot)).toEqual(used);
    s = activating(turn(s, 6), 'spotter');
    expect(s.timer.round).toBe(2);
    expect(run(s, spot).lines).toEqual([
      '[HP-ABILITY] North Spotter spots South Far: one cover step worse for its side’s other shots this round.'.replace(
        '’',
        "'",
      ),
    ]);
  });
});
