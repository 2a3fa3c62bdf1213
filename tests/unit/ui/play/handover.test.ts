import { afterEach, describe, expect, it, vi } from 'vitest';
import { handoverTo, keepAtScreen, keptAtScreen } from '../../../../src/ui/play/handover';

// The hand-over rule (src/ui/play/handover.ts), kit for every system: a card only when the person
// at the screen changes, never twice for one seat in a row, none for a step nobody chooses in, and
// a card once dismissed stays dismissed over a reload. Each system's games walked through it are in
// its own view tests, on ./support/walk.ts.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hand-over card', () => {
  it('asks for the seat to act when it chooses something and another player is at the screen', () => {
    expect(handoverTo('red', true, null)).toBe('red');
    expect(handoverTo('red', true, 'blue')).toBe('red');
    expect(handoverTo('red', true, 'red')).toBeNull(); // never twice for one seat in a row
    expect(handoverTo('red', false, 'blue')).toBeNull(); // a roll with nothing to choose: whoever is there
    expect(handoverTo(null, true, 'blue')).toBeNull(); // the game is over, or no one seat must act
  });

  it('a card dismissed stays dismissed over a reload, for that game only', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    });
    expect(keptAtScreen('hexprint|5|King of the Hill')).toBeNull();
    keepAtScreen('hexprint|5|King of the Hill', 'north');
    // The page reloads: the same game reads who is at its screen, and asks no card for them.
    expect(keptAtScreen('hexprint|5|King of the Hill')).toBe('north');
    expect(handoverTo('north', true, keptAtScreen('hexprint|5|King of the Hill'))).toBeNull();
    expect(keptAtScreen('hexprint|6|King of the Hill')).toBeNull();
    items.set('pbm.handover.atScreen', '{not json');
    expect(keptAtScreen('hexprint|5|King of the Hill')).toBeNull();
  });
});
