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

  it('a table too large for the shelf is said once, until one fits again; storage switched off says nothing', () => {
    vi.useFakeTimers();
    let room = 0;
    const items = new Map<string, string>();
    const tight = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (v.length > room) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        items.set(k, v);
      },
    };
    const store = createToyStore();
    const said = () =>
      store
        .getState()
        .notices.filter((n) => n.text.includes('too large'))
        .map((n) => n.text);
    const stop = keepLastTable(store, tight);
    store.getState().loadSetup(toyTable(3, 'Three a side'));
    vi.advanceTimersByTime(400);
    store.getState().loadSetup(toyTable(2, 'Two a side'));
    vi.advanceTimersByTime(400);
    expect(said()).toHaveLength(1);
    expect(said()[0]).toMatch(
      /^This table is too large for the browser to keep across a reload \(0\.0 MB, its models included\): use Save to keep it as a file\.$/,
    );
    expect(items.size).toBe(0);
    // Room again: it is kept, and the next time it does not fit is said again.
    room = Infinity;
    store.getState().loadSetup(toyTable(3, 'Three again'));
    vi.advanceTimersByTime(400);
    expect(items.get(LAST_TABLE_KEY)).toContain('Three again');
    room = 0;
    store.getState().loadSetup(toyTable(2, 'Two again'));
    vi.advanceTimersByTime(400);
    expect(said()).toHaveLength(2);
    stop();
    // Storage switched off (a private window's refusal) is not a full shelf: nothing is said.
    const off = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const quiet = createToyStore();
    const stopQuiet = keepLastTable(quiet, off);
    quiet.getState().loadSetup(toyTable(3, 'Three a side'));
    vi.advanceTimersByTime(400);
    stopQuiet();
    vi.useRealTimers();
    expect(quiet.getState().notices.filter((n) => n.tone === 'error')).toEqual([]);
  });
});
