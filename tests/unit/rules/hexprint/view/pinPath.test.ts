import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import { isLegal } from '../../../../../src/game/legality';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { apply } from '../../../../../src/rules/hexprint/engine/apply';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { clickForced, forcedChoices } from '../../../../../src/rules/hexprint/view/play/forcedPath';
import {
  askForcedPath,
  clickForcedHex,
  stepBackForced,
} from '../../../../../src/rules/hexprint/view/play/forcedStore';
import { pinQuestion } from '../../../../../src/rules/hexprint/view/play/pinPath';
import type { TableStore } from '../../../../../src/rules/hexprint/view/state/store';
import { activating, hex, open, run, started, table, unit } from '../engine/support';

// Pin on the table (HP-FORCED): after a hit, the gunner's player chooses for each model of the hit
// three-model Line, one after another, the hex it is pushed to; the hexes lit are those the rules
// take with the choices made before it.

const shotAt = (): HexPrintState =>
  run(
    activating(
      started(
        table([
          unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
          unit('line', 'line-squad', 'south', [hex(3, 4), hex(4, 4), hex(5, 4)]),
        ]),
      ),
      'gunner',
    ),
    { type: 'shoot', ability: 0, target: 'line' },
    [5, 1, 1, 2],
  ).state;
const s = shotAt();
const legal = (a: Action) => isLegal({ apply }, s, a, open);
const keys = (hs: readonly Hex[]) => hs.map(hexKey).sort();
const lit = (q: NonNullable<ReturnType<typeof pinQuestion>>) =>
  keys(forcedChoices(q, [], legal).ends.map((e) => e.at));
const pin = (...to: Hex[]): Action => ({
  type: 'pin',
  ability: 1,
  target: 'line',
  pushes: to.map((h, i) => ({ model: `line-${i + 1}`, path: [h] })),
});

describe('choosing where each pinned model goes', () => {
  it('HP-FORCED: a click on any model of the hit Line asks for model 1 first, one hex at most', () => {
    const q = pinQuestion(s, 'ability-2', 'line-3', legal)!;
    expect(q).toMatchObject({ target: 'line-1', targetName: 'South Line (model 1)', most: 1 });
    expect(q.from).toEqual(hex(3, 4));
    // Only the hexes farther from the Gunner at (6, 0) are lit: the straight (3, 5) and (2, 5).
    expect(lit(q)).toEqual(keys([hex(3, 5), hex(2, 5)]));
    // The Gunner's other ability (Shoot) is no Pin: nothing to choose.
    expect(pinQuestion(s, 'ability-1', 'line-1', legal)).toBeNull();
  });

  it('HP-FORCED: each model’s lit hexes follow the hexes chosen before it', () => {
    const first = pinQuestion(s, 'ability-2', 'line-1', legal)!;
    // Model 1 to (3, 5): model 2 may only go to (4, 5), and then model 3 only to (5, 5).
    const second = first.next!([hex(3, 5)])!;
    expect(second).toMatchObject({ target: 'line-2', targetName: 'South Line (model 2)' });
    expect(lit(second)).toEqual(keys([hex(4, 5)]));
    expect(lit(second.next!([hex(4, 5)])!)).toEqual(keys([hex(5, 5)]));
    // Model 1 to (2, 5) frees (3, 5) for model 2; model 2 there frees (4, 5) for model 3.
    const bent = first.next!([hex(2, 5)])!;
    expect(lit(bent)).toEqual(keys([hex(4, 5), hex(3, 5)]));
    const third = bent.next!([hex(3, 5)])!;
    expect(lit(third)).toEqual(keys([hex(5, 5), hex(4, 5)]));
    // The last model's click makes the whole Pin, the hexes chosen before it kept.
    expect(clickForced(third, [], hex(4, 5), legal)).toEqual({ kind: 'take', path: [hex(4, 5)] });
    expect(third.next!([hex(4, 5)])).toBeNull();
    expect(third.take([hex(4, 5)])).toEqual(pin(hex(2, 5), hex(3, 5), hex(4, 5)));
    expect(clickForced(third, [], hex(6, 4), legal)).toBeNull();
  });

  it('HP-FORCED: a model with nowhere to be pushed is passed by: the question starts at model 2', () => {
    const penned = run(
      activating(
        started(
          table([
            unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
            unit('line', 'line-squad', 'south', [hex(3, 4), hex(4, 4), hex(5, 4)]),
            unit('wall', 'line-squad', 'south', [hex(3, 5), hex(2, 5), hex(6, 5)]),
          ]),
        ),
        'gunner',
      ),
      { type: 'shoot', ability: 0, target: 'line' },
      [5, 1, 1, 2],
    ).state;
    const legalHere = (a: Action) => isLegal({ apply }, penned, a, open);
    const q = pinQuestion(penned, 'ability-2', 'line-1', legalHere)!;
    expect(q).toMatchObject({ target: 'line-2', targetName: 'South Line (model 2)' });
    expect(keys(forcedChoices(q, [], legalHere).ends.map((e) => e.at))).toEqual(keys([hex(4, 5)]));
    const last = q.next!([hex(4, 5)])!;
    expect(last.target).toBe('line-3');
    expect(last.take([hex(5, 5)])).toEqual({
      type: 'pin',
      ability: 1,
      target: 'line',
      pushes: [
        { model: 'line-2', path: [hex(4, 5)] },
        { model: 'line-3', path: [hex(5, 5)] },
      ],
    });
    expect(legalHere(last.take([hex(5, 5)]))).toBe(true);
  });

  it('HP-FORCED: on the table, one click a model, Esc steps back a model, the last click pins', () => {
    const acted: Action[] = [];
    const state = {
      interaction: { kind: 'awaiting', offer: 'ability-2', completes: 'piece' },
      play: { game: s },
      replayAt: null,
      act: (a: Action) => acted.push(a),
    };
    const store = { getState: () => state } as unknown as TableStore;
    expect(askForcedPath(store, 'ability-2', 'line-2')).toBe(true);
    expect(clickForcedHex(store, hex(6, 6), false)).toBe(true); // not lit: still asking model 1
    expect(clickForcedHex(store, hex(3, 5), false)).toBe(true); // model 1
    expect(stepBackForced(store)).toBe(true); // back to model 1
    expect(clickForcedHex(store, hex(2, 5), false)).toBe(true); // model 1, elsewhere
    expect(clickForcedHex(store, hex(3, 5), false)).toBe(true); // model 2
    expect(acted).toEqual([]);
    expect(clickForcedHex(store, hex(4, 5), false)).toBe(true); // model 3: the Pin is taken
    expect(acted).toEqual([pin(hex(2, 5), hex(3, 5), hex(4, 5))]);
    // The choice is over: a click on a hex is no longer the chooser's, nor is Esc.
    expect(clickForcedHex(store, hex(5, 5), false)).toBe(false);
    expect(stepBackForced(store)).toBe(false);
  });
});
