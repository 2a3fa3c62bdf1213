import type { BufferGeometry } from 'three';
import { ConeGeometry, CylinderGeometry, DodecahedronGeometry, SphereGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

// The sample models' shapes, in millimetres with +y up as a printed miniature is modelled: a
// figure on a 25 mm base, a tree and a rock. Small on purpose (a few hundred triangles), so the
// committed files stay a few kB and a test reads them in milliseconds.

const shapeOnly = (g: BufferGeometry): BufferGeometry => {
  g.deleteAttribute('normal');
  g.deleteAttribute('uv');
  return g;
};

/** A figure 30 mm tall: a 25 mm base 3 mm thick, a body and a head. */
export function figure(): BufferGeometry {
  const base = new CylinderGeometry(12.5, 12.5, 3, 24).translate(0, 1.5, 0);
  const body = new CylinderGeometry(4, 5, 18, 16).translate(0, 12, 0);
  const head = new SphereGeometry(4.5, 12, 8).translate(0, 25.5, 0);
  return mergeGeometries([base, body, head].map(shapeOnly))!;
}

/** A tree's trunk (from the ground) and crown (on the trunk), apart so a file can place them by its nodes. */
export function treeParts(): { trunk: BufferGeometry; crown: BufferGeometry; crownAt: number } {
  const trunk = shapeOnly(new CylinderGeometry(3, 4, 20, 10).translate(0, 10, 0));
  const crown = shapeOnly(new ConeGeometry(15, 40, 12).translate(0, 20, 0));
  return { trunk, crown, crownAt: 15 };
}

/** A rock 36 mm across, sitting on the ground. */
export function rock(): BufferGeometry {
  return shapeOnly(new DodecahedronGeometry(18, 1).scale(1, 0.6, 0.8)).translate(0, 10.8, 0);
}
