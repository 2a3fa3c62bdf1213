import type { BufferGeometry } from 'three';
import { BufferAttribute, BufferGeometry as Geometry, Matrix4 } from 'three';
import type { ModelUse } from '../../table/meshes';
import { modelMesh, unitFootprintMatrix } from '../../table/meshes';

// A terrain kind's imported model as the table draws it: unpacked and fitted into a box one unit each
// way (the player's turn and scale in it), which each piece's instance then stretches to its own
// footprint and height (footprintMatrix). Loaded only for a table with models, as it brings the
// inflater. Flat-shaded, as a printed piece's facets read; each piece takes its kind's colour.

const made = new Map<string, BufferGeometry>();

export function footprintModelGeometry(use: ModelUse, data: string): BufferGeometry | null {
  const key = `${use.model}:${use.scale}:${use.turn}`;
  const kept = made.get(key);
  if (kept !== undefined) return kept;
  const mesh = modelMesh(use.model, data);
  if (typeof mesh === 'string') return null;
  const indexed = new Geometry();
  indexed.setAttribute('position', new BufferAttribute(mesh.positions.slice(), 3));
  indexed.setIndex(new BufferAttribute(mesh.indices, 1));
  indexed.applyMatrix4(new Matrix4().fromArray(unitFootprintMatrix(mesh.positions, use)));
  const geometry = indexed.toNonIndexed();
  geometry.computeVertexNormals();
  made.set(key, geometry);
  return geometry;
}
