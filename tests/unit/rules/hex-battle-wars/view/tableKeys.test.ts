import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Played } from '../../../../../src/game/playedGame';
import { hexToPoint, pointToHex } from '../../../../../src/geometry';
import { hexBattleWarsSetup } from '../../../../../src/rules/hex-battle-wars/setup/load';
import { battleKeys } from '../../../../../src/rules/hex-battle-wars/view/play/keys';
import { battleTable } from '../../../../../src/rules/hex-battle-wars/view/state/played';
import type { BattleGame } from '../../../../../src/rules/hex-battle-wars/view/state/store';
import { pieceRing } from '../../../../../src/rules/hex-battle-wars/view/table/pick';
import { NO_CURSOR, keyCursor } from '../../../../../src/scene/keys/cursor';
import { onTableKey } from '../../../../../src/scene/keys/tableKeys';
import type { AnySystemView } from '../../../../../src/scene/systemView';
import { createTableStore } from '../../../../../src/state/tableStore';
import type { TableStore } from '../../../../../src/state/tableStore';
import { inPlay, tableSetup } from '../support';

// The table's keys (issue 27, keyboard alone) on a Hex Battle Wars game: N steps through one's own
// pieces, Enter picks, ] steps through the targets with the line previewed as a hover, Enter points
// at one, the arrows move the pointer a hex, and Esc lets go of what the keys point at first.

const who = [
  { seat: 'red', at: { q: 0, r: 2 } },
  { seat: 'blue', at: { q: 4, r: 2 } },
];
const setup = tableSetup(who);

/** The slots the keys read of a system's view: Hex Battle Wars' own. */
const view = {
  keys: battleKeys,
  pieceRing,
  play: {
    names: () =>
      new Map([
        ['red', 'Red'],
        ['blue', 'Blue'],
      ]),
  },
} as unknown as AnySystemView;

function game(step: 'movement' | 'attack'): TableStore {
  const store = createTableStore<BattleGame>(setup, {
    kinds: { 'hex-battle-wars': hexBattleWarsSetup },
    rules: battleTable,
  });
  const state = { ...inPlay(who), step };
  const played: Played<BattleGame['setup'], BattleGame['state'], BattleGame['action'], never> = {
    initial: setup,
    seed: 1,
    actions: [],
    game: state,
    lastEvents: [],
    marks: [state.log.length],
    splats: [],
  };
  store.getState().resumeGame(played);
  store.getState().select(null);
  return store as unknown as TableStore;
}

const key = (store: TableStore, k: string, shift = false) => onTableKey(store, view, k, shift);
const said = () => keyCursor.getState().said;

describe('the table’s keys in a Hex Battle Wars game', () => {
  beforeEach(() => keyCursor.setState(NO_CURSOR));

  it('N steps to one’s own piece and Enter picks it; ] steps to a target with its line shown; Enter points at it', () => {
    const store = game('attack');
    key(store, 'n');
    expect(keyCursor.getState()).toMatchObject({ piece: 'red', target: false });
    expect(said()).toBe('Red, 1 of 1. Enter picks it.');
    expect(store.getState().selectedId).toBeNull();
    key(store, 'Enter');
    expect(store.getState().selectedId).toBe('red');
    expect(keyCursor.getState().piece).toBeNull();
    key(store, ']');
    expect(keyCursor.getState()).toMatchObject({ piece: 'blue', target: true });
    // The same preview as the pointer resting on Blue.
    expect(store.getState().hoverId).toBe('blue');
    expect(said()).toBe('Blue, target 1 of 1 for Red. Enter points at it.');
    key(store, 'Enter');
    expect(store.getState()).toMatchObject({ selectedId: 'red', targetId: 'blue', hoverId: null });
    expect(said()).toBe('Red points at Blue.');
  });

  it('Esc lets go of what the keys point at before anything picked; ] with nothing picked says what to do', () => {
    const store = game('attack');
    key(store, ']');
    expect(said()).toBe('Pick a piece first: N steps through yours.');
    key(store, 'n');
    key(store, 'Enter');
    key(store, ']');
    key(store, 'Escape');
    expect(keyCursor.getState()).toMatchObject({ piece: null, at: null });
    expect(store.getState()).toMatchObject({ selectedId: 'red', hoverId: null });
  });

  it('a seat the app plays: its pieces are not the keys’ to pick while it is to act; handed back, they are', () => {
    const store = game('attack');
    store.getState().setAutomatic('red', true);
    key(store, 'n');
    expect(keyCursor.getState().piece).toBeNull();
    expect(said()).toBe('The app plays the side to act now: the keys wait for your turn.');
    key(store, 'Enter');
    expect(store.getState().selectedId).toBeNull();
    store.getState().setAutomatic('red', false);
    key(store, 'n');
    expect(keyCursor.getState()).toMatchObject({ piece: 'red', target: false });
  });

  it('the arrows move the picked piece’s pointer a hex, saying how far, which way and where', async () => {
    const store = game('movement');
    key(store, 'n');
    key(store, 'Enter');
    key(store, 'ArrowRight');
    key(store, 'ArrowRight');
    const at = keyCursor.getState().at!;
    expect(pointToHex(setup.board, at)).toEqual({ q: 2, r: 2 });
    expect(at).toEqual(hexToPoint(setup.board, { q: 2, r: 2 }));
    expect(said()).toBe('Pointer 2 hexes east of Red. Enter goes there.');
    // Then where that is in the game's words (the place kit), once they have loaded.
    await vi.waitFor(() =>
      expect(said()).toMatch(/^Pointer 2 hexes east of Red, (on|in|beside|near|at) .+\. Enter goes there\.$/),
    );
    key(store, 'ArrowLeft');
    key(store, 'ArrowLeft');
    expect(said()).toBe('Pointer on the hex of Red. Enter goes there.');
  });

  it('a pointer left behind by a pick made elsewhere (a click) is not gone to by Enter', () => {
    const store = game('movement');
    key(store, 'n');
    key(store, 'Enter');
    key(store, 'ArrowRight');
    store.getState().select(null);
    key(store, 'Enter');
    // Enter steps to one's first piece instead, as with nothing pointed at.
    expect(said()).toBe('Red, 1 of 1. Enter picks it.');
    expect(store.getState().play!.actions).toEqual([]);
  });

  it('Enter at the pointer clicks there, and Shift+Enter shift-clicks (a HexPrint push passes through a hex so)', () => {
    const store = game('movement');
    const clicks: [string, boolean][] = [];
    const spy = {
      ...view,
      keys: {
        ...battleKeys,
        click: (_: unknown, at: { x: number; y: number }, shift: boolean) =>
          void clicks.push([JSON.stringify(pointToHex(setup.board, at)), shift]),
      },
    } as unknown as AnySystemView;
    const press = (k: string, shift = false) => onTableKey(store, spy, k, shift);
    press('n');
    press('Enter');
    press('ArrowRight');
    press('Enter');
    press('ArrowRight');
    press('Enter', true);
    expect(clicks).toEqual([
      [JSON.stringify({ q: 1, r: 2 }), false],
      [JSON.stringify({ q: 1, r: 2 }), true],
    ]);
  });

  it('outside a game the table takes no keys, and says so', () => {
    const store = game('attack');
    store.getState().setEditing(true);
    key(store, 'n');
    expect(keyCursor.getState().piece).toBeNull();
    expect(said()).toMatch(/in a game/);
  });
});
