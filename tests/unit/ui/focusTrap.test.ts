import { describe, expect, it } from 'vitest';
import { tabInside, tabRound } from '../../../src/ui/focusTrap';

// Where Tab goes in a card that asks (issue 27): round its own controls, and into it from outside.

describe('Tab inside a card that asks', () => {
  const controls = ['keep', 'leave', 'close'];

  it('goes round from the last control to the first, and back from the first to the last', () => {
    expect(tabInside(controls, 'close', false)).toBe('keep');
    expect(tabInside(controls, 'keep', true)).toBe('close');
  });

  it('leaves a step between two of its own controls to the browser', () => {
    expect(tabInside(controls, 'keep', false)).toBeNull();
    expect(tabInside(controls, 'leave', true)).toBeNull();
  });

  it('brings the focus in from outside the card: Tab to its first control, Shift+Tab to its last', () => {
    expect(tabInside(controls, null, false)).toBe('keep');
    expect(tabInside(controls, 'toolbar', false)).toBe('keep');
    expect(tabInside(controls, null, true)).toBe('close');
  });

  it('does nothing in a card with no control', () => {
    expect(tabInside([], null, false)).toBeNull();
  });
});

describe('Tab round a card that asks about the table', () => {
  const controls = ['stop', 'back'];
  const beside = ['table'];

  it('goes from its last control to the table, and from the table to its first', () => {
    expect(tabRound(controls, beside, 'back', false)).toBe('table');
    expect(tabRound(controls, beside, 'table', false)).toBe('stop');
  });

  it('goes back from its first control to the table, and from the table to its last', () => {
    expect(tabRound(controls, beside, 'stop', true)).toBe('table');
    expect(tabRound(controls, beside, 'table', true)).toBe('back');
  });

  it('leaves a step between two of its own controls to the browser', () => {
    expect(tabRound(controls, beside, 'stop', false)).toBeNull();
    expect(tabRound(controls, beside, 'back', true)).toBeNull();
  });

  it('brings the focus in from outside to its first control, or to the table in a card with none', () => {
    expect(tabRound(controls, beside, null, false)).toBe('stop');
    expect(tabRound([], beside, null, false)).toBe('table');
  });
});
