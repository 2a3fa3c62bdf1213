import type { TriangleMesh } from '../table/meshes';

/** The kinds of model file the importer reads. */
export type ModelFormat = 'stl-binary' | 'stl-ascii' | 'obj' | 'glb' | 'gltf';

export const FORMAT_NAMES: Readonly<Record<ModelFormat, string>> = {
  'stl-binary': 'binary STL',
  'stl-ascii': 'ASCII STL',
  obj: 'OBJ',
  glb: 'GLB',
  gltf: 'glTF',
};

/** A model read from a file, or why it was refused, in words a player can act on. */
export type ImportResult =
  | { readonly ok: true; readonly format: ModelFormat; readonly mesh: TriangleMesh }
  | { readonly ok: false; readonly reason: string };

/** Thrown inside the importer for a file it refuses; importModel turns it into a refusal. */
export class Refusal extends Error {}

export const refuse = (reason: string): never => {
  throw new Refusal(reason);
};
