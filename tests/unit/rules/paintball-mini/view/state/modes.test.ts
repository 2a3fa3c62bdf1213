import { describe, expect, it } from 'vitest';
import { captureTheFlag, captureTheFlagMat } from '../../../../../../src/rules/paintball-mini/setup';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';

// PaintBall Mini's two modes at the table: the hex grid, or the tape measure (PM-HEXLESS), the only
// system with a choice. A switch is a change of the set-up, and an open mat has no hexes to switch to.

describe('hex mode and hexless mode in the table store', () => {
  it('a mode switch is undone and redone as a set-up change; view changes are not', () => {
    const store = createPaintballStore(captureTheFlag());
    const start = store.getState().setup;
    store.getState().toggleMode();
    store.getState().select('red-1');
    store.getState().view('top');
    expect(store.getState().setup.mode).toBe('hexless');
    store.getState().undo();
    expect(store.getState().setup).toBe(start);
    expect(store.getState().selectedId).toBe('red-1'); // the selection is not history
    store.getState().redo();
    expect(store.getState().setup.mode).toBe('hexless');
  });

  it('PM-HEXLESS: hex mode cannot be switched on for an open mat, and the player is told why', () => {
    const store = createPaintballStore(captureTheFlagMat());
    const before = store.getState().setup;
    store.getState().toggleMode();
    expect(store.getState().setup).toBe(before);
    expect(store.getState().setup.mode).toBe('hexless');
    expect(store.getState().notice?.text).toBe(
      'An open mat has no hexes: it is played with the tape measure.',
    );
  });
});
