import { describe, expect, it } from 'vitest';
import {
  captureTheFlag,
  captureTheFlagMat,
  placePiece,
  serialiseSetup,
  singleFlag,
} from '../../../src/rules/paintball-mini/setup';
import { HISTORY_LIMIT, SERVER_KEEPS } from '../../../src/state/tableStore';
import { NOTICES_KEPT } from '../../../src/state/slices/viewSlice';
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

describe('a network table: the server keeps the set-up', () => {
  /** A store seated at a network table (nothing is sent: no game is in play). */
  function seated() {
    const store = createPaintballStore(captureTheFlag());
    store.getState().toggleMode(); // one step of history from before the table was joined
    store.getState().joinNet({ seat: 'red', send: () => Promise.resolve({ ok: true }) });
    return store;
  }

  it('edits, opened files, loaded tables, mode switches and undo leave the table as the server has it', () => {
    const store = seated();
    const before = store.getState().setup;
    const hill = placePiece(before, { entry: { piece: 'terrain', kind: 'hill' }, at: { x: 0, y: 0 } });
    expect(store.getState().applyEdit(hill)).toBe(false);
    expect(store.getState().notice?.text).toBe(`Not done: ${SERVER_KEEPS}.`);
    store.getState().setEditing(true);
    expect(store.getState().editing).toBe(false);
    expect(store.getState().openSetupText(serialiseSetup(singleFlag()), 'single.json')).toEqual([
      { field: '(game)', problem: SERVER_KEEPS },
    ]);
    expect(store.getState().notice?.text).toBe(
      `single.json was not opened: ${SERVER_KEEPS}. The network table is unchanged.`,
    );
    store.getState().loadSetup(singleFlag());
    store.getState().toggleMode();
    expect(store.getState().notice?.text).toBe(`The mode stays: ${SERVER_KEEPS}.`);
    store.getState().undo();
    expect(store.getState().notice?.text).toBe(`Nothing is undone: ${SERVER_KEEPS}.`);
    store.getState().beginGame(7);
    expect(store.getState().play).toBeNull();
    expect(store.getState().setup).toBe(before);
  });

  it('back at one screen the table edits and undoes again', () => {
    const store = seated();
    store.getState().joinNet(null);
    store.getState().setEditing(true);
    expect(store.getState().editing).toBe(true);
    store.getState().undo();
    expect(store.getState().setup.mode).not.toBe('hexless');
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

  it('a notice that faded can still be read in what the page said, oldest first, the last ones kept', () => {
    const store = createPaintballStore(captureTheFlag());
    store.getState().notify('info', 'Opened “Single Flag” from a shared link.');
    store.getState().dismissNotice();
    store.getState().notify('error', 'Not moved: Red 1 is out.');
    expect(store.getState().notice?.text).toBe('Not moved: Red 1 is out.');
    expect(store.getState().notices.map((n) => [n.tone, n.text])).toEqual([
      ['info', 'Opened “Single Flag” from a shared link.'],
      ['error', 'Not moved: Red 1 is out.'],
    ]);
    for (let i = 0; i < NOTICES_KEPT + 5; i++) store.getState().notify('info', `said ${i}`);
    const kept = store.getState().notices;
    expect(kept).toHaveLength(NOTICES_KEPT);
    expect(kept[0]!.text).toBe('said 5');
    expect(kept.at(-1)!.text).toBe(`said ${NOTICES_KEPT + 4}`);
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

  it('selecting several (a finger has no Shift) and a palette entry in hand exclude each other', () => {
    const store = createPaintballStore(captureTheFlag());
    const hill = { piece: 'terrain', kind: 'hill' } as const;
    store.getState().setEditing(true);
    store.getState().setPlacing(hill);
    store.getState().setSelectSeveral(true);
    expect(store.getState()).toMatchObject({ selectSeveral: true, placing: null });
    store.getState().setPlacing(hill);
    expect(store.getState()).toMatchObject({ selectSeveral: false, placing: hill });
    store.getState().setSelectSeveral(true);
    store.getState().setEditing(false);
    expect(store.getState().selectSeveral).toBe(false); // the editor opens again selecting one
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
