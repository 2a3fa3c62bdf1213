import { describe, expect, it } from 'vitest';
import { GAME_KEY, keepGame } from '../../../src/state/play/keepGame';
import { readSavedGame, refusedGameNotice, restoreGame } from '../../../src/state/play/savedGame';
import {
  RECENT_LIMIT,
  forgetGame,
  leftGame,
  recentGames,
  rememberGame,
} from '../../../src/state/play/recentGames';
import type { ToyAction } from '../../fixtures/toy/engine';
import { toyTable } from '../../fixtures/toy/setup';
import { createToyStore, toyTableRules } from '../../fixtures/toy/store';

const duel = () => toyTable(2, 'Duel');

const shelf = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

const ROLL: ToyAction = { type: 'roll', piece: 'red-1', target: 'blue-1' };
const BLUE_STEPS: ToyAction = { type: 'move', piece: 'blue-2', to: { q: 1, r: 3 } };
const RED_STEPS: ToyAction = { type: 'move', piece: 'red-2', to: { q: 2, r: 0 } };

/** Red rolls, then blue steps and red steps: two steps of undo after a die (seed 8). */
function midActivation() {
  const store = createToyStore(duel(), { rules: toyTableRules });
  store.getState().beginGame(8);
  for (const a of [ROLL, BLUE_STEPS, RED_STEPS]) expect(store.getState().act(a)).toBe(true);
  expect(store.getState().play!.actions).toHaveLength(3);
  return store;
}

describe('a kept game keeps its undo steps', () => {
  it('a reload mid-game brings back the undo steps: undo walks back over red’s step, then blue’s', () => {
    const store = midActivation();
    const s = shelf();
    keepGame(s, store.getState().play, store.getState().playHistory);
    expect(JSON.parse(s.items.get(GAME_KEY)!).undo).toEqual([1, 2]);
    const back = restoreGame(s, toyTableRules);
    if (back?.ok !== true) throw new Error('not restored');
    const after = createToyStore(duel(), { rules: toyTableRules });
    after.getState().resumeGame(back.played, back.history);
    after.getState().undoPlay();
    expect(after.getState().play!.actions).toEqual([ROLL, BLUE_STEPS]);
    expect(after.getState().play!.game).toEqual(store.getState().playHistory.undo[1]!.game);
    after.getState().undoPlay();
    expect(after.getState().play!.actions).toEqual([ROLL]);
    after.getState().redoPlay();
    after.getState().redoPlay();
    expect(after.getState().play!.game).toEqual(store.getState().play!.game);
  });

  it('a game kept before undo steps were kept comes back with none', () => {
    const store = midActivation();
    const { initial, seed, actions } = store.getState().play!;
    const back = readSavedGame(JSON.parse(JSON.stringify({ initial, seed, actions })), toyTableRules);
    expect(back.ok && back.history.undo).toEqual([]);
  });
});

