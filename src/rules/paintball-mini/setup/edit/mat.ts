import type { Point } from '../../../../geometry';
import { distanceToSegment, matRectangle, onMat, outlineProblem } from '../../../../geometry';
import { round } from '../placement';
import type { Setup } from '../types';
import { findPiece, pieceLabel } from './find';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { listWords } from './rules/warning';
import { onTable, tableWords } from './table';

// An open mat's shape in the editor: its size as a rectangle, or any corner moved to make any
// simple polygon. A change that would leave a piece off the mat is refused with the pieces named,
// as removing a tile from under pieces is.

/** The smallest mat side the editor makes: two moves across. */
export const SMALLEST_MAT_CM = 20;

/** The mat's width and depth, its outline's extent, to a millimetre. */
export function matSize(setup: Setup): { width: number; depth: number } | null {
  const outline = setup.board.mat?.outline;
  if (outline === undefined) return null;
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const mm = (v: number) => Math.round(v * 10) / 10;
  return { width: mm(Math.max(...xs) - Math.min(...xs)), depth: mm(Math.max(...ys) - Math.min(...ys)) };
}

/** Makes the mat a rectangle `width` × `depth` cm, centred on the table. */
export function resizeMat(setup: Setup, { width, depth }: { width: number; depth: number }): EditResult {
  if (setup.board.mat === undefined) return refuse('this table is a board of hex tiles, not an open mat');
  if (!Number.isFinite(width) || !Number.isFinite(depth))
    return refuse('a mat is measured in cm: give a number for each side');
  if (width < SMALLEST_MAT_CM || depth < SMALLEST_MAT_CM)
    return refuse(
      `a mat is at least ${SMALLEST_MAT_CM} × ${SMALLEST_MAT_CM} cm (asked for ${width} × ${depth} cm)`,
    );
  return reshape(setup, matRectangle(round(width), round(depth)));
}

/** Moves one corner of the mat (0 is the first) to `to`: any simple polygon. */
export function moveMatCorner(setup: Setup, { corner, to }: { corner: number; to: Point }): EditResult {
  const outline = setup.board.mat?.outline;
  if (outline === undefined) return refuse('this table is a board of hex tiles, not an open mat');
  if (!Number.isInteger(corner) || corner < 0 || corner >= outline.length)
    return refuse(`the mat has corners 1 to ${outline.length}, not ${corner + 1}`);
  return reshape(
    setup,
    outline.map((p, i) => (i === corner ? { x: round(to.x), y: round(to.y) } : p)),
  );
}

/** The most corners a mat may have (the set-up format's limit). */
export const MOST_MAT_CORNERS = 64;

/** A new corner at `at`, set into the side of the mat nearest to it: the mat becomes any polygon. */
export function addMatCorner(setup: Setup, { at }: { at: Point }): EditResult {
  const outline = setup.board.mat?.outline;
  if (outline === undefined) return refuse('this table is a board of hex tiles, not an open mat');
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
  return reshape(setup, [...outline.slice(0, side + 1), corner, ...outline.slice(side + 1)]);
}

/** The mat without one of its corners: its two neighbours are joined by a straight side. */
export function removeMatCorner(setup: Setup, { corner }: { corner: number }): EditResult {
  const outline = setup.board.mat?.outline;
  if (outline === undefined) return refuse('this table is a board of hex tiles, not an open mat');
  if (!Number.isInteger(corner) || corner < 0 || corner >= outline.length)
    return refuse(`the mat has corners 1 to ${outline.length}, not ${corner + 1}`);
  if (outline.length <= 3) return refuse('a mat has at least 3 corners');
  return reshape(
    setup,
    outline.filter((_, i) => i !== corner),
  );
}

function reshape(setup: Setup, outline: Point[]): EditResult {
  const off = outline.find((p) => !onTable(setup, p));
  if (off !== undefined)
    return refuse(`a corner of the mat would run off ${tableWords(setup)}: make the table larger first`);
  const wrong = outlineProblem(outline);
  if (wrong !== null) return refuse(`that is no mat: ${wrong.problem}`);
  const stranded = [
    ...setup.figures.filter((f) => f.status !== 'eliminated' && !onMat(outline, f.at)),
    ...setup.terrain.filter((t) => !onMat(outline, t.at)),
    ...setup.markers.filter((m) => !(m.kind === 'flag' && m.carriedBy !== null) && !onMat(outline, m.at)),
  ];
  if (stranded.length > 0) {
    const names = stranded.map((p) => pieceLabel(setup, findPiece(setup, p.id)!));
    return refuse(
      `${listWords(names)} would be off the mat: move ${stranded.length === 1 ? 'it' : 'them'} first`,
    );
  }
  return done({ ...setup, board: { ...setup.board, mat: { outline } } });
}
