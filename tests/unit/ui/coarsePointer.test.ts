import { afterEach, describe, expect, it, vi } from 'vitest';

// The pointer query is made once and read after: every card and bar that renders reads it, and a
// fresh `matchMedia` each time cost about a millisecond of a select.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the coarse pointer', () => {
  it('asks the page once and follows the kept list as the pointer changes', async () => {
    const list = { matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    const { coarsePointer } = await import('../../../src/ui/coarsePointer');
    expect(coarsePointer()).toBe(false);
    list.matches = true; // a tablet taken off its keyboard
    expect(coarsePointer()).toBe(true);
    expect(coarsePointer()).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(pointer: coarse)');
  });

  it('is a mouse where there is no screen to ask', async () => {
    const { coarsePointer } = await import('../../../src/ui/coarsePointer');
    expect(coarsePointer()).toBe(false);
  });
});
