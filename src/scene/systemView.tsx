import type { PrintPiece } from '../print';
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { LogRefs } from '../game/log';
import type { Point } from '../geometry';
import type { TableStore } from '../state/tableStore';
import type { StatusWords } from './statusWords';
import type { StrokeCell } from './editor/paintStroke';

// The slots a rule system fills on the shared table and shell. The scene and the panels draw the
// board, the tape, the camera and the buttons every system shares; a system's pieces, its panels
// and what its pieces mean for the table (how high the ground is, how wide a piece stands) come
// from its view, one object per system, loaded with the set-up that names it (src/app). It lives in
// scene, not ui, because the table's slots are read here and ui sits above scene.

/** What the shared table reads of any system's set-up: the envelope (src/state/tableGame.ts). */
export type { TableSetup } from '../state/tableGame';

/** Where a piece stands and how wide the ring round it is drawn when it is picked, in cm. */
export interface PieceRing {
  readonly at: Point;
  readonly radius: number;
}

/** What stands on the table, for the views' fit: points of its plan and the top of the tallest thing. */
export interface Standing {
  readonly plan: readonly Point[];
  readonly top: number;
}

/** What an edit of the set-up gives: the new set-up (and what to select), or why not in a player's words. */
export type Edit<S> =
  | { readonly ok: true; readonly setup: S; readonly selection?: readonly string[] }
  | { readonly ok: false; readonly reason: string };

/** A problem the editor's check found, in the system's words, with the pieces it concerns. */
export interface PlacementWarning {
  readonly rule: string;
  readonly message: string;
  readonly severity: string;
  readonly pieces: readonly string[];
}

/** A ray in table coordinates: x and y on the table plane, z the height above it, all in cm. */
export interface TableRay {
  readonly origin: { readonly x: number; readonly y: number; readonly z: number };
  readonly dir: { readonly x: number; readonly y: number; readonly z: number };
}

/** A reshaped mat, or why not in a player's words. */
export type MatEdit<S> =
  { readonly ok: true; readonly setup: S } | { readonly ok: false; readonly reason: string };

/** What a tape reads, in the system's words. */
export interface TapeWords {
  readonly cm: number;
  readonly outOfRange: boolean;
  readonly text: string;
}

/**
 * What the keyboard steps through on the table in a game, and how it acts there: each key does what
 * a click does (src/scene/keys), so a system says only which pieces are whose and what a click does.
 */
export interface TableKeys {
  /** The pieces the side to act may pick, in the order a key steps through them. */
  own(store: TableStore): readonly string[];
  /** What the picked piece may be pointed at (its targets), nearest first; none while nothing is picked. */
  targets(store: TableStore): readonly string[];
  /** A click on a piece. */
  pick(store: TableStore, id: string): void;
  /** A click on the table at a point (a hex's centre in hex play); `shift`: a shift-click (Shift+Enter). */
  click(store: TableStore, at: Point, shift: boolean): void;
  /**
   * Where a point is in the game's words (the place words kit, src/game/places: "on the hill's
   * second level", "beside South's Scout"), loaded with the words; absent where the game has none.
   */
  place?(store: TableStore, at: Point): Promise<string | null>;
  /**
   * Where the arrows' pointer starts while nothing is picked and a button waits for a hex (a
   * piece or terrain placed from the bar before any of one's pieces stands on the table); absent,
   * or null, where the pointer always starts from the picked piece.
   */
  pointerStart?(store: TableStore): Point | null;
}

/**
 * A system's view, as `defineSystemView` (defineSystemView.ts) makes it from what the system states:
 * every slot is filled, with the kit's default where the system has nothing of its own. `S` is its
 * set-up, `G` its game state. Components load their own heavy parts lazily (sight, shot card, play
 * layer), so filling the slots costs the first frame little.
 */
