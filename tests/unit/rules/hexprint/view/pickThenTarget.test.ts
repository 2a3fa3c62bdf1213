import { describe, expect, it } from 'vitest';
import { hexPrintSetup } from '../../../../../src/rules/hexprint/setup/load';
import { hexPrintTable } from '../../../../../src/rules/hexprint/view/state/played';
import type { HexPrintGame } from '../../../../../src/rules/hexprint/view/state/store';
import { pickModel } from '../../../../../src/rules/hexprint/view/state/pickModel';
import { hand, tableWith } from '../../../state/support/heldGame';
import { activating, hex, started, table, unit } from '../engine/support';

// One pick-then-target flow at the table (issue 24, item 3): one's own piece picked, then the
// enemy targeted on the table; the button that waits for a piece takes that target at once, never
// asking for it a second time, and the target stays picked until the rules let go of the turn.

describe('HexPrint: pick, target, Shoot', () => {
  const setup = table([
    unit('gunner', 'heavy-gunner', 'north', [hex(2, 1)]),
    unit('line', 'line-squad', 'south', [hex(2, 4), hex(3, 4), hex(4, 4)]),
  ]);
  const skirmish = () =>
    tableWith<HexPrintGame>(setup, activating(started(setup), 'gunner'), {
      kinds: { hexprint: hexPrintSetup },
      rules: hexPrintTable,
    });

  it('HP-ABILITY: the model targeted before Shoot is the unit shot at, asked for once; it stays the target', () => {
    const store = skirmish();
    expect(store.getState().selectedId).toBe('gunner-1');
    pickModel(store, 'line-2');
    expect(hand(store.getState())).toEqual({ selected: 'gunner-1', target: 'line-2', waiting: null });
    store.getState().awaitOffer('ability-1', 'piece');
    expect(store.getState().play!.actions).toEqual([{ type: 'shoot', ability: 0, target: 'line' }]);
    // The dice wait for any re-roll: the shooter and its target stay picked, and the card with them.
    expect(hand(store.getState())).toEqual({ selected: 'gunner-1', target: 'line-2', waiting: null });
  });

  it('HP-FORCED: a Pin given the picked target first asks where it goes (the view’s question), nothing taken yet', () => {
    const store = skirmish();
    const asked: [string, unknown][] = [];
    store.getState().setAskFirst((offer, at) => {
      asked.push([offer, at]);
      return true;
    });
    pickModel(store, 'line-1');
    store.getState().awaitOffer('ability-2', 'piece');
    expect(asked).toEqual([['ability-2', { kind: 'piece', id: 'line-1' }]]);
    // Asked, not taken: the button still waits for the answer, nothing is played yet.
    expect(store.getState().play!.actions).toEqual([]);
    expect(hand(store.getState())).toEqual({ selected: 'gunner-1', target: 'line-1', waiting: 'ability-2' });
  });
});
