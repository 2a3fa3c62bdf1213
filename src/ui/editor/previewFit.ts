import type { ModelKind } from '../../scene/systemView';
import type { ModelAdjust, TriangleMesh } from '../../table/meshes';
import { fitModel, fitPositions, meshBounds, onFootprint } from '../../table/meshes';

// What the Models card says and shows of a model on its kind of piece: a figure's model fitted to
// the piece's true height (fit.ts), a terrain kind's stretched over a typical piece's footprint
// and height (footprint.ts), with the player's scale, turn and lift, as the table draws it.

/** The fitted model's size in cm: across (x), up, and deep (z), before the turn. */
export interface FittedSize {
  readonly across: number;
  readonly height: number;
  readonly depth: number;
}

/** A typical piece of the kind: a figure's base is round, a terrain piece its footprint's box. */
export const pieceSize = (kind: ModelKind): FittedSize => ({
  across: kind.across,
  height: kind.height,
  depth: kind.terrain?.depth ?? kind.across,
});

export function fittedSize(kind: ModelKind, mesh: TriangleMesh, use: ModelAdjust): FittedSize {
  if (kind.terrain !== undefined) {
    const piece = pieceSize(kind);
    return {
      across: piece.across * use.scale,
      height: piece.height * use.scale,
      depth: piece.depth * use.scale,
    };
  }
  const [across, height, depth] = fitModel(meshBounds(mesh), kind, use).size;
  return { across, height, depth };
}

/** The model's corners as the table stands it on a piece of its kind centred at the origin. */
export function fittedPositions(kind: ModelKind, mesh: TriangleMesh, use: ModelAdjust): Float32Array {
  if (kind.terrain === undefined) return fitPositions(fitModel(meshBounds(mesh), kind, use), mesh.positions);
  const { across, height, depth } = pieceSize(kind);
  return onFootprint(mesh.positions, use, {
    x: 0,
    y: 0,
    ground: 0,
    rotation: 0,
    width: across,
    depth,
    height,
  });
}

const cm = (n: number) => n.toFixed(1);

/** The card's line: how large the model stands, as words (the preview's text alternative too). */
export function fitWords(kind: ModelKind, size: FittedSize, triangles: number): string {
  const count = trianglesWord(triangles);
  if (kind.terrain === undefined)
    return `Stands ${cm(size.height)} cm tall and ${cm(Math.max(size.across, size.depth))} cm across, ${count}.`;
  return `Fitted to each piece; on a typical one it covers ${cm(size.across)} × ${cm(size.depth)} cm and stands ${cm(size.height)} cm tall, ${count}.`;
}

/** "1 triangle", "20,000 triangles". */
export const trianglesWord = (n: number): string => `${n.toLocaleString('en')} triangle${n === 1 ? '' : 's'}`;
