import { afterEach, describe, expect, it, vi } from 'vitest';
import { automaticPace, PAUSE_MS, setAutomaticPace } from '../../../../src/ui/play/automaticPace';

/** A machine's storage, as the browser keeps it. */
function storage(): Storage {
  const kept = new Map<string, string>();
  return {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
    clear: () => kept.clear(),
    key: (i: number) => [...kept.keys()][i] ?? null,
    get length() {
      return kept.size;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the automatic player's pace", () => {
  it('is the pace to follow until a player chooses quick, and keeps the choice', () => {
    vi.stubGlobal('localStorage', storage());
    expect(automaticPace()).toBe('follow');
    setAutomaticPace('quick');
    expect(automaticPace()).toBe('quick');
    setAutomaticPace('follow');
    expect(automaticPace()).toBe('follow');
  });

  it('quick is shorter than follow, and follow leaves time to watch a step', () => {
    expect(PAUSE_MS.quick).toBeLessThan(PAUSE_MS.follow);
    expect(PAUSE_MS.follow).toBeGreaterThanOrEqual(500);
  });

  it('a machine with no storage (a private window) plays at the pace to follow and the choice is not an error', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => setAutomaticPace('quick')).not.toThrow();
    expect(automaticPace()).toBe('follow');
  });
});
