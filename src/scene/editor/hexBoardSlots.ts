import type { ComponentType } from 'react';
import type { Hex, Point } from '../../geometry';
import { hexKey, pointToHex } from '../../geometry';
import type { TableStore } from '../../state/tableStore';
import type { Envelope, SetupProblem } from '../../table';
import { checkEnvelope } from '../../table';
import type { Edit, PlacementWarning, SystemView } from '../systemView';
import type { StrokeCell } from './paintStroke';

// The editor's slots every system played on a hex board fills alike: no open mat to reshape, the
// pieces picked by a box, a terrain tool painting hex by hex, the table's problems as warnings and
// the edits the buttons make on the store's table. A system hands in what is its own (its pieces,
// which palette entries paint, how its rules name a problem); the rest is here once.

type Slots<S> = SystemView<S, unknown>['editor'];

/** The level tools every hex board's palette holds: a click raises or lowers the hex a level. */
export type LevelTool = { readonly piece: 'raise' } | { readonly piece: 'lower' };

/** What a level tool in hand does, in a player's words. */
const LEVEL_WORDS = { raise: 'A level raised', lower: 'A level lowered' } as const;

const isLevelTool = (placing: { readonly piece: string }): placing is LevelTool =>
  placing.piece === 'raise' || placing.piece === 'lower';

/** A piece of the set-up where it stands on the table. */
export interface StandingPiece {
  readonly id: string;
  readonly at: Point;
}

/** The open mat's corners refused: a system played on hexes has none. */
export function noOpenMat<S>(system: string): Slots<S>['matCorners'] {
  const refused = { ok: false as const, reason: `${system} is played on hexes: it has no open mat` };
  return { move: () => refused, add: () => refused, remove: () => refused };
}

/** The pieces whose centre lies in the box with corners `a` and `b` (edges included). */
export function idsInBox(pieces: readonly StandingPiece[], a: Point, b: Point): string[] {
  const [left, right] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [near, far] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return pieces
    .filter((p) => p.at.x >= left && p.at.x <= right && p.at.y >= near && p.at.y <= far)
    .map((p) => p.id);
}

/** Ctrl+A's pieces and the box's pieces, from the system's pieces where they stand. */
export function piecePicks<S>(pieces: (setup: S) => readonly StandingPiece[]) {
  return {
    allPieces: (setup: S) => pieces(setup).map((p) => p.id),
    inBox: (setup: S, a: Point, b: Point) => idsInBox(pieces(setup), a, b),
  };
}

/**
 * The hex a terrain tool paints at `at`; null for a palette entry that goes down by one click. A
 * refused hex is named in the system's place words ("the hex beside the forest"), never by coordinates.
 */
export function hexStrokeCell<S extends Envelope, P>(
  paints: (placing: P) => boolean,
  hexWords: (setup: S, h: Hex) => string,
) {
  return (setup: S, placing: P, at: Point): StrokeCell | null => {
    if (!paints(placing)) return null;
    const hex = pointToHex(setup.board, at);
    return { key: hexKey(hex), name: hexWords(setup, hex) };
  };
}

/** How a system reads a problem of its set-up: the rule it breaks, its words, the pieces it names. */
export interface ProblemReading {
  rule(problem: SetupProblem): string;
  words(problem: SetupProblem): string;
  pieces(problem: SetupProblem): readonly string[];
}

/** The envelope's problems and the system's own, as the editor's warnings. */
export function setupWarnings<S extends Envelope>(
  setup: S,
  own: readonly SetupProblem[],
  read: ProblemReading,
): PlacementWarning[] {
  return [...checkEnvelope(setup), ...own].map((p) => ({
    rule: read.rule(p),
    message: read.words(p),
    severity: 'warning',
    pieces: read.pieces(p),
  }));
}

/** The store's table edited by `edit` (kept as one step of history, or refused with its reason). */
export function editTable<S>(store: TableStore, edit: (setup: S) => Edit<S>): void {
  const { setup, applyEdit } = store.getState();
  applyEdit(edit(setup as S) as Edit<typeof setup>);
}

/** The editor's selection edited by `edit`, when anything is selected (null: nothing to do). */
export function editSelected<S>(
  store: TableStore,
  edit: (setup: S, ids: readonly string[]) => Edit<S> | null,
): void {
  const { setup, editSelection, applyEdit } = store.getState();
  if (editSelection.length === 0) return;
  const result = edit(setup as S, editSelection);
  if (result !== null) applyEdit(result as Edit<typeof setup>);
}

/**
 * What a system played on a hex board hands its editor; `hexBoardEditor` makes the shared slots of
 * it. `P` is its own palette entries, beside the level tools every hex board has.
 */
export interface HexBoardEditing<S extends Envelope, P extends { readonly piece: string }> {
  /** The system's name, as a refusal of the open mat says it. */
  readonly system: string;
  readonly Palette: ComponentType;
  readonly Properties: ComponentType<{ setup: S; id: string }>;
  readonly Board: ComponentType<{ setup: S }>;
  /** What one of its own entries in hand does, in a player's words. */
  placingLabel(placing: P): string;
  /** A hex raised a level, and lowered, as its rules on stacks allow. */
  raise(setup: S, hex: Hex): Edit<S>;
  lower(setup: S, hex: Hex): Edit<S>;
  /** One of its own entries put down on the hex clicked. */
  placeOnHex(setup: S, placing: P, hex: Hex): Edit<S>;
  /** Whether a palette entry paints hex by hex when dragged (a terrain tool). */
  paintsHexes(placing: LevelTool | P): boolean;
  /** A hex in the system's place words. */
  hexWords(setup: S, h: Hex): string;
  /** Its pieces where they stand, for Ctrl+A and the box. */
  pieces(setup: S): readonly StandingPiece[];
  /**
   * Its own problems with a set-up (the envelope's are added), and how it reads each: the rule it
   * breaks, its words, the pieces it names.
   */
  problems(setup: S): readonly SetupProblem[];
  ruleOf(problem: SetupProblem): string;
  problemWords(setup: S, problem: SetupProblem): string;
  piecesNamed(setup: S, problem: SetupProblem): readonly string[];
  rename(setup: S, name: string): Edit<S>;
  clear(setup: S): Edit<S>;
}

/** The editor's slots a hex board system fills alike, from what is its own; it adds its edits of pieces. */
export function hexBoardEditor<S extends Envelope, P extends { readonly piece: string }>(
  own: HexBoardEditing<S, P>,
) {
  return {
    matCorners: noOpenMat<S>(own.system),
    Palette: own.Palette,
    Properties: own.Properties,
    Board: own.Board,
    placingLabel: (placing: LevelTool | P): string =>
      isLevelTool(placing) ? LEVEL_WORDS[placing.piece] : own.placingLabel(placing),
    place(setup: S, placing: LevelTool | P, at: Point): Edit<S> {
      const hex = pointToHex(setup.board, at);
      return isLevelTool(placing) ? own[placing.piece](setup, hex) : own.placeOnHex(setup, placing, hex);
    },
    check: (setup: S) =>
      setupWarnings(setup, own.problems(setup), {
        rule: own.ruleOf,
        words: (p) => own.problemWords(setup, p),
        pieces: (p) => own.piecesNamed(setup, p),
      }),
    ...piecePicks(own.pieces),
    strokeCell: hexStrokeCell<S, LevelTool | P>(own.paintsHexes, own.hexWords),
    rename: (store: TableStore, name: string) => editTable(store, (setup: S) => own.rename(setup, name)),
    clear: (store: TableStore) => editTable(store, own.clear),
  };
}
