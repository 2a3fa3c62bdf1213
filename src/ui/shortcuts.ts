import type { TableStore } from '../state/tableStore';
import { presetsFor } from '../scene/views';
import type { AnySystemView } from '../scene/systemView';
import { saveScreenshot } from './screenshot';

export interface Shortcut {
  readonly key: string;
  readonly label: string;
  /** False for a key the help panel does not list on its own line (seat views after the first). */
  readonly listed?: false;
  /** The open table's system view does what is the system's (the editor's pieces, a shot's eye). */
  run(store: TableStore, view: AnySystemView): void;
}

/** Keys 1 and 2 are the overviews; 3 onwards each seat's end, in the set-up's order (presetsFor). */
const PRESET_KEYS: readonly [string, string][] = [
  ['1', 'three-quarter'],
  ['2', 'top-down'],
  ['3', "each seat's end (3, 4, … in seat order)"],
  ...Array.from({ length: 5 }, (_, i): [string, string] => [`${i + 4}`, `seat ${i + 2}'s end`]),
];

/** Every keyboard shortcut, in one list: the key handler and the help panel both read it. */
export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'h', label: 'Switch between hex grid and tape measure', run: (s) => s.getState().toggleMode() },
  { key: 'b', label: 'Set-up editor on / off', run: (s) => s.getState().setEditing(!s.getState().editing) },
  {
    key: 'm',
    label: 'Measuring tool on / off',
    run: (s) => s.getState().setTool(s.getState().tool === 'measure' ? 'look' : 'measure'),
  },
  {
    key: 'Escape',
    label: "Clear the tape and stop measuring; leave the shooter's eye; let go of the selection",
    run: (s) => {
      const { editing, placing, tool, eyeView, leaving, referee } = s.getState();
      if (leaving) return s.getState().askLeave(false); // Esc keeps playing: the confirm closes, nothing else
      if (referee !== null) return s.getState().setReferee(null); // the referee's card closes, nothing corrected
      s.getState().clearTape();
      if (editing) {
        if (placing !== null) s.getState().setPlacing(null);
        else s.getState().editSelect([]);
        return;
      }
      // One thing at a time: stop measuring, else leave the shooter's eye, else one step back in
      // hand (interaction.ts): a waiting offer is dropped, a selection let go of.
      if (tool === 'measure') s.getState().setTool('look');
      else if (eyeView) s.getState().leaveShooterEye();
      else s.getState().interact({ type: 'cancel' });
    },
  },
  { key: 'p', label: 'Save a screenshot (PNG)', run: (s) => void saveScreenshot(s) },
  {
    key: 't',
    label: 'Threat view: off, then to each seat in turn',
    run: (s) => {
      const { threatTeam, setup, setThreatTeam } = s.getState();
      const seats = setup.seats.map((seat) => seat.id);
      // off → the first seat → … → the last seat → off
      setThreatTeam(seats[threatTeam === null ? 0 : seats.indexOf(threatTeam) + 1] ?? null);
    },
  },
  {
    key: 'e',
    label: "Shooter's eye view of the checked shot, and back",
    run: (s, view) => {
      if (s.getState().eyeView) return s.getState().leaveShooterEye();
      view.lookAlongShot(s);
    },
  },
  ...PRESET_KEYS.map(([key, words], i) => ({
    key,
    label: `View: ${words}`,
    ...(i > 2 ? { listed: false as const } : {}),
    run: (s: TableStore) => {
      const { play, setup, view } = s.getState();
      const preset = presetsFor((play?.initial ?? setup).seats)[i];
      if (preset !== undefined) view(preset);
    },
  })),
];

/** Keys that act on the editor's selection; true when the key was the editor's. */
function editorKey(store: TableStore, { editor }: AnySystemView, e: KeyboardEvent): boolean {
  const k = e.key.toLowerCase();
  if (k === 'delete' || k === 'backspace') editor.remove(store);
  else if ((e.ctrlKey || e.metaKey) && k === 'd') editor.copy(store);
  else if ((e.ctrlKey || e.metaKey) && k === 'a')
    store.getState().editSelect(editor.allPieces(store.getState().setup)); // pieces, not the page's text
  else if (!e.ctrlKey && !e.metaKey && !e.altKey && k === 'r') editor.turn?.(store, e.shiftKey ? -1 : 1);
  else return false;
  return true;
}

/** Inputs that take no typed text, so have no undo of their own. */
const NO_TEXT = new Set([
  'checkbox',
  'radio',
  'range',
  'button',
  'submit',
  'reset',
  'file',
  'color',
  'image',
]);

/** Whether the element takes typed text, and so the browser's own undo. */
function takesText(el: HTMLElement | null): boolean {
  if (el === null) return false;
  if (el.isContentEditable || el.tagName === 'TEXTAREA') return true;
  return el.tagName === 'INPUT' && !NO_TEXT.has((el as HTMLInputElement).type);
}

/** The keys, for the open table under its system's view; the returned function takes them away. */
export function installShortcuts(store: TableStore, view: AnySystemView): () => void {
  const onKey = (e: KeyboardEvent) => {
    // A key the focused table took already (its Esc lets go of what its keys point at first).
    if (e.defaultPrevented) return;
    const t0 = e.target as HTMLElement | null;
    const typing =
      t0 !== null &&
      (t0.tagName === 'INPUT' ||
        t0.tagName === 'SELECT' ||
        t0.tagName === 'TEXTAREA' ||
        t0.isContentEditable);
    if (store.getState().editing && !typing && editorKey(store, view, e)) {
      e.preventDefault();
      return;
    }
    // Undo and redo reach the table from a list or a box too (Scale, Turn, Lift in the Models card):
    // only where text is typed does the browser's own undo come first.
    if ((e.ctrlKey || e.metaKey) && !takesText(t0)) {
      const k = e.key.toLowerCase();
      if (k === 'z' || k === 'y') {
        e.preventDefault();
        const s = store.getState();
        const redo = k === 'y' || e.shiftKey;
        // In a game, undo steps back inside the activation; otherwise it walks the set-up's history.
        if (s.play !== null) {
          if (redo) s.redoPlay();
          else s.undoPlay();
        } else if (redo) s.redo();
        else s.undo();
      }
      return;
    }
    if (e.altKey) return;
    const t = e.target as HTMLElement | null;
    if (
      t !== null &&
      (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || t.isContentEditable)
    )
      return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const shortcut = SHORTCUTS.find((s) => s.key === key);
    if (shortcut === undefined) return;
    e.preventDefault();
    shortcut.run(store, view);
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
