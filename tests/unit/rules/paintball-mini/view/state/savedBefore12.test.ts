import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import { GAME_KEY } from '../../../../../../src/state/play/keepGame';
import { paintballTable } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { RECENT_KEY, recentGames } from '../../../../../../src/state/play/recentGames';
import { readSavedGame, restoreGame } from '../../../../../../src/state/play/savedGame';
import { duel } from '../../../../../fixtures/duel';
import { KEPT_GAME_BEFORE_12, RECENT_GAMES_BEFORE_12 } from '../../../../../fixtures/savedBefore12';

const shelfWith = (items: Record<string, string>) => ({
  getItem: (k: string) => items[k] ?? null,
  setItem: (k: string, v: string) => void (items[k] = v),
});

/** What the game said, line by line, when it was kept. */
const LOG_WHEN_KEPT = [
  'Duel: a new game, seed 8, on hexes',
  'command dice turn 1: red 1, blue 6 → Blue acts first; every figure may act',
  'to hit: Blue 1 fires 2 at Red 1 (range 2, needs 3+): 2, 2',
  'Red acts now',
  'Red 1 takes aim (1 AP)',
  'Red 1 moves into the open (1 AP)',
  'Red 1 moved before firing: the aim is lost',
];

describe('games kept before the #12 redesign still open', () => {
  it('the game kept mid-activation comes back with its log, its acting figure and both undo steps', () => {
    const back = restoreGame(shelfWith({ [GAME_KEY]: KEPT_GAME_BEFORE_12 }), paintballTable);
    if (back?.ok !== true) throw new Error(`not restored: ${back === null ? 'none kept' : back.reason}`);
    expect(back.played.actions).toHaveLength(6);
    expect(back.played.game.log.map((e) => e.text)).toEqual(LOG_WHEN_KEPT);
    expect(back.played.game.log[2]!.dice).toEqual([
      { sides: 6, value: 2 },
      { sides: 6, value: 2 },
    ]);
    expect(back.played.game.active).toBe('red');
    expect(back.played.game.current).toBe('red-1');
    expect(back.history.undo.map((u) => u.actions.length)).toEqual([4, 5]);

    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().resumeGame(back.played, back.history);
    expect(store.getState().selectedId).toBe('red-1');
    store.getState().undoPlay();
    expect(store.getState().play!.game.log.map((e) => e.text)).toEqual(LOG_WHEN_KEPT.slice(0, 5));
    store.getState().undoPlay();
    expect(store.getState().play!.game.log.map((e) => e.text)).toEqual(LOG_WHEN_KEPT.slice(0, 4));
  });

  it('the recent-games list kept then lists the game and resumes it where it was left', () => {
    const list = recentGames(shelfWith({ [RECENT_KEY]: RECENT_GAMES_BEFORE_12 }));
    expect(list.map((r) => [r.name, r.turn, r.over, r.left])).toEqual([
      ['Duel', 1, false, '2026-11-23T12:00:00.000Z'],
    ]);
    const back = readSavedGame(list[0]!.game, paintballTable);
    if (!back.ok) throw new Error(`not restored: ${back.reason}`);
    expect(back.played.game.log.map((e) => e.text)).toEqual(LOG_WHEN_KEPT);
    expect(back.history.undo.map((u) => u.actions.length)).toEqual([4, 5]);
  });
});