/** A kind of piece a player may give a model of their own (src/table/meshes), and the piece it stands in for. */
export interface ModelKind {
  /** The system's word the set-up file keeps: "figure". */
  readonly kind: string;
  /** As the editor shows it: "Figures". */
  readonly label: string;
  /** The piece's footprint across and its true height (above its base), in cm: what a model is fitted to. */
  readonly across: number;
  readonly height: number;
  /**
   * A kind of terrain (a hill, a bunker, an obstacle): its model is stretched over each piece's own
   * footprint and height (src/table/meshes/footprint.ts), `across` and `height` above being a typical
   * piece's, as the editor's preview shows it (`depth` its other way across). `measured` says in one
   * plain line what the rules measure instead: the model is drawn only.
   */
  readonly terrain?: { readonly depth: number; readonly measured: string };
}

export interface SystemView<S, G, P = { readonly piece: string }> {
  readonly system: string;
  /** The kinds of piece the editor's Models card offers; none, and it is not shown. */
  readonly modelKinds?: readonly ModelKind[];
  /**
   * The pieces on this table a kind's model is drawn on, one name each (a figure's, a unit's card,
   * a seat's), so the Models card can say which they are, or that there are none yet.
   */
  modelledOn?(setup: S, kind: string): readonly string[];

  // The table.
  /** Its pieces on the table as shown: figures, terrain, markers. */
  readonly Pieces: ComponentType<{ setup: S; animate: boolean }>;
  /** Lines of sight, badges, the threat view: while a piece is selected or a threat view is on. */
  readonly SightLayer: ComponentType<{ setup: S }>;
  /** What a game adds to the table: where the selected piece may go, and the sheet that takes clicks. */
  readonly PlayLayer: ComponentType<{ surface: boolean }>;
  /** The pieces and the place a log line names, lit on the table while the pointer is on the line. */
  readonly LogLight: ComponentType<{ setup: S; refs: LogRefs | null }>;
  /** How high the ground is at a point of the table (a hill's top, a stack), in cm above the board. */
  groundHeightAt(setup: S, at: Point): number;
  /** Where a piece stands and how wide its ring is when the editor picks it; null for no such piece. */
  pieceRing(setup: S, id: string): PieceRing | null;
  /** The nearest piece a ray from the eye meets (table cm: x, y on the plane, z up), or null. */
  pickOnRay(setup: S, ray: TableRay): string | null;
  /** Where a tape pointed at this piece runs from (a figure's base centre), or null for one it does not snap to. */
  tapeEnd(setup: S, id: string): Point | null;
  /** The centres of the bases a tape end dropped near one snaps to (where the rules measure from). */
  bases(setup: S): readonly Point[];
  /** The status bar's words: how the table is measured, the selected piece, what a tape reads. */
  readonly statusWords: StatusWords<S>;
  /** The tape measure: how long one band is, how many bands a shot reaches, and what a tape reads. */
  readonly tape: {
    readonly bandCm: number;
    readonly inRangeBands: number;
    read(setup: S, tape: { readonly from: Point; readonly to: Point }): TapeWords;
  };
  /** Every piece on the table, for the camera's fit. */
  standing(setup: S): Standing;
  /** Playing by keyboard; a system without it is played by pointer alone. */
  readonly keys?: TableKeys;
  /** Its terrain pieces out to print (src/print), loaded when Print… opens; a system whose only terrain is hex stacks leaves it out. */
  printPieces?(setup: S): Promise<readonly PrintPiece[]>;

