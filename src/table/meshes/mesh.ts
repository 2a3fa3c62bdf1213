import { clip } from '../problems';

// A model as the table keeps it: one plain indexed triangle mesh, whatever file it came from, in the
// model's own units with +y up. Pure data (no three.js), so the set-up file, the network and the
// tests hold it as they hold any other part of a table. Every mesh that reaches a table has passed
// checkMesh: a file is untrusted, and a NaN or a coordinate of 1e30 would poison every bound and
// every ray cast at it.

export interface TriangleMesh {
  /** x, y, z of each corner, +y up. */
  readonly positions: Float32Array;
  /** Three corners per triangle, each an index into `positions` / 3. */
  readonly indices: Uint32Array;
}

/** The most triangles a model may have: a detailed printed miniature is 20,000 to 100,000. */
export const MOST_TRIANGLES = 200_000;
/** The largest model file read at all: beyond this a file is refused before it is parsed. */
export const MOST_MODEL_BYTES = 16 * 1024 * 1024;
/** The largest coordinate a model may use, in its own units (a 100 m model in mm is 1e5). */
export const MOST_COORDINATE = 1e6;

export interface Bounds {
  readonly min: readonly [number, number, number];
  readonly max: readonly [number, number, number];
}

export const triangleCount = (mesh: TriangleMesh): number => mesh.indices.length / 3;

/** What is wrong with a mesh, in plain words, or null when a table may hold it. */
export function meshProblem(mesh: TriangleMesh): string | null {
  const { positions, indices } = mesh;
  if (positions.length % 3 !== 0) return 'its corner list is not whole x, y, z triples';
  if (indices.length % 3 !== 0) return 'its triangle list is not whole triples of corners';
  const triangles = indices.length / 3;
  if (triangles === 0) return 'it has no triangles';
  if (triangles > MOST_TRIANGLES)
    return `it has ${triangles.toLocaleString('en')} triangles, and a model may have at most ${MOST_TRIANGLES.toLocaleString('en')}`;
  const corners = positions.length / 3;
  if (corners > 3 * MOST_TRIANGLES) return 'it has more corners than its triangles could use';
  for (let i = 0; i < positions.length; i++) {
    const v = positions[i]!;
    if (!Number.isFinite(v)) return 'a corner has a coordinate that is not a number (NaN or infinite)';
    if (Math.abs(v) > MOST_COORDINATE)
      return `a corner lies ${v > 0 ? '' : '-'}${Math.abs(v).toExponential(1)} units out, and a model's coordinates stay within ${MOST_COORDINATE.toExponential(0)}`;
  }
  for (let i = 0; i < indices.length; i++)
    if (indices[i]! >= corners)
      return `triangle ${Math.floor(i / 3) + 1} names a corner the model does not have`;
  const { min, max } = meshBounds(mesh);
  if (max[0] - min[0] <= 0 && max[1] - min[1] <= 0 && max[2] - min[2] <= 0)
    return 'all its corners are one point: it has no size';
  return null;
}

/** The box round the corners the triangles use. */
export function meshBounds(mesh: TriangleMesh): Bounds {
  const { positions, indices } = mesh;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < indices.length; i++) {
    const at = indices[i]! * 3;
    for (let a = 0; a < 3; a++) {
      const v = positions[at + a]!;
      if (v < min[a]!) min[a] = v;
      if (v > max[a]!) max[a] = v;
    }
  }
  return { min: [min[0]!, min[1]!, min[2]!], max: [max[0]!, max[1]!, max[2]!] };
}

/** A piece of an untrusted file quoted in a message: at most 40 characters, on one line. */
export const clipWords = (text: string): string => `"${clip(text.replace(/\s+/g, ' ').trim())}"`;
