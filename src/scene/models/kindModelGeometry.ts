import type { BufferGeometry } from 'three';
import { BufferAttribute, BufferGeometry as Geometry, Matrix4 } from 'three';
import type { ModelUse, PieceSize } from '../../table/meshes';
import { fitMatrix, fitModel, meshBounds, modelMesh } from '../../table/meshes';
import { painted } from './paint';

// A kind of piece's imported model as the table draws it: unpacked, fitted to the piece (its true
// height, stood on the base, centred, then the player's scale, turn and lift) and painted to take its
// seat's colour as the default model's body does. Loaded only for a table with models
// (useKindModel), as it brings the inflater. Flat-shaded, as a printed miniature's facets read.

const made = new Map<string, BufferGeometry>();

export function kindModelGeometry(use: ModelUse, data: string, piece: PieceSize): BufferGeometry | null {
  const key = `${use.model}:${use.scale}:${use.turn}:${use.lift}:${piece.across}:${piece.height}`;
  const kept = made.get(key);
  if (kept !== undefined) return kept;
  const mesh = modelMesh(use.model, data);
  if (typeof mesh === 'string') return null;
  const fit = fitModel(meshBounds(mesh), piece, use);
  const indexed = new Geometry();
  indexed.setAttribute('position', new BufferAttribute(mesh.positions.slice(), 3));
  indexed.setIndex(new BufferAttribute(mesh.indices, 1));
  indexed.applyMatrix4(new Matrix4().fromArray(fitMatrix(fit)));
  const geometry = painted(indexed, '#ffffff', 1);
  geometry.computeVertexNormals();
  made.set(key, geometry);
  return geometry;
}
