import type { Point } from '../../geometry';
import { distanceToSegment, matRectangle, onMat, outlineProblem } from '../../geometry';
import type { Envelope } from '../envelope';
import type { TablePieces } from './pieces';
import type { EditResult, Refusal } from './result';
import { done, refuse } from './result';
import { listWords, onTable, round, tableWords } from './table';

// An open mat's shape in the editor: its size as a rectangle, or any corner moved to make any
// simple polygon. A change that would leave a piece off the mat is refused with the pieces named,
// as removing a tile from under pieces is.

/** The smallest mat side the editor makes: two moves across. */
export const SMALLEST_MAT_CM = 20;

/** The most corners a mat may have (the set-up format's limit). */
export const MOST_MAT_CORNERS = 64;

const NOT_A_MAT = 'this table is a board of hex tiles, not an open mat';

/** The mat's width and depth, its outline's extent, to a millimetre. */
export function matSize(setup: Envelope): { width: number; depth: number } | null {
  const outline = setup.board.mat?.outline;
  if (outline === undefined) return null;
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const mm = (v: number) => Math.round(v * 10) / 10;
  return { width: mm(Math.max(...xs) - Math.min(...xs)), depth: mm(Math.max(...ys) - Math.min(...ys)) };
}

/** Makes the mat a rectangle `width` × `depth` cm, centred on the table. */
export function resizeMat<T extends Envelope>(
  setup: T,
  { width, depth }: { width: number; depth: number },
  pieces: TablePieces<T>,
): EditResult<T> {
  if (setup.board.mat === undefined) return refuse(NOT_A_MAT);
  if (!Number.isFinite(width) || !Number.isFinite(depth))
    return refuse('a mat is measured in cm: give a number for each side');
  if (width < SMALLEST_MAT_CM || depth < SMALLEST_MAT_CM)
    return refuse(
      `a mat is at least ${SMALLEST_MAT_CM} × ${SMALLEST_MAT_CM} cm (asked for ${width} × ${depth} cm)`,
    );
  return reshape(setup, matRectangle(round(width), round(depth)), pieces);
}

/** Moves one corner of the mat (0 is the first) to `to`: any simple polygon. */
export function moveMatCorner<T extends Envelope>(
  setup: T,
  { corner, to }: { corner: number; to: Point },
  pieces: TablePieces<T>,
): EditResult<T> {
  const mat = matCorner(setup, corner);
  if ('reason' in mat) return mat;
  return reshape(
    setup,
    mat.outline.map((p, i) => (i === corner ? { x: round(to.x), y: round(to.y) } : p)),
    pieces,
  );
}

/** A new corner at `at`, set into the side of the mat nearest to it: the mat becomes any polygon. */
export function addMatCorner<T extends Envelope>(
  setup: T,
  { at }: { at: Point },
  pieces: TablePieces<T>,
): EditResult<T> {
  const outline = setup.board.mat?.outline;
  if (outline === undefined) return refuse(NOT_A_MAT);
  if (outline.length >= MOST_MAT_CORNERS) return refuse(`a mat has at most ${MOST_MAT_CORNERS} corners`);
  let side = 0;
  let nearest = Infinity;
  outline.forEach((a, i) => {
    const d = distanceToSegment(at, a, outline[(i + 1) % outline.length]!);
    if (d < nearest) {
      nearest = d;
      side = i;
    }
  });
  const corner = { x: round(at.x), y: round(at.y) };
  return reshape(setup, [...outline.slice(0, side + 1), corner, ...outline.slice(side + 1)], pieces);
}

/** The mat without one of its corners: its two neighbours are joined by a straight side. */
export function removeMatCorner<T extends Envelope>(
  setup: T,
  { corner }: { corner: number },
  pieces: TablePieces<T>,
): EditResult<T> {
  const mat = matCorner(setup, corner);
  if ('reason' in mat) return mat;
  if (mat.outline.length <= 3) return refuse('a mat has at least 3 corners');
  return reshape(
    setup,
    mat.outline.filter((_, i) => i !== corner),
    pieces,
  );
}

/** The mat's outline, when the table has a mat and `corner` is one of its corners; else why not. */
function matCorner(setup: Envelope, corner: number): { readonly outline: readonly Point[] } | Refusal {
  const outline = setup.board.mat?.outline;
  if (outline === undefined) return refuse(NOT_A_MAT);
  if (!Number.isInteger(corner) || corner < 0 || corner >= outline.length)
    return refuse(`the mat has corners 1 to ${outline.length}, not ${corner + 1}`);
  return { outline };
}

function reshape<T extends Envelope>(setup: T, outline: Point[], pieces: TablePieces<T>): EditResult<T> {
  const off = outline.find((p) => !onTable(setup, p));
  if (off !== undefined)
    return refuse(`a corner of the mat would run off ${tableWords(setup)}: make the table larger first`);
  const wrong = outlineProblem(outline);
  if (wrong !== null) return refuse(`that is no mat: ${wrong.problem}`);
  const stranded = pieces.standing(setup, (p) => !onMat(outline, p), 'mat');
  if (stranded.length > 0) {
    return refuse(
      `${listWords(stranded)} would be off the mat: move ${stranded.length === 1 ? 'it' : 'them'} first`,
    );
  }
  return done({ ...setup, board: { ...setup.board, mat: { outline } } });
}
