import type { BufferGeometry, Object3D } from 'three';
import { Matrix4, Mesh, Vector3 } from 'three';
import type { TriangleMesh } from '../table/meshes';
import { MOST_TRIANGLES, meshProblem } from '../table/meshes';
import { refuse } from './result';

// What three's loaders hand back (a geometry, or a scene of meshes each with its own transform)
// made into the one plain mesh the table keeps: every mesh's triangles in the model's own frame,
// corners that sit at exactly the same point welded into one, and triangles that welding leaves
// with no area dropped. Lines and points (an OBJ's "l" and "p") are not surfaces and are left out.

const _v = new Vector3();

interface Part {
  readonly geometry: BufferGeometry;
  readonly matrix: Matrix4;
}

const partTriangles = ({ geometry }: Part): number =>
  Math.floor((geometry.index?.count ?? geometry.getAttribute('position')?.count ?? 0) / 3);

function partsOf(root: Object3D): Part[] {
  root.updateMatrixWorld(true);
  const parts: Part[] = [];
  root.traverse((object) => {
    if (object instanceof Mesh && object.geometry.getAttribute('position') !== undefined)
      parts.push({ geometry: object.geometry as BufferGeometry, matrix: object.matrixWorld });
  });
  return parts;
}

/** The mesh of a scene's meshes (OBJ, glTF), each placed by its world transform. */
export const sceneMesh = (root: Object3D): TriangleMesh => weldParts(partsOf(root));

/** The mesh of one geometry (STL), turned by `matrix` (an STL's +z up made +y up). */
export const geometryMesh = (geometry: BufferGeometry, matrix = new Matrix4()): TriangleMesh =>
  weldParts([{ geometry, matrix }]);

function weldParts(parts: readonly Part[]): TriangleMesh {
  const triangles = parts.reduce((sum, part) => sum + partTriangles(part), 0);
  if (triangles === 0) return refuse('the file has no triangles: a model needs a surface');
  if (triangles > MOST_TRIANGLES)
    return refuse(
      `the model has ${triangles.toLocaleString('en')} triangles, and a model may have at most ${MOST_TRIANGLES.toLocaleString('en')}: simplify it (a slicer's or Blender's "decimate") and import it again`,
    );
  const welder = new Welder(triangles * 3);
  const indices = new Uint32Array(triangles * 3);
  let kept = 0;
  for (const { geometry, matrix } of parts) {
    const position = geometry.getAttribute('position')!;
    const index = geometry.index;
    const count = Math.floor((index?.count ?? position.count) / 3) * 3;
    const corner = new Uint32Array(3);
    for (let i = 0; i < count; i += 3) {
      for (let k = 0; k < 3; k++) {
        const at = index === null ? i + k : index.getX(i + k);
        if (!(at >= 0 && at < position.count))
          return refuse(`a triangle names corner ${at}, which the model does not have`);
        _v.fromBufferAttribute(position, at).applyMatrix4(matrix);
        corner[k] = welder.add(_v.x, _v.y, _v.z);
      }
      if (corner[0] === corner[1] || corner[1] === corner[2] || corner[0] === corner[2]) continue;
      indices.set(corner, kept);
      kept += 3;
    }
  }
  if (kept === 0)
    return refuse('every triangle of the model has two of its corners at one point: it has no surface');
  const mesh: TriangleMesh = { positions: welder.positions(), indices: indices.slice(0, kept) };
  const problem = meshProblem(mesh);
  return problem === null ? mesh : refuse(`the model cannot be used: ${problem}`);
}

/**
 * Welds corners by their exact float bits in an open-addressed table: a Map keyed by strings is
 * several times slower at the 600,000 corners of a model at the cap.
 */
class Welder {
  private readonly xyz: Float32Array;
  private readonly bits: Uint32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;
  private count = 0;

  constructor(most: number) {
    this.xyz = new Float32Array(most * 3);
    this.bits = new Uint32Array(this.xyz.buffer);
    let size = 16;
    while (size < most * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  add(x: number, y: number, z: number): number {
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z))
      return refuse('a corner has a coordinate that is not a number (NaN or infinite)');
    const at = this.count * 3;
    // + 0 makes −0 into 0, so the two zeros weld.
    this.xyz[at] = x + 0;
    this.xyz[at + 1] = y + 0;
    this.xyz[at + 2] = z + 0;
    const a = this.bits[at]!;
    const b = this.bits[at + 1]!;
    const c = this.bits[at + 2]!;
    let slot = (Math.imul(a, 73856093) ^ Math.imul(b, 19349663) ^ Math.imul(c, 83492791)) & this.mask;
    for (;;) {
      const found = this.slots[slot]!;
      if (found < 0) {
        this.slots[slot] = this.count;
        return this.count++;
      }
      const f = found * 3;
      if (this.bits[f] === a && this.bits[f + 1] === b && this.bits[f + 2] === c) return found;
      slot = (slot + 1) & this.mask;
    }
  }

  positions(): Float32Array {
    return this.xyz.slice(0, this.count * 3);
  }
}
