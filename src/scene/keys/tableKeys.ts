import type { Point } from '../../geometry';
import { hexDistance, hexToPoint, pointToHex } from '../../geometry';
import { compassWord } from '../../game/places/compass';
import type { TableStore } from '../../state/tableStore';
import { modeOf } from '../../state/tableGame';
import { appToAct } from '../../state/play/appToAct';
import type { AnySystemView, TableKeys } from '../systemView';
import type { Arrow } from './steps';
import { hexToward, isArrow, nudge, stepThrough } from './steps';
import type { KeyCursor } from './cursor';
import { NO_CURSOR, keyCursor } from './cursor';

// The table's own keys while it has focus (loaded with the first of them: useTableFocus.ts). Each
// does what a click does, through the system's keys (its pieces, its targets, its click): N steps
// through one's own pieces, ] and [ through the picked piece's targets (the line shown as a hover
// shows it), the arrows move the picked piece's pointer a hex (on the open mat they nudge it), Enter
// picks or goes there, and Esc lets go of what the keys point at before anything in hand.

/** How far an arrow nudges the destination on the open mat, in cm; with Shift, further. */
const NUDGE_CM = 1;
const NUDGE_FAR_CM = 5;

interface Table {
  readonly store: TableStore;
  readonly view: AnySystemView;
  readonly keys: TableKeys;
}

const set = (c: Partial<KeyCursor>) => keyCursor.setState(c);
const say = (said: string) => set({ said });

function nameOf({ store, view }: Table, id: string): string {
  const play = store.getState().play;
  return (play === null ? undefined : view.play.names(play.game).get(id)) ?? id;
}

/** The table as it stands in the game (what its rules show the players). */
function shownSetup(store: TableStore) {
  const { play, rules, setup } = store.getState();
  return play === null || rules === null ? setup : rules.shown(play);
}

const whereIs = (t: Table, id: string): Point | null => t.view.pieceRing(shownSetup(t.store), id)?.at ?? null;

/** One's own pieces, stepped through: the next becomes the cursor, to pick with Enter. */
function stepOwn(t: Table, by: 1 | -1): void {
  const own = t.keys.own(t.store);
  const { selectedId, hover } = t.store.getState();
  const c = keyCursor.getState();
  const next = stepThrough(own, c.target ? selectedId : (c.piece ?? selectedId), by);
  hover(null);
  if (next === null) return set({ ...NO_CURSOR, said: 'None of your pieces can be picked now.' });
  const picked = next === selectedId ? ', picked' : '';
  set({
    piece: next,
    target: false,
    at: null,
    said: `${nameOf(t, next)}${picked}, ${own.indexOf(next) + 1} of ${own.length}. Enter picks it.`,
  });
}

/** The picked piece's targets, stepped through: the line to the next is shown, to point at it with Enter. */
function stepTarget(t: Table, by: 1 | -1): void {
  const { selectedId, targetId, hover } = t.store.getState();
  if (selectedId === null) return say('Pick a piece first: N steps through yours.');
  const targets = t.keys.targets(t.store);
  const c = keyCursor.getState();
  const next = stepThrough(targets, c.target ? c.piece : targetId, by);
  if (next === null) {
    hover(null);
    return set({ ...NO_CURSOR, said: `${nameOf(t, selectedId)} has nothing to point at.` });
  }
  hover(next);
  const aimed = next === targetId ? ', pointed at' : '';
  set({
    piece: next,
    target: true,
    at: null,
    said: `${nameOf(t, next)}${aimed}, target ${targets.indexOf(next) + 1} of ${targets.length} for ${nameOf(t, selectedId)}. Enter points at it.`,
  });
}

