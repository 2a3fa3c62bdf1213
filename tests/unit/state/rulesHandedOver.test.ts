import { describe, expect, it } from 'vitest';
import { createToyStore, toyTableRules } from '../../fixtures/toy/store';

// The table is handed its rules by the app (src/app/systems.ts): no module-level rules, no
// "load the game first" step hidden in the state layer.

describe('the table is handed its rule system', () => {
  it('loads the rules of the set-up’s system once, however often it is asked, then a game begins', async () => {
    const asked: string[] = [];
    const store = createToyStore(undefined, {
      loadRules: (system) => {
        asked.push(system);
        return Promise.resolve(toyTableRules);
      },
    });
    expect(store.getState().rules).toBeNull();
    const [a, b] = await Promise.all([store.getState().loadRules(), store.getState().loadRules()]);
    await store.getState().loadRules();
    expect(asked).toEqual(['toy']);
    expect(a).toBe(toyTableRules);
    expect(b).toBe(toyTableRules);
    store.getState().beginGame(8);
    expect(store.getState().play!.game.log.map((e) => e.text)).toEqual(['Toy table: a new game, seed 8']);
  });

  it('a game begun before any rules were handed over is a bug said plainly, and the table is unchanged', () => {
    const store = createToyStore(undefined);
    expect(() => store.getState().beginGame(8)).toThrow(
      'no rule system was handed to the table: await loadRules() first',
    );
    expect(store.getState().play).toBeNull();
  });

  it('a loader that fails is asked again next time, and a table with no loader says it has none', async () => {
    let calls = 0;
    const store = createToyStore(undefined, {
      loadRules: () =>
        ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(toyTableRules),
    });
    await expect(store.getState().loadRules()).rejects.toThrow('offline');
    expect(store.getState().rules).toBeNull();
    await expect(store.getState().loadRules()).resolves.toBe(toyTableRules);
    expect(calls).toBe(2);
    await expect(createToyStore(undefined).getState().loadRules()).rejects.toThrow(
      'this table was given no way to load rules',
    );
  });

  it("loads another system's rules to read a game of it, without making them the table's", async () => {
    const asked: string[] = [];
    const other = { ...toyTableRules, id: 'other' };
    const store = createToyStore(undefined, {
      loadRules: (system) => {
        asked.push(system);
        return Promise.resolve(system === 'toy' ? toyTableRules : other);
      },
    });
    await expect(store.getState().rulesOf('other')).resolves.toBe(other);
    expect(store.getState().rules).toBeNull();
    await expect(store.getState().rulesOf('toy')).resolves.toBe(toyTableRules);
    expect(store.getState().rules).toBe(toyTableRules);
    expect(asked).toEqual(['other', 'toy']);
    await expect(createToyStore(undefined).getState().rulesOf('other')).rejects.toThrow(
      'this table was given no way to load the “other” rules',
    );
  });
});
