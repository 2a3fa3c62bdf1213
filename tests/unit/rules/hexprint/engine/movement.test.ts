import { describe, expect, it } from 'vitest';
import { ForcedDice } from '../../../../../src/game/dice';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { runMove } from '../../../../../src/game/moves';
import type { Ctx, HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { keeping } from '../../../../../src/rules/hexprint/engine/gameState';
import type { Forced } from '../../../../../src/rules/hexprint/engine/forced';
import { checkForced } from '../../../../../src/rules/hexprint/engine/forced';
import type { Card } from '../../../../../src/rules/hexprint/setup/cardSchema';
import { LINE_SQUAD } from '../../../../../src/rules/hexprint/setup/starterSet';
import type { Hex } from '../../../../../src/geometry';
import { activating, hex, open, refusal, run, started, table, unit } from './support';

// Movement: costs from terrain and height, the all-points step, level multi-hex models, where a
// model fits, and forced movement.

const DIGGERS: Card = {
  ...LINE_SQUAD,
  id: 'diggers',
  name: 'Diggers',
  abilities: [
    { kind: 'dig in', uses: { times: 1, per: 'turn' } },
    { kind: 'push', distance: 1 },
  ],
};

function game(): HexPrintState {
  return started(
    table(
      [
        unit('squad', 'line-squad', 'north', [hex(0, 0), hex(0, 6), hex(1, 6)]),
        unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
        unit('walker', 'walker', 'north', [hex(4, 3)]),
        unit('diggers', 'diggers', 'north', [hex(7, 5), hex(7, 6), hex(7, 7)]),
        unit('rival', 'scout', 'south', [hex(3, 3)]),
        unit('far', 'scout', 'south', [hex(6, 6)]),
      ],
      [
        { at: hex(1, 0), height: 1, tags: ['Land'] },
        { at: hex(0, 1), height: 0, tags: ['Forest'] },
        { at: hex(6, 1), height: 2, tags: ['Land'] },
        { at: hex(5, 0), height: 0, tags: ['Water'] },
        { at: hex(7, 0), height: 1, tags: ['Water', 'Land'] },
        { at: hex(6, 3), height: 1, tags: ['Land'] },
      ],
      [DIGGERS],
    ),
  );
}

const move = (model: string, path: Hex[], all?: boolean): Action => ({
  type: 'move',
  moves: [{ model, path, ...(all ? { all } : {}) }],
});

describe('HexPrint movement', () => {
  it('HP-MOVE: entering a hex costs its terrain plus one a level; points need not all be spent', () => {
    const s = activating(game(), 'squad');
    expect(run(s, move('squad-1', [hex(1, 0)])).lines).toEqual([
      '[HP-MOVE] North Squad (model 1) moves from beside the forest up onto the top of the north-west hill: 2 of 2 movement points.',
    ]);
    expect(run(s, move('squad-1', [hex(0, 1)])).lines).toEqual([
      '[HP-MOVE] North Squad (model 1) moves from beside the forest into the forest: 2 of 2 movement points.',
    ]);
    expect(refusal(s, move('squad-1', [hex(0, 1), hex(0, 2)]))).toEqual({
      rule: 'HP-MOVE',
      reason: 'that costs 3 movement points and North Squad (model 1) has 2',
    });
  });

  it('HP-MOVE: no moving through another model, and each model of a unit moves in one action', () => {
    const s = activating(game(), 'squad');
    expect(refusal(s, move('squad-2', [hex(1, 6), hex(2, 6)]))).toEqual({
      rule: 'HP-MOVE',
      reason: 'North Squad (model 2) cannot pass: another model stands on that hex',
    });
    const both: Action = {
      type: 'move',
      moves: [
        { model: 'squad-3', path: [hex(2, 6)] },
        { model: 'squad-2', path: [hex(1, 6)] },
      ],
    };
    const { state, lines } = run(s, both);
    expect(lines).toHaveLength(2);
    expect(state.units[0]!.models.map((m) => m.at)).toEqual([hex(0, 0), hex(1, 6), hex(2, 6)]);
    expect(state.activation!.taken).toBe(1);
    const twice: Action = {
      type: 'move',
      moves: [
        { model: 'squad-1', path: [hex(0, 1)] },
        { model: 'squad-1', path: [hex(0, 2)] },
      ],
    };
    expect(refusal(s, twice)).toEqual({
      rule: 'HP-MOVE',
      reason: 'North Squad (model 1) moves once a move action',
    });
  });

  it('HP-MOVE-ANY: every point buys one step into any free adjacent hex', () => {
    const s = activating(game(), 'gunner');
    expect(refusal(s, move('gunner-1', [hex(6, 1)]))).toEqual({
      rule: 'HP-MOVE',
      reason: 'that costs 3 movement points and North Gunner has 1',
    });
    expect(run(s, move('gunner-1', [hex(6, 1)], true)).lines).toEqual([
      "[HP-MOVE-ANY] North Gunner moves from beside the north water up onto the north-east hill's second level: all 1 movement point for one step.",
    ]);
    expect(refusal(s, move('gunner-1', [hex(6, 1), hex(6, 2)], true))).toEqual({
      rule: 'HP-MOVE-ANY',
      reason: 'spending every point buys one step, not 2',
    });
  });

  it('HP-PLACE: open water takes no model; HP-TAGS: water that is also land is entered at its cost', () => {
    const s = activating(game(), 'gunner');
    expect(refusal(s, move('gunner-1', [hex(5, 0)], true))).toEqual({
      rule: 'HP-MOVE',
      reason: 'North Gunner cannot pass: that hex is off the board or open water',
    });
    expect(run(s, move('gunner-1', [hex(7, 0)], true)).state.units[1]!.models[0]!.at).toEqual(hex(7, 0));
  });

  it('HP-HEIGHT: water lies at the height of the land under it, so stepping onto it climbs', () => {
    const s = activating(game(), 'gunner');
    // Water costs 2, and the water here lies on one level of land: 2 + 1.
    expect(refusal(s, move('gunner-1', [hex(7, 0)]))).toEqual({
      rule: 'HP-MOVE',
      reason: 'that costs 3 movement points and North Gunner has 1',
    });
  });

  it('HP-MULTIHEX: a three-hex model cannot end with its hexes at different heights', () => {
    const s = activating(game(), 'walker');
    expect(refusal(s, move('walker-1', [hex(5, 3)]))).toEqual({
      rule: 'HP-MULTIHEX',
      reason: 'North Walker would end with its hexes at different heights',
    });
    expect(run(s, move('walker-1', [hex(4, 2)])).lines).toEqual([
      '[HP-MOVE] North Walker moves from beside South Rival to a hex near the north water: 1 of 2 movement points.',
    ]);
  });

  it('HP-FORCED: Stomp pushes an adjacent enemy 1 or 2 hexes farther away, as its player chooses, then deals 1 damage', () => {
    const s = activating(game(), 'walker');
    const stomp = (path: Hex[]): Action => ({ type: 'stomp', ability: 1, target: 'rival-1', path });
    expect(run(s, stomp([hex(2, 3), hex(1, 3)]), [2]).lines).toEqual([
      '[HP-ABILITY] North Walker stomps South Rival.',
      '[HP-FORCED] South Rival is pushed from beside North Walker to the west of the board.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
    ]);
    expect(run(s, stomp([hex(2, 3)]), [2]).state.units[4]!.models[0]!.at).toEqual(hex(2, 3));
    expect(refusal(s, stomp([hex(4, 2)]))).toEqual({
      rule: 'HP-FORCED',
      reason: 'a push must end farther from North Walker than it began',
    });
    expect(refusal(s, stomp([hex(2, 3), hex(1, 3), hex(0, 3)]))).toEqual({
      rule: 'HP-FORCED',
      reason: 'a push 2 moves South Rival at most 2 hexes',
    });
    expect(
      refusal(activating(game(), 'walker'), {
        type: 'stomp',
        ability: 1,
        target: 'far-1',
        path: [hex(7, 6)],
      }),
    ).toEqual({
      rule: 'HP-WITHIN',
      reason: 'South Far is not next to North Walker',
    });
  });

  it('HP-FORCED: a pull ends closer, a slide anywhere, each at least one hex', () => {
    const s = game();
    const check = (how: Forced, path: Hex[]) => {
      let to: Hex | undefined;
      const r = runMove(
        keeping,
        s,
        (ctx: Ctx) => {
          const walker = ctx.state.units[2]!;
          const far = ctx.state.units[5]!;
          const f = {
            how,
            most: 2,
            by: { unit: walker, model: walker.models[0]! },
            unit: far,
            model: far.models[0]!,
            path,
          };
          to = checkForced(ctx, f);
          return ctx.state;
        },
        { world: open, dice: new ForcedDice([]) },
      );
      return r.ok ? to : r.reason;
    };
    expect(check('pull', [hex(5, 6), hex(5, 5)])).toEqual(hex(5, 5));
    expect(check('pull', [hex(6, 7)])).toBe('a pull must end closer to North Walker than it began');
    expect(check('slide', [hex(6, 7)])).toEqual(hex(6, 7));
    expect(check('slide', [])).toBe('a slide moves South Far at least one hex');
  });

  it('HP-ABILITY: an ability costs one action and is used no more than its uses per turn', () => {
    let s = activating(game(), 'diggers');
    const dig: Action = { type: 'digIn', ability: 0 };
    const first = run(s, dig);
    expect(first.lines).toEqual([
      '[HP-ABILITY] North Diggers digs in: one cover step better until its next activation.',
    ]);
    s = first.state;
    expect(s.activation!.taken).toBe(1);
    expect(refusal(s, dig)).toEqual({
      rule: 'HP-ABILITY',
      reason: 'North Diggers has used Dig In 1 time this turn',
    });
    expect(refusal(s, { type: 'spot', ability: 1, target: 'far' })).toEqual({
      rule: 'HP-ABILITY',
      reason: "North Diggers's ability 2 is Push 1, not spot",
    });
  });
});
