import type { BufferGeometry } from 'three';
import { CylinderGeometry, SphereGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { TriangleMesh } from '../../src/table/meshes';

// A printed miniature's worth of triangles for the bench: the shipped sample figure's shape (a
// 25 mm base, a body and a head, 30 mm tall: scripts/modelSamples/shapes.ts) modelled as finely as a
// detailed printed figure, 20,000 triangles, and handed over as the importer hands a model over.

const shapeOnly = (g: BufferGeometry): BufferGeometry => {
  g.deleteAttribute('normal');
  g.deleteAttribute('uv');
  return g;
};

/** 20,000 triangles: a 256 + 7,872 + 11,872 split between the base, the body and the head. */
export function detailedFigure(): TriangleMesh {
  // three's CylinderGeometry(r, r, h, sides, rows) has 2·sides·rows + 2·sides triangles,
  // SphereGeometry(r, around, down) 2·around·(down − 1).
  const base = new CylinderGeometry(12.5, 12.5, 3, 64, 1).translate(0, 1.5, 0);
  const body = new CylinderGeometry(4, 5, 18, 96, 40).translate(0, 12, 0);
  const head = new SphereGeometry(4.5, 112, 54).translate(0, 25.5, 0);
  const merged = mergeGeometries([base, body, head].map(shapeOnly))!;
  return {
    positions: Float32Array.from(merged.attributes.position!.array),
    indices: Uint32Array.from(merged.index!.array),
  };
}
