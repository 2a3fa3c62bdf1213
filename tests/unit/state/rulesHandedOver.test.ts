import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../src/rules/paintball-mini/view/state/store';
import { paintballTable } from '../../../src/rules/paintball-mini/view/state/played';
import { loadRules } from '../../../src/app/systems';
import { duel } from '../../fixtures/duel';

// The table is handed its rules by the app (src/app/systems.ts): no module-level rules, no
// "load the game first" step hidden in the state layer.

describe('the table is handed its rule system', () => {
  it('loads the rules of the set-up’s system once, however often it is asked, then a game begins', async () => {
    const asked: string[] = [];
    const store = createPaintballStore(duel(), {
      loadRules: (system) => {
        asked.push(system);
        return Promise.resolve(paintballTable);
      },
    });
    expect(store.getState().rules).toBeNull();
    const [a, b] = await Promise.all([store.getState().loadRules(), store.getState().loadRules()]);
    await store.getState().loadRules();
    expect(asked).toEqual(['paintball-mini']);
    expect(a).toBe(paintballTable);
    expect(b).toBe(paintballTable);
    store.getState().beginGame(8);
    expect(store.getState().play!.game.log.map((e) => e.text)).toEqual([
      'Duel: a new game, seed 8, on hexes',
    ]);
  });

  it('a game begun before any rules were handed over is a bug said plainly, and the table is unchanged', () => {
    const store = createPaintballStore(duel());
    expect(() => store.getState().beginGame(8)).toThrow(
      'no rule system was handed to the table: await loadRules() first',
    );
    expect(store.getState().play).toBeNull();
  });

  it('a loader that fails is asked again next time, and a table with no loader says it has none', async () => {
    let calls = 0;
    const store = createPaintballStore(duel(), {
      loadRules: () =>
        ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(paintballTable),
    });
    await expect(store.getState().loadRules()).rejects.toThrow('offline');
    expect(store.getState().rules).toBeNull();
    await expect(store.getState().loadRules()).resolves.toBe(paintballTable);
    expect(calls).toBe(2);
    await expect(createPaintballStore(duel()).getState().loadRules()).rejects.toThrow(
      'this table was given no way to load rules',
    );
  });

  it('the app’s registry loads PaintBall Mini and names a system it does not have', async () => {
    await expect(loadRules('paintball-mini')).resolves.toBe(paintballTable);
    await expect(loadRules('chess')).rejects.toThrow('this table does not play the “chess” system');
  });
});
