import type { Point } from '../../geometry';
import type { LogRefs } from '../../game/log';
import type { SliceSet, TableGet } from './types';

// How the table is looked at: the tool in hand and its tape, the camera, what is lit or shaded,
// the notice on screen and a long job under way. None of it is in the set-up's history. `Seat` is
// a side of the table as the system names them (PaintBall Mini's red and blue).

export type Tool = 'look' | 'measure';
/** A camera preset: the two that look at the whole table, and one at each seat's end ("red-end"). */
export type ViewPreset = 'three-quarter' | 'top' | `${string}-end`;

/** A tape laid on the table: it stays until cleared or replaced. */
export interface Tape {
  readonly from: Point;
  readonly to: Point;
}

/** A request for the camera: the rig animates to it; the nonce lets the same request repeat. */
export type CameraRequest =
  | { readonly kind: 'preset'; readonly preset: ViewPreset; readonly nonce: number }
  | { readonly kind: 'focus'; readonly at: Point; readonly height: number; readonly nonce: number }
  /** Look from exactly here at exactly there (the shooter's eye); `back` returns to the view before it. */
  | {
      readonly kind: 'look';
      readonly from: readonly [number, number, number];
      readonly at: readonly [number, number, number];
      readonly nonce: number;
    }
  | { readonly kind: 'back'; readonly nonce: number };

/** How the Screenshot button takes its picture. */
export interface PictureChoice {
  readonly scale: 1 | 2 | 4;
  readonly overlays: boolean;
  readonly preset: ViewPreset | null;
}

export interface Notice {
  readonly tone: 'error' | 'info';
  readonly text: string;
  readonly nonce: number;
  /**
   * The words of a button that takes back the set-up change the notice tells of (the set-up's
   * undo): Ctrl+Z is no help on a phone or to a person who never learnt it.
   */
  readonly undo?: string;
}

/** A long job the page shows while it runs: what it is, how far along, and how to stop it. */
export interface Busy {
  readonly words: string;
  /** The share done, 0 to 1; null when it cannot be told. */
  readonly done: number | null;
  /** Stops the job; null when it cannot be stopped. */
  readonly cancel: (() => void) | null;
}

export interface ViewState<Seat extends string = string> {
  readonly tool: Tool;
  readonly tape: Tape | null;
  /** A tape being dragged out: shown live, laid on release. */
  readonly draftTape: Tape | null;
  /** An enemy under the pointer: its line is previewed. */
  readonly hoverId: string | null;
  /** The team whose threat view is shaded on the table, or null. */
  readonly threatTeam: Seat | null;
  /** Whether the camera is at the shooter's eye. */
  readonly eyeView: boolean;
  readonly camera: CameraRequest | null;
  readonly notice: Notice | null;
  /**
   * Every notice this page said, oldest first (the last NOTICES_KEPT): good news fades after a
   * few seconds, and what was said can still be read once it has.
   */
  readonly notices: readonly Notice[];
  readonly picture: PictureChoice;
  /** A long job under way (a large picture rendering), or null. */
  readonly busy: Busy | null;
  /** The board tile the editor's tile list points at (hovered or focused), lit on the table. */
  readonly litTile: string | null;
  /** The pieces the scenario-check warning under the pointer concerns (hovered or focused), lit on the table. */
  readonly litPieces: readonly string[];
  /** The pieces and place the log line under the pointer names, lit on the table; null when none. */
  readonly litLog: LogRefs | null;
}

/**
 * What the page shows around the table and no frame of it draws: the notice, the picture's
 * choices, the long job's words. A change to these alone asks the canvas for nothing (a notice
 * fading away must not redraw a still table).
 */
export const PAGE_ONLY = [
  'notice',
  'notices',
  'picture',
  'busy',
] as const satisfies readonly (keyof ViewState)[];

export interface ViewActions<Seat extends string = string> {
  setTool(tool: Tool): void;
  setDraftTape(tape: Tape | null): void;
  layTape(tape: Tape): void;
  clearTape(): void;
  hover(id: string | null): void;
  setThreatTeam(team: Seat | null): void;
  /** Puts the camera at the shooter's eyes looking at the target, or back where it was. */
  shooterEye(from: readonly [number, number, number], at: readonly [number, number, number]): void;
  leaveShooterEye(): void;
  view(preset: ViewPreset): void;
  focus(at: Point, height: number): void;
  /** Says `text`; `undo` names a button that takes back the set-up change it tells of. */
  notify(tone: Notice['tone'], text: string, undo?: string): void;
  dismissNotice(): void;
  choosePicture(choice: Partial<PictureChoice>): void;
  setBusy(busy: Busy | null): void;
  lightTile(id: string | null): void;
  lightPieces(ids: readonly string[]): void;
  lightLog(refs: LogRefs | null): void;
}

export const NOTICES_KEPT = 50;

let nonce = 0;
const next = () => ++nonce;

export function viewSlice<Seat extends string>(
  set: SliceSet<ViewState<Seat>>,
  get: TableGet,
): ViewState<Seat> & ViewActions<Seat> {
  return {
    tool: 'look',
    tape: null,
    draftTape: null,
    hoverId: null,
    threatTeam: null,
    eyeView: false,
    camera: null,
    notice: null,
    notices: [],
    picture: { scale: 1, overlays: true, preset: null },
    busy: null,
    litTile: null,
    litPieces: [],
    litLog: null,

    // Taking up the tape puts down a figure in hand where it stood: its release then moves nobody.
    setTool: (tool) => {
      if (tool === 'measure' && get().interaction.kind === 'dragging') get().interact({ type: 'cancel' });
      set({ tool, draftTape: null });
    },
    setDraftTape: (draftTape) => set({ draftTape }),
    layTape: (tape) => set({ tape, draftTape: null }),
    clearTape: () => set({ tape: null, draftTape: null }),
    hover: (hoverId) => {
      const { hoverId: was, editing } = get();
      if (was !== hoverId && !editing) set({ hoverId });
    },
    setThreatTeam: (threatTeam) => set({ threatTeam }),
    shooterEye: (from, at) => set({ eyeView: true, camera: { kind: 'look', from, at, nonce: next() } }),
    leaveShooterEye: () => {
      if (get().eyeView) set({ eyeView: false, camera: { kind: 'back', nonce: next() } });
    },
    view: (preset) => set({ eyeView: false, camera: { kind: 'preset', preset, nonce: next() } }),
    focus: (at, height) => set({ eyeView: false, camera: { kind: 'focus', at, height, nonce: next() } }),
    notify: (tone, text, undo) => {
      const notice = { tone, text, nonce: next(), ...(undo === undefined ? {} : { undo }) };
      set((s) => ({ notice, notices: [...s.notices.slice(1 - NOTICES_KEPT), notice] }));
    },
    dismissNotice: () => set({ notice: null }),
    choosePicture: (choice) => set((s) => ({ picture: { ...s.picture, ...choice } })),
    setBusy: (busy) => set({ busy }),
    lightTile: (litTile) => set({ litTile }),
    lightPieces: (litPieces) => set({ litPieces }),
    lightLog: (litLog) => set({ litLog }),
  };
}