describe('a tampered kept game is refused, named, and left on the shelf', () => {
  const kept = () => {
    const store = midActivation();
    return JSON.parse(JSON.stringify({ ...store.getState().play!, undo: [1, 2] })) as Record<
      string,
      unknown
    > & { actions: unknown[] };
  };
  const refused = (saved: unknown) => {
    const r = readSavedGame(saved, toyTableRules);
    return r.ok ? 'brought back' : r.reason;
  };

  it('names what is wrong: seed, actions, an action, the undo steps, the set-up', () => {
    const k = kept();
    expect(refused({ ...k, seed: 1.5 })).toBe('its seed is not a whole number');
    expect(refused({ ...k, actions: 'all of them' })).toBe('it has no list of actions');
    expect(refused({ ...k, actions: [k.actions[0], { type: 'teleport' }] })).toBe(
      "action 2: not a toy action: Invalid discriminator value. Expected 'move' | 'roll' | 'pass' | 'toss'",
    );
    expect(refused({ ...k, undo: [2, 1] })).toBe('its undo steps are not steps of this game');
    expect(refused({ ...k, undo: [0, 9] })).toBe('its undo steps are not steps of this game');
    expect(refused({ ...k, initial: { name: 'x' } })).toMatch(/^its set-up is broken \(/);
    expect(
      refused({ ...k, actions: [...k.actions, { type: 'move', piece: 'red-1', to: { q: 9, r: 5 } }] }),
    ).toBe('its actions no longer replay');
    expect(refused(null)).toBe('it is not a saved game');
  });

  it('an undo step before the roll would undo a die: refused', () => {
    expect(refused({ ...kept(), undo: [0, 1, 2] })).toBe(
      'its undo steps go back past a die or the activation',
    );
  });

  it('when the stored table was refused too, the one notice says both', () => {
    const table = {
      tone: 'error' as const,
      text: 'Your last table could not be restored (name: missing), so Capture the Flag is open.',
    };
    expect(refusedGameNotice('its seed is not a whole number', table)).toBe(
      'Your last table could not be restored (name: missing), so Capture the Flag is open. The game in play could not be brought back (its seed is not a whole number); it is kept in this browser, unchanged.',
    );
    expect(
      refusedGameNotice('it is not a saved game', { tone: 'info', text: 'Opened “Duel” from duel.json.' }),
    ).toBe(
      'The game in play could not be brought back (it is not a saved game); it is kept in this browser, unchanged.',
    );
  });

  it('refusing leaves the kept text as it was', () => {
    const s = shelf();
    s.setItem(GAME_KEY, '{"seed": "x"');
    expect(restoreGame(s, toyTableRules)).toEqual({ ok: false, reason: 'it is not a saved game' });
    expect(s.items.get(GAME_KEY)).toBe('{"seed": "x"');
  });
});

describe('recent games: a left game is kept, newest first', () => {
  it('remembers the table name, turn and time; the same game left again replaces its entry; at most the limit', () => {
    const s = shelf();
    const store = midActivation();
    const p = store.getState().play!;
    rememberGame(s, p, toyTableRules, new Date('2026-11-23T08:00:00Z'));
    expect(recentGames(s).map((r) => [r.name, r.turn, r.over, r.left])).toEqual([
      ['Duel', 2, false, '2026-11-23T08:00:00.000Z'],
    ]);
    rememberGame(s, p, toyTableRules, new Date('2026-11-23T08:05:00Z'));
    expect(recentGames(s)).toHaveLength(1);
    for (let seed = 1; seed <= RECENT_LIMIT + 2; seed++)
      rememberGame(s, { ...p, seed }, toyTableRules, new Date(Date.UTC(2026, 10, 23, 9, seed)));
    const list = recentGames(s);
    expect(list.map((r) => r.game.seed)).toEqual([7, 6, 5, 4, 3]);
    expect(forgetGame(s, 0).map((r) => r.game.seed)).toEqual([6, 5, 4, 3]);
  });

  it('an entry comes back as the game it was, undo steps included', () => {
    const s = shelf();
    const store = midActivation();
    rememberGame(s, store.getState().play!, toyTableRules, new Date(), store.getState().playHistory);
    const back = readSavedGame(recentGames(s)[0]!.game, toyTableRules);
    expect(back.ok && back.played.game).toEqual(store.getState().play!.game);
    expect(back.ok && back.history.undo.map((u) => u.actions.length)).toEqual([1, 2]);
  });

  it('a game is put away when left or replaced by a rematch, not by its own next action, and not before its first', () => {
    const store = midActivation();
    const p = store.getState().play!;
    const before = store.getState().playHistory.undo[1]!;
    expect(leftGame(p, null)).toBe(p);
    expect(leftGame(before, p)).toBeNull();
    store.getState().beginGame(9); // a rematch: the same table, fresh dice
    expect(leftGame(p, store.getState().play)).toBe(p);
    expect(leftGame(store.getState().play, null)).toBeNull();
    expect(leftGame(null, p)).toBeNull();
  });

  it('a shelf holding something else reads as no recent games', () => {
    const s = shelf();
    s.setItem('paintball-mini:recent-games', '{"not": "a list"}');
    expect(recentGames(s)).toEqual([]);
    s.setItem('paintball-mini:recent-games', '[{"name": 3}]');
    expect(recentGames(s)).toEqual([]);
  });
});

describe('leaving asks first', () => {
  it('asking changes nothing; only leaving puts the game away', () => {
    const store = midActivation();
    const p = store.getState().play;
    store.getState().askLeave(true);
    expect({ leaving: store.getState().leaving, play: store.getState().play }).toEqual({
      leaving: true,
      play: p,
    });
    store.getState().askLeave(false);
    expect(store.getState().play).toBe(p);
    store.getState().askLeave(true);
    store.getState().leaveGame();
    expect({ leaving: store.getState().leaving, play: store.getState().play }).toEqual({
      leaving: false,
      play: null,
    });
    // No game, nothing to ask about.
    store.getState().askLeave(true);
    expect(store.getState().leaving).toBe(false);
  });
});
