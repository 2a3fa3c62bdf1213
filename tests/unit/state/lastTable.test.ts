import { describe, expect, it, vi } from 'vitest';
import { serialiseSetup } from '../../../src/table';
import { LAST_TABLE_KEY, keepLastTable, restoreLastTable } from '../../../src/state/lastTable';
import { TOY_KINDS as KINDS, toyTable } from '../../fixtures/toy/setup';
import { createToyStore } from '../../fixtures/toy/store';

const shelf = (start: Record<string, string> = {}) => {
  const items = new Map(Object.entries(start));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
};

describe('the last table', () => {
  it('comes back exactly after a reload', () => {
    vi.useFakeTimers();
    const s = shelf();
    const store = createToyStore();
    const stop = keepLastTable(store, s);
    store.getState().loadSetup(toyTable(3, 'Three a side'));
    vi.advanceTimersByTime(400);
    stop();
    vi.useRealTimers();
    const back = restoreLastTable(s, KINDS);
    expect(back?.ok).toBe(true);
    if (back?.ok) expect(back.setup).toEqual(store.getState().setup);
    expect(back?.ok === true && back.setup.name).toBe('Three a side');
  });

  it('is refused by field when the stored text was tampered with', () => {
    const text = serialiseSetup(toyTable()).replace('"version": 2', '"version": 9');
    const back = restoreLastTable(shelf({ [LAST_TABLE_KEY]: text }), KINDS);
    expect(back).toEqual({
      ok: false,
      problems: [
        {
          field: 'version',
          problem:
            'version 9 was written by a newer version of this app: this one reads version 2 and older, so update the app to open it',
        },
      ],
    });
  });

  it('is nothing when none was kept', () => {
    expect(restoreLastTable(shelf(), KINDS)).toBeNull();
  });
});