/** The arrows: the picked piece's pointer a hex on (hex play), or nudged (the open mat). */
function movePointer(t: Table, arrow: Arrow, far: boolean): void {
  const { selectedId, hover, awaitingOffer } = t.store.getState();
  const on = selectedId === null ? null : whereIs(t, selectedId);
  // Nothing on the table to start from (nothing picked, or a piece still to be placed): a button
  // waiting for a hex may give the pointer a place to start.
  const from = on ?? (awaitingOffer !== null ? (t.keys.pointerStart?.(t.store) ?? null) : null);
  if (from === null) return say('Pick a piece first: N steps through yours.');
  const setup = shownSetup(t.store);
  const c = keyCursor.getState();
  const start = c.at !== null && c.of === selectedId ? c.at : from;
  hover(null);
  let at: Point;
  let words: string;
  if (modeOf(setup) === 'hex') {
    const board = setup.board;
    const h = hexToward(board, pointToHex(board, start), arrow, from);
    at = hexToPoint(board, h);
    const n = hexDistance(pointToHex(board, from), h);
    words = n === 0 ? 'on the hex of' : `${n} ${n === 1 ? 'hex' : 'hexes'} ${compassWord(from, at) ?? ''} of`;
  } else {
    at = nudge(start, arrow, far ? NUDGE_FAR_CM : NUDGE_CM);
    const cm = Math.hypot(at.x - from.x, at.y - from.y);
    words = cm < 0.5 ? 'at' : `${cm.toFixed(0)} cm ${compassWord(from, at) ?? ''} of`;
  }
  const what = awaitingOffer !== null ? 'Enter takes this spot' : 'Enter goes there';
  const where = on === null || selectedId === null ? 'Pointer' : `Pointer ${words} ${nameOf(t, selectedId)}`;
  set({ piece: null, target: false, at, of: selectedId, said: `${where}. ${what}.` });
  // The place in the game's words follows once they are here, if the pointer is still there.
  void t.keys.place?.(t.store, at).then((place) => {
    if (place !== null && keyCursor.getState().at === at) set({ said: `${where}, ${place}. ${what}.` });
  });
}

/** Enter: the pointer's place clicked (Shift+Enter: shift-clicked), else the cursor's piece, else one's first piece stepped to. */
function enter(t: Table, shift: boolean): void {
  const c = keyCursor.getState();
  if (c.at !== null && c.of === t.store.getState().selectedId) {
    t.keys.click(t.store, c.at, shift);
    return set({ ...NO_CURSOR, said: 'Done.' });
  }
  if (c.piece === null) return stepOwn(t, 1);
  t.store.getState().hover(null);
  t.keys.pick(t.store, c.piece);
  const { selectedId, targetId } = t.store.getState();
  const name = nameOf(t, c.piece);
  const said =
    targetId === c.piece
      ? `${nameOf(t, selectedId ?? c.piece)} points at ${name}.`
      : selectedId === c.piece
        ? `${name} picked. ] steps through its targets; the arrows move it.`
        : `${name} cannot be picked now.`;
  set({ ...NO_CURSOR, said });
}

/** Does what the key asks on the table; nothing outside a game (the editor has keys of its own). */
export function onTableKey(store: TableStore, view: AnySystemView, key: string, shift: boolean): void {
  const { play, editing, replayAt } = store.getState();
  if (view.keys === undefined)
    return say('This game is played on the table by pointer; its buttons take keys.');
  if (play === null || editing || replayAt !== null)
    return say('The table takes keys in a game: press Play first.');
  if (key !== 'Escape' && appToAct(store.getState()))
    return say('The app plays the side to act now: the keys wait for your turn.');
  const t: Table = { store, view, keys: view.keys };
  if (key === 'n' || key === 'N') stepOwn(t, shift ? -1 : 1);
  else if (key === ']') stepTarget(t, 1);
  else if (key === '[') stepTarget(t, -1);
  else if (key === 'Enter') enter(t, shift);
  else if (isArrow(key)) movePointer(t, key, shift);
  else if (key === 'Escape') {
    store.getState().hover(null);
    set({ ...NO_CURSOR, said: 'Keys let go; Esc again steps back.' });
  }
}
