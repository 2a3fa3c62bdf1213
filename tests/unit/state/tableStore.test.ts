import { describe, expect, it } from 'vitest';
import type { EditResult } from '../../../src/state/slices/editorSlice';
import { HISTORY_LIMIT, SERVER_KEEPS } from '../../../src/state/tableStore';
import { NOTICES_KEPT } from '../../../src/state/slices/viewSlice';
import type { ToySetup } from '../../fixtures/toy/setup';
import { toyTable } from '../../fixtures/toy/setup';
import { createToyStore } from '../../fixtures/toy/store';

// The table's store with a toy table on it: the set-up's history, a network table that keeps its
// set-up at the server, and view state that ends with its cause. The toy has one mode: PaintBall
// Mini's switch between two is tested with PaintBall's own store (its view/state/modes.test.ts).

/** The toy's kind of edit: a piece put down, as the editor's palette would (the toy has none). */
const putPiece = (s: ToySetup, id = 'red-9'): EditResult<ToySetup> => ({
  ok: true,
  setup: { ...s, pieces: [...s.pieces, { id, seat: 'red', at: { q: 5, r: 5 } }] },
});

/** Another table, as a file or a link would bring one. */
const another = () => toyTable(3, 'Another table');

describe('the table store', () => {
  it('undoes and redoes set-up changes, not view changes', () => {
    const store = createToyStore();
    const start = store.getState().setup;
    expect(store.getState().applyEdit(putPiece(start))).toBe(true);
    const edited = store.getState().setup;
    store.getState().select('red-1');
    store.getState().view('top');
    store.getState().undo();
    expect(store.getState().setup).toBe(start);
    expect(store.getState().selectedId).toBe('red-1'); // the selection is not history
    store.getState().redo();
    expect(store.getState().setup).toBe(edited);
  });

  it('a refused file changes nothing, history included', () => {
    const store = createToyStore();
    const before = store.getState().setup;
    const problems = store.getState().openSetupText('{"format":"toy-setup","version":1}', 'x.json');
    expect(problems.length).toBeGreaterThan(0);
    expect(store.getState().setup).toBe(before);
    expect(store.getState().notice?.text).toMatch(/^x\.json was not opened: name: missing: expected string/);
    store.getState().undo();
    expect(store.getState().setup).toBe(before);
  });

  it('an opened file can be undone back to the table before it', () => {
    const store = createToyStore();
    store.getState().openSetupText(JSON.stringify(another()), 'another.json');
    expect(store.getState().setup.name).toBe('Another table');
    store.getState().undo();
    expect(store.getState().setup.name).toBe('Toy table');
  });

  it('Load a table keeps the replaced table, edits and all, one undo away', () => {
    const store = createToyStore();
    expect(store.getState().applyEdit(putPiece(store.getState().setup))).toBe(true);
    const edited = store.getState().setup;
    store.getState().loadSetup(another());
    expect(store.getState().setup.name).toBe('Another table');
    store.getState().undo();
    expect(store.getState().setup).toBe(edited);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps of history`, () => {
    const store = createToyStore();
    for (let i = 0; i < HISTORY_LIMIT + 50; i++) store.getState().loadSetup(toyTable(2, `Table ${i}`));
    const temporal = (store as unknown as { temporal: { getState(): { pastStates: unknown[] } } }).temporal;
    expect(temporal.getState().pastStates).toHaveLength(HISTORY_LIMIT);
  });
});

describe('a network table: the server keeps the set-up', () => {
  /** A store seated at a network table (nothing is sent: no game is in play). */
  function seated(start: ToySetup) {
    const store = createToyStore(start);
    // One step of history from before the table was joined.
    expect(store.getState().applyEdit(putPiece(start))).toBe(true);
    store.getState().joinNet({ seat: 'red', send: () => Promise.resolve({ ok: true }) });
    return store;
  }

  it('edits, opened files, loaded tables, mode switches and undo leave the table as the server has it', () => {
    const store = seated(toyTable());
    const before = store.getState().setup;
    expect(store.getState().applyEdit(putPiece(before, 'red-10'))).toBe(false);
    expect(store.getState().notice?.text).toBe(`Not done: ${SERVER_KEEPS}.`);
    store.getState().setEditing(true);
    expect(store.getState().editing).toBe(false);
    expect(store.getState().openSetupText(JSON.stringify(another()), 'another.json')).toEqual([
      { field: '(game)', problem: SERVER_KEEPS },
    ]);
    expect(store.getState().notice?.text).toBe(
      `another.json was not opened: ${SERVER_KEEPS}. The network table is unchanged.`,
    );
    store.getState().loadSetup(another());
    store.getState().toggleMode();
    expect(store.getState().notice?.text).toBe(`The mode stays: ${SERVER_KEEPS}.`);
    store.getState().undo();
    expect(store.getState().notice?.text).toBe(`Nothing is undone: ${SERVER_KEEPS}.`);
    store.getState().beginGame(7);
    expect(store.getState().play).toBeNull();
    expect(store.getState().setup).toBe(before);
  });

  it('back at one screen the table edits and undoes again', () => {
    const start = toyTable();
    const store = seated(start);
    store.getState().joinNet(null);
    store.getState().setEditing(true);
    expect(store.getState().editing).toBe(true);
    store.getState().undo();
    expect(store.getState().setup).toBe(start);
  });
});

describe('view state that must not outlive its cause', () => {
  it("a preset view, a new selection or a new table ends the shooter's eye view", () => {
    const store = createToyStore();
    for (const leave of [
      () => store.getState().view('top'),
      () => store.getState().select('red-2'),
      () => store.getState().loadSetup(another()),
      () => store.getState().focus({ x: 0, y: 0 }, 1),
    ]) {
      store.getState().shooterEye([0, 3, 0], [10, 3, 0]);
      expect(store.getState().eyeView).toBe(true);
      leave();
      expect(store.getState().eyeView).toBe(false);
    }
  });

  it('a select tells the store once: out of no eye view, there is none to leave', () => {
    const store = createToyStore();
    let told = 0;
    const stop = store.subscribe(() => told++);
    store.getState().select('red-1');
    expect(store.getState().selectedId).toBe('red-1');
    expect(told).toBe(1);
    store.getState().shooterEye([0, 3, 0], [10, 3, 0]);
    told = 0;
    store.getState().showShot('red-2', null);
    expect([store.getState().selectedId, store.getState().eyeView, told]).toEqual(['red-2', false, 2]);
    stop();
  });

  it('a notice that faded can still be read in what the page said, oldest first, the last ones kept', () => {
    const store = createToyStore();
    store.getState().notify('info', 'Opened “Another table” from a shared link.');
    store.getState().dismissNotice();
    store.getState().notify('error', 'Not moved: red-1 is out.');
    expect(store.getState().notice?.text).toBe('Not moved: red-1 is out.');
    expect(store.getState().notices.map((n) => [n.tone, n.text])).toEqual([
      ['info', 'Opened “Another table” from a shared link.'],
      ['error', 'Not moved: red-1 is out.'],
    ]);
    for (let i = 0; i < NOTICES_KEPT + 5; i++) store.getState().notify('info', `said ${i}`);
    const kept = store.getState().notices;
    expect(kept).toHaveLength(NOTICES_KEPT);
    expect(kept[0]!.text).toBe('said 5');
    expect(kept.at(-1)!.text).toBe(`said ${NOTICES_KEPT + 4}`);
  });

  it('undo forgets selections of pieces it takes away', () => {
    const store = createToyStore();
    store.getState().setEditing(true);
    const before = store.getState().setup.pieces.length;
    // Put a piece down through the store the way the editor does, then select it.
    expect(store.getState().applyEdit(putPiece(store.getState().setup))).toBe(true);
    const id = store.getState().setup.pieces[before]!.id;
    store.getState().editSelect([id]);
    store.getState().undo();
    expect(store.getState().setup.pieces).toHaveLength(before);
    expect(store.getState().editSelection).toEqual([]);
  });

  it('selecting several (a finger has no Shift) and a palette entry in hand exclude each other', () => {
    const store = createToyStore();
    const piece = { piece: 'red' } as const;
    store.getState().setEditing(true);
    store.getState().setPlacing(piece);
    store.getState().setSelectSeveral(true);
    expect(store.getState()).toMatchObject({ selectSeveral: true, placing: null });
    store.getState().setPlacing(piece);
    expect(store.getState()).toMatchObject({ selectSeveral: false, placing: piece });
    store.getState().setSelectSeveral(true);
    store.getState().setEditing(false);
    expect(store.getState().selectSeveral).toBe(false); // the editor opens again selecting one
  });
});
