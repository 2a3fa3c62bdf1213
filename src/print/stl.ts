import { BufferAttribute, BufferGeometry, Group, Mesh } from 'three';
import { STLExporter } from 'three/examples/jsm/exporters/STLExporter.js';
import type { PrintPart } from './boardParts';

// STL by three's own exporter (binary): every part a closed shell of its own in one file, which
// slicers split into bodies.

/** The parts as one binary STL, in millimetres, z up. */
export function toStl(parts: readonly PrintPart[]): Uint8Array {
  const group = new Group();
  for (const part of parts) {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(part.solid.positions, 3));
    geometry.setIndex(new BufferAttribute(part.solid.triangles, 1));
    const mesh = new Mesh(geometry);
    mesh.name = part.id;
    group.add(mesh);
  }
  group.updateMatrixWorld(true);
  const view = new STLExporter().parse(group, { binary: true });
  for (const child of group.children) (child as Mesh).geometry.dispose();
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}
