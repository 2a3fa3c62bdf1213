import { Matrix4 } from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import type { TriangleMesh } from '../table/meshes';
import { MOST_TRIANGLES } from '../table/meshes';
import { binaryStlTriangles } from './format';
import { refuse } from './result';
import { geometryMesh } from './toMesh';

// STL, binary or ASCII, through three's STLLoader. STL files come from 3D printing, where +z is up;
// the table's models have +y up, so the mesh is turned a quarter about x on the way in. The loader
// itself never refuses anything: it logs a face it cannot read and carries on. So a binary file's
// triangle count is checked against the cap before any of it is read, and an ASCII file's faces are
// each checked to hold three corners first, and refused by number if one does not.

// Written out rather than made from an angle, whose cosine is 6e-17 and not 0.
// prettier-ignore
const Z_UP_TO_Y_UP = new Matrix4().set(
  1, 0, 0, 0,
  0, 0, 1, 0,
  0, -1, 0, 0,
  0, 0, 0, 1,
);

// The loader's own patterns, so the check counts exactly what the loader will read.
const NUMBER = String.raw`[\s]+([+-]?(?:\d*)(?:\.\d*)?(?:[eE][+-]?\d+)?)`;
const VERTEX = new RegExp(`vertex${NUMBER}${NUMBER}${NUMBER}`, 'g');
const NORMAL = new RegExp(`normal${NUMBER}${NUMBER}${NUMBER}`, 'g');
const SOLID = /solid([\s\S]*?)endsolid/g;
const FACE = /facet([\s\S]*?)endfacet/g;

export function readStl(bytes: Uint8Array, binary: boolean): TriangleMesh {
  if (binary) {
    const triangles = binaryStlTriangles(bytes) ?? 0;
    if (triangles > MOST_TRIANGLES)
      return refuse(
        `the STL has ${triangles.toLocaleString('en')} triangles, and a model may have at most ${MOST_TRIANGLES.toLocaleString('en')}: simplify it and import it again`,
      );
  } else checkAsciiFaces(new TextDecoder().decode(bytes));
  const copy = bytes.slice().buffer;
  return geometryMesh(new STLLoader().parse(copy), Z_UP_TO_Y_UP);
}

function checkAsciiFaces(text: string): void {
  let face = 0;
  for (const solid of text.matchAll(SOLID)) {
    for (const match of solid[0].matchAll(FACE)) {
      face++;
      if (face > MOST_TRIANGLES)
        refuse(
          `the STL has more than ${MOST_TRIANGLES.toLocaleString('en')} triangles, the most a model may have`,
        );
      const corners = match[0].match(VERTEX)?.length ?? 0;
      if (corners !== 3)
        refuse(`facet ${face} of the ASCII STL has ${corners} readable corners where a triangle has 3`);
      const normals = match[0].match(NORMAL)?.length ?? 0;
      if (normals !== 1)
        refuse(`facet ${face} of the ASCII STL has ${normals} readable normals where it needs 1`);
    }
  }
  if (face === 0)
    refuse('the ASCII STL has no whole facets between "solid" and "endsolid": it is empty or cut short');
}
