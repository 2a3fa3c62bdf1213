import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../../src/state/tableStore';
import type { TableGame } from '../../../src/state/tableStore';
import type { Played } from '../../../src/game/playedGame';
import { hexBattleWarsSetup } from '../../../src/rules/hex-battle-wars/setup/load';
import { battleTable } from '../../../src/rules/hex-battle-wars/view/state/played';
import type { BattleGame } from '../../../src/rules/hex-battle-wars/view/state/store';
import { pickPiece } from '../../../src/rules/hex-battle-wars/view/state/pickPiece';
import { hexPrintSetup } from '../../../src/rules/hexprint/setup/load';
import { hexPrintTable } from '../../../src/rules/hexprint/view/state/played';
import type { HexPrintGame } from '../../../src/rules/hexprint/view/state/store';
import { pickModel } from '../../../src/rules/hexprint/view/state/pickModel';
import { inPlay, tableSetup } from '../rules/hex-battle-wars/support';
import { activating, hex, started, table, unit } from '../rules/hexprint/engine/support';

// One pick-then-target flow at the table (issue 24, item 3): one's own piece picked, then the
// enemy targeted on the table; the button that waits for a piece takes that target at once, never
// asking for it a second time, and the target stays picked until the rules let go of the turn.

/** A store with `game` in play, as a reload brings it back (its acting piece picked). */
function tableWith<G extends TableGame>(
  setup: G['setup'],
  game: G['state'],
  source: Parameters<typeof createTableStore<G>>[1],
) {
  const store = createTableStore<G>(setup, source);
  const played: Played<G['setup'], G['state'], G['action'], never> = {
    initial: setup,
    seed: 1,
    actions: [],
    game,
    lastEvents: [],
    marks: [game.log.length],
    splats: [],
  };
  store.getState().resumeGame(played);
  return store;
}

const hand = (s: { selectedId: string | null; targetId: string | null; awaitingOffer: string | null }) => ({
  selected: s.selectedId,
  target: s.targetId,
  waiting: s.awaitingOffer,
});

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
