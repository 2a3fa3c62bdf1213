import type { Camera, Scene, WebGLProgram, WebGLRenderer } from 'three';
import { BufferAttribute, BufferGeometry, Color, Group, InstancedMesh, Mesh, PlaneGeometry } from 'three';
import { labelMaterial } from './labels/labelMaterial';
import { materials } from './materials';

// The first time a material kind is drawn, three.js links its GPU program and reads back what the
// program holds (link status, uniforms, attributes). Reading back waits on the main thread for
// everything the GPU was still doing: in software WebGL, with no parallel compiling to ask after,
// a figure's first click (ring, badges, lines) or the threat view's first patches froze the table
// for a tenth of a second to a second. The kinds the overlays draw with are few and shared (the
// glow of lines and rings, the threat patches, the label quads), so once the table is on screen
// they are linked and read back ahead of any click, and the click's frame reads back nothing.

let group: Group | null = null;

/** One object per overlay program, set up as the overlays set theirs (instanced, coloured per instance). */
function overlayKinds(): Group {
  if (group !== null) return group;
  const m = materials();
  const quad = new PlaneGeometry(1, 1);
  const coloured = (material: typeof m.glow) => {
    const mesh = new InstancedMesh(quad, material, 1);
    mesh.setColorAt(0, new Color('#ffffff'));
    return mesh;
  };
  const labelQuad = new BufferGeometry();
  labelQuad.setAttribute('position', new BufferAttribute(new Float32Array(12), 3));
  group = new Group();
  // The label material is the one every label mesh shares, kept for good with its program.
  group.add(coloured(m.glow), coloured(m.threat), new Mesh(labelQuad, labelMaterial()));
  return group;
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

/**
 * Links the overlays' programs with the scene's own lights and fog (a program is made for both),
 * then, a frame later when the GPU has drawn the table, reads each one back as its first draw would.
 */
export async function warmOverlayPrograms(gl: WebGLRenderer, scene: Scene, camera: Camera): Promise<void> {
  const kinds = overlayKinds();
  await gl.compileAsync(kinds, camera, scene);
  await nextFrame();
  for (const kind of kinds.children) {
    const made = gl.properties.get((kind as Mesh).material) as { currentProgram?: WebGLProgram };
    made.currentProgram?.getUniforms();
    made.currentProgram?.getAttributes();
  }
}
