import { describe, expect, it } from 'vitest';
import { hexBattleWarsSetup } from '../../../../../src/rules/hex-battle-wars/setup/load';
import { battleTable } from '../../../../../src/rules/hex-battle-wars/view/state/played';
import type { BattleGame } from '../../../../../src/rules/hex-battle-wars/view/state/store';
import { pickPiece } from '../../../../../src/rules/hex-battle-wars/view/state/pickPiece';
import { hand, tableWith } from '../../../state/support/heldGame';
import { inPlay, tableSetup } from '../support';

// One pick-then-target flow at the table (issue 24, item 3): one's own piece picked, then the
// enemy targeted on the table; the button that waits for a piece takes that target at once, never
// asking for it a second time, and the target stays picked until the rules let go of the turn.

describe('Hex Battle Wars: pick, target, Attack', () => {
  const who = [
    { seat: 'red', at: { q: 0, r: 2 } },
    { seat: 'blue', at: { q: 4, r: 2 } },
  ];
  const battle = () =>
    tableWith<BattleGame>(
      tableSetup(who),
      { ...inPlay(who), step: 'attack' },
      { kinds: { 'hex-battle-wars': hexBattleWarsSetup }, rules: battleTable },
    );

  it('HB-ATTACK: the target picked on the table is the one attacked when Attack is pressed, asked for once', () => {
    const store = battle();
    expect(hand(store.getState())).toEqual({ selected: 'red', target: null, waiting: null });
    pickPiece(store, 'blue');
    expect(hand(store.getState())).toEqual({ selected: 'red', target: 'blue', waiting: null });
    // The bar's Attack (it waits for a piece): the target already picked is given to it.
    store.getState().awaitOffer('attack', 'piece');
    const played = store.getState().play!;
    expect(played.actions).toEqual([{ type: 'attack', target: 'blue' }]);
    expect(played.lastEvents.map((e) => e.rule)).toContain('HB-ATTACK');
    // The attack ended Red's turn: nothing waits for a click, and the rules let go of the pick.
    expect(hand(store.getState())).toEqual({ selected: null, target: null, waiting: null });
  });

  it('HB-ATTACK: Attack pressed first waits; the piece then clicked is attacked, and no second click is asked', () => {
    const store = battle();
    store.getState().awaitOffer('attack', 'piece');
    expect(hand(store.getState())).toEqual({ selected: 'red', target: null, waiting: 'attack' });
    pickPiece(store, 'blue');
    expect(store.getState().play!.actions).toEqual([{ type: 'attack', target: 'blue' }]);
    expect(store.getState().awaitingOffer).toBeNull();
  });

  it('HB-ATTACK: the attacker itself clicked while Attack waits is no target: nothing is taken, Attack still waits', () => {
    const store = battle();
    store.getState().awaitOffer('attack', 'piece');
    pickPiece(store, 'red');
    expect(store.getState().play!.actions).toEqual([]);
    expect(hand(store.getState())).toEqual({ selected: 'red', target: null, waiting: 'attack' });
  });
});
