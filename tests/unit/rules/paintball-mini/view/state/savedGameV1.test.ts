import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { captureTheFlag } from '../../../../../../src/rules/paintball-mini/setup';
import { GAME_KEY, keepGame } from '../../../../../../src/state/play/keepGame';
import { paintballTable } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { restoreGame } from '../../../../../../src/state/play/savedGame';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';

// A game kept in the browser before the shared set-up envelope holds a version-1 set-up: it still
// comes back, its set-up migrated on the way, to exactly the game it was.

const shelf = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

describe('saved games from before the shared envelope', () => {
  it('a kept game whose set-up is version 1 comes back as the same game, its set-up version 2', () => {
    const store = createPaintballStore(captureTheFlag(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const played = store.getState().play!;
    const s = shelf();
    keepGame(s, played, store.getState().playHistory);
    const kept = JSON.parse(s.items.get(GAME_KEY)!) as Record<string, unknown>;
    // The same table, as the app wrote it before version 2.
    const v1 = JSON.parse(readFileSync('tests/fixtures/setups-v1/capture-the-flag.json', 'utf8')) as unknown;
    s.setItem(GAME_KEY, JSON.stringify({ ...kept, initial: v1 }));
    const back = restoreGame(s, paintballTable);
    if (back === null || !back.ok)
      throw new Error(`the kept game did not come back: ${JSON.stringify(back)}`);
    expect(back.played.initial).toEqual(captureTheFlag());
    expect(back.played.actions).toEqual(played.actions);
    expect(back.played.game).toEqual(played.game);
    expect(back.played.game.log).toEqual(played.game.log);
  });
});
