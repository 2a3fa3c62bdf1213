import type { Edit } from '../systemView';

// A paint stroke: a terrain tool pressed on the board and dragged. Each hex the pointer enters gets
// the tool once (a raise stroke raises every hex it crosses by one level, however long the pointer
// stays on it); a hex the system refuses is left as it was and named once when the stroke ends. The
// whole stroke is kept as one edit, so one undo takes it back. Pure: the editor surface feeds it the
// hexes and the system's edit, and keeps what `finishStroke` gives.

/** A hex of the board as the stroke knows it: a key to tell hexes apart, and its name for the player. */
export interface StrokeCell {
  readonly key: string;
  readonly name: string;
}

/** A hex the tool was refused on, and why (in the system's words). */
interface Refusal {
  readonly name: string;
  readonly reason: string;
}

export interface PaintStroke<S> {
  /** The table as the stroke leaves it so far. */
  readonly setup: S;
  /** Whether any hex took the tool. */
  readonly changed: boolean;
  /** Every hex the pointer has entered, painted or refused. */
  readonly entered: ReadonlySet<string>;
  readonly refused: readonly Refusal[];
}

export function startStroke<S>(setup: S): PaintStroke<S> {
  return { setup, changed: false, entered: new Set(), refused: [] };
}

/** The stroke once the pointer is over `cell`: the tool applied there, unless that hex had its go. */
export function paintCell<S>(
  stroke: PaintStroke<S>,
  cell: StrokeCell,
  tool: (setup: S) => Edit<S>,
): PaintStroke<S> {
  if (stroke.entered.has(cell.key)) return stroke;
  const entered = new Set(stroke.entered).add(cell.key);
  const r = tool(stroke.setup);
  if (!r.ok)
    return { ...stroke, entered, refused: [...stroke.refused, { name: cell.name, reason: r.reason }] };
  return { setup: r.setup, changed: true, entered, refused: stroke.refused };
}

/** What a finished stroke leaves: the one edit to keep (null when no hex changed), and one notice of the refused. */
export interface StrokeEnd<S> {
  readonly edit: Edit<S> | null;
  readonly notice: string | null;
}

/** The stroke ended (pointer up, Esc, the pointer off the canvas). */
export function finishStroke<S>(stroke: PaintStroke<S>): StrokeEnd<S> {
  return {
    edit: stroke.changed ? { ok: true, setup: stroke.setup } : null,
    notice: refusedWords(stroke.refused),
  };
}

/** The refused hexes named once, with each distinct reason once. */
function refusedWords(refused: readonly Refusal[]): string | null {
  if (refused.length === 0) return null;
  // Hexes named by what is on or near them: a row in one wood is "the hex in the forest" once.
  const names = [...new Set(refused.map((r) => r.name))].join(', ');
  const reasons = [...new Set(refused.map((r) => r.reason))].join('; ');
  const which = refused.length === 1 ? names : `${refused.length} hexes (${names})`;
  return `Not done on ${which}: ${reasons}`;
}