  // The shell.
  /** The key to the pieces and the shortcuts, beside the game's or the editor's panel. */
  readonly Legend: ComponentType<{ beside?: 'play' | 'editor' }>;
  /** The card about the selected piece (its shot), while one is selected. */
  readonly ShotPanel: ComponentType;
  readonly play: {
    /** The turn, the side to act and what the game's dice decided, at the top of the game panel. */
    readonly Header: ComponentType<{ game: G }>;
    /** What the player may do now: questions, the action bar, the referee's card, ending a turn. */
    readonly Controls: ComponentType<{ game: G }>;
    /**
     * Controls too tall for a box of their own (a column of unit cards) flow in the panel's own
     * scroll, whole, instead of scrolling inside a short box above the log.
     */
    readonly controlsFlow?: boolean;
    /** Whether the game has ended, and whether it waits on a player's answer. */
    moment(game: G): 'over' | 'question' | 'play';
    /** Every piece's name by id, for the log's words. */
    names(game: G): ReadonlyMap<string, string>;
    /** What a click on the log line written by this action shows: who acted, and at whom. */
    lineAim(action: unknown): { pieceId: string; targetId: string | null } | undefined;
    /**
     * Who acts and at whom in `action`, read in `game` (the game just before it): the pieces a
     * picture of that moment frames, picked so the line and the call are drawn. The kit's default
     * is `lineAim`, for a system whose actions name their shooter.
     */
    shotAim(game: G, action: unknown): { pieceId: string; targetId: string | null } | undefined;
  };
  readonly editor: {
    /** The open mat's corners (src/table/edit/mat.ts with this system's pieces kept on the mat). */
    readonly matCorners: {
      move(setup: S, args: { corner: number; to: Point }): MatEdit<S>;
      add(setup: S, args: { at: Point }): MatEdit<S>;
      remove(setup: S, args: { corner: number }): MatEdit<S>;
    };
    /** The pieces a player may place. */
    readonly Palette: ComponentType;
    /** The selected piece's properties. */
    readonly Properties: ComponentType<{ setup: S; id: string }>;
    /** The board's own section: tiles or the mat. */
    readonly Board: ComponentType<{ setup: S }>;
    /** What the palette has in hand, in a player's words ("Red player"). */
    placingLabel(placing: P): string;
    /** The scenario's placement rules, checked. */
    check(setup: S): readonly PlacementWarning[];
    /** Every piece on the table, for Ctrl+A. */
    allPieces(setup: S): readonly string[];
    /** What a click with the palette's entry in hand makes of the table at `at`. */
    place(setup: S, placing: P, at: Point): Edit<S>;
    /**
     * The hex a press-and-drag with this palette entry paints at `at` (a terrain tool: each hex the
     * pointer enters gets `place` once, the stroke one step of history); null, or no such slot,
     * for an entry a click puts down once.
     */
    strokeCell?(setup: S, placing: P, at: Point): StrokeCell | null;
    /** The pieces `ids` moved by `by` (a drag, shown live and kept when dropped). */
    move(setup: S, ids: readonly string[], by: Point): Edit<S>;
    /** The pieces whose centre lies in the box from `from` to `to`. */
    inBox(setup: S, from: Point, to: Point): readonly string[];
    /** The set-up's edits the editor's buttons and keys make, on the store's table. */
    /** Turns the selection; a system whose pieces have no facing leaves it out (no Turn button, R does nothing). */
    turn?(store: TableStore, sign: 1 | -1): void;
    copy(store: TableStore): void;
    remove(store: TableStore): void;
    rename(store: TableStore, name: string): void;
    clear(store: TableStore): void;
  };
  /** The camera at the selected piece's eye, looking along its checked shot; nothing when there is none. */
  lookAlongShot(store: TableStore): void;
}

/** A system's view whose types the shell does not know: what the registry holds and the slots read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystemView = SystemView<any, any, any>;

/** The view of the system the open table is played under; null while it loads. */
export const SystemViewContext = createContext<AnySystemView | null>(null);

/**
 * The open table's system view. The app draws the table and its panels only once it has loaded,
 * so a slot read without one is a fault in the app, said so.
 */
export function useSystemView(): AnySystemView {
  const view = useContext(SystemViewContext);
  if (view === null) throw new Error('The table was drawn before its rule system’s view had loaded.');
  return view;
}
