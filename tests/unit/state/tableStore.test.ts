import { describe, expect, it } from 'vitest';
import {
  captureTheFlag,
  captureTheFlagMat,
  placePiece,
  serialiseSetup,
  singleFlag,
} from '../../../src/rules/paintball-mini/setup';
import { HISTORY_LIMIT } from '../../../src/state/tableStore';
import { createPaintballStore } from '../../../src/rules/paintball-mini/view/state/store';

describe('the table store', () => {
  it('undoes and redoes set-up changes, not view changes', () => {
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

  it('a refused file changes nothing, history included', () => {
    const store = createPaintballStore(captureTheFlag());
    const before = store.getState().setup;
    const problems = store
      .getState()
      .openSetupText('{"format":"paintball-mini-setup","version":1}', 'x.json');
    expect(problems.length).toBeGreaterThan(0);
    expect(store.getState().setup).toBe(before);
    expect(store.getState().notice?.text).toMatch(/^x\.json was not opened: name: missing: expected string/);
    store.getState().undo();
    expect(store.getState().setup).toBe(before);
  });

  it('an opened file can be undone back to the table before it', () => {
    const store = createPaintballStore(captureTheFlag());
    store.getState().openSetupText(serialiseSetup(singleFlag()), 'single.json');
    expect(store.getState().setup.name).toBe('Single Flag');
    store.getState().undo();
    expect(store.getState().setup.name).toBe('Capture the Flag');
  });

  it('Load a table keeps the replaced table, edits and all, one undo away', () => {
    const store = createPaintballStore(captureTheFlag());
    const hill = placePiece(store.getState().setup, {
      entry: { piece: 'terrain', kind: 'hill' },
      at: { x: 0, y: 0 },
    });
    expect(store.getState().applyEdit(hill)).toBe(true);
    const edited = store.getState().setup;
    store.getState().loadSetup(singleFlag());
    expect(store.getState().setup.name).toBe('Single Flag');
    store.getState().undo();
    expect(store.getState().setup).toBe(edited);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps of history`, () => {
    const store = createPaintballStore(captureTheFlag());
    for (let i = 0; i < HISTORY_LIMIT + 50; i++) store.getState().toggleMode();
    const temporal = (store as unknown as { temporal: { getState(): { pastStates: unknown[] } } }).temporal;
    expect(temporal.getState().pastStates).toHaveLength(HISTORY_LIMIT);
  });
});

describe('view state that must not outlive its cause', () => {
  it("a preset view, a new selection or a new table ends the shooter's eye view", () => {
    const store = createPaintballStore(captureTheFlag());
    for (const leave of [
      () => store.getState().view('top'),
      () => store.getState().select('red-2'),
      () => store.getState().loadSetup(singleFlag()),
      () => store.getState().focus({ x: 0, y: 0 }, 1),
    ]) {
      store.getState().shooterEye([0, 3, 0], [10, 3, 0]);
      expect(store.getState().eyeView).toBe(true);
      leave();
      expect(store.getState().eyeView).toBe(false);
    }
  });

  it('undo forgets selections of pieces it takes away', () => {
    const store = createPaintballStore(captureTheFlag());
    store.getState().setEditing(true);
    const before = store.getState().setup.terrain.length;
    // Place through the store the way the editor does, then select the new piece.
    expect(
      store.getState().applyEdit(
        placePiece(store.getState().setup, {
          entry: { piece: 'terrain', kind: 'hill' },
          at: { x: 0, y: 0 },
        }),
      ),
    ).toBe(true);
    const id = store.getState().setup.terrain[before]!.id;
    store.getState().editSelect([id]);
    store.getState().undo();
    expect(store.getState().setup.terrain).toHaveLength(before);
    expect(store.getState().editSelection).toEqual([]);
  });
});

describe('an open mat in the table store', () => {
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
