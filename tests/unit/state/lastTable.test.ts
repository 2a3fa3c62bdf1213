import { describe, expect, it, vi } from 'vitest';
import { captureTheFlag, paintballSetup, serialiseSetup } from '../../../src/rules/paintball-mini/setup';
import { LAST_TABLE_KEY, keepLastTable, restoreLastTable } from '../../../src/state/lastTable';
import { createPaintballStore } from '../../../src/rules/paintball-mini/view/state/store';

const KINDS = { 'paintball-mini': paintballSetup };

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
    const store = createPaintballStore(captureTheFlag());
    const stop = keepLastTable(store, s);
    store.getState().toggleMode();
    vi.advanceTimersByTime(400);
    stop();
    vi.useRealTimers();
    const back = restoreLastTable(s, KINDS);
    expect(back?.ok).toBe(true);
    if (back?.ok) expect(back.setup).toEqual(store.getState().setup);
  });

  it('is refused by field when the stored text was tampered with', () => {
    const text = serialiseSetup(captureTheFlag()).replace('"version": 2', '"version": 9');
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
