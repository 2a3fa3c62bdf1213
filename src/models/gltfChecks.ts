import { MOST_TRIANGLES } from '../table/meshes';
import type { GltfJson } from './gltfShape';
import { refuse } from './result';

// What a glTF's shape check cannot say: which extensions it needs, that its nodes form trees (three's
// loader follows a node's children without asking, so a node that is its own grandchild would have
// it building forever), and how many triangles its scenes draw, counted from the accessors before
// any are read.

/** Compression the importer does not unpack: unpacking is where a small file becomes a huge one. */
const COMPRESSION: Readonly<Record<string, string>> = {
  KHR_draco_mesh_compression: 'Draco',
  EXT_meshopt_compression: 'meshopt',
  KHR_meshopt_compression: 'meshopt',
};

/** Extensions a file may need that change nothing of its shape, or only what is dropped anyway. */
const HARMLESS =
  /^(KHR_mesh_quantization|KHR_materials_\w+|KHR_texture_\w+|EXT_texture_\w+|KHR_lights_punctual)$/;

export function checkExtensions(json: GltfJson): void {
  const named = new Set([...(json.extensionsUsed ?? []), ...(json.extensionsRequired ?? [])]);
  for (const part of [...json.bufferViews, ...json.meshes.flatMap((m) => [m, ...m.primitives])])
    for (const name of Object.keys(part.extensions ?? {})) named.add(name);
  for (const name of named) {
    const kind = COMPRESSION[name];
    if (kind !== undefined)
      refuse(
        `the model is compressed with ${kind} (${name}), which the importer does not unpack: export it again without compression`,
      );
  }
  for (const name of json.extensionsRequired ?? [])
    if (!HARMLESS.test(name))
      refuse(`the model needs the glTF extension ${name}, which the importer does not read`);
}

/** Refuses nodes that are not trees, and a file whose scenes draw more triangles than the cap. */
export function checkNodesAndCount(json: GltfJson): void {
  const { nodes, scenes, meshes, accessors } = json;
  const parentOf = new Int32Array(nodes.length).fill(-1);
  nodes.forEach((node, n) => {
    for (const child of node.children ?? []) {
      if (child >= nodes.length) refuse(`node ${n} names child ${child}, which the file does not have`);
      if (child === n || parentOf[child] !== -1)
        refuse(`node ${child} has more than one parent: a glTF's nodes must form trees`);
      parentOf[child] = n;
    }
  });
  let triangles = 0;
  const seen = new Uint8Array(nodes.length);
  for (const scene of scenes) {
    const stack = [...(scene.nodes ?? [])];
    for (const root of stack) {
      if (root >= nodes.length) refuse(`a scene names node ${root}, which the file does not have`);
      if (parentOf[root] !== -1) refuse(`a scene starts at node ${root}, which is another node's child`);
    }
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (seen[n] === 1) continue;
      seen[n] = 1;
      const node = nodes[n]!;
      stack.push(...(node.children ?? []));
      if (node.mesh === undefined) continue;
      const mesh = meshes[node.mesh];
      if (mesh === undefined)
        return refuse(`node ${n} names mesh ${node.mesh}, which the file does not have`);
      for (const primitive of mesh.primitives) triangles += primitiveTriangles(primitive, accessors);
      if (triangles > MOST_TRIANGLES)
        refuse(
          `the model has more than ${MOST_TRIANGLES.toLocaleString('en')} triangles, the most a model may have: simplify it and import it again`,
        );
    }
  }
  // A node left over is in a cycle (its chain of parents never reaches a scene) or in no scene at all;
  // the loader reads only the scenes, so only a cycle matters.
  nodes.forEach((_, n) => {
    if (seen[n] === 1) return;
    let at = n;
    for (let steps = 0; at !== -1; steps++) {
      if (steps > nodes.length) refuse(`node ${n} is its own ancestor: a glTF's nodes must form trees`);
      at = parentOf[at]!;
    }
  });
}

function primitiveTriangles(
  primitive: GltfJson['meshes'][number]['primitives'][number],
  accessors: GltfJson['accessors'],
): number {
  const at = primitive.indices ?? primitive.attributes.POSITION;
  if (at === undefined) return 0;
  const count = accessors[at]?.count;
  if (count === undefined) return refuse(`a mesh names accessor ${at}, which the file does not have`);
  const mode = primitive.mode ?? 4;
  if (mode === 4) return Math.floor(count / 3);
  if (mode === 5 || mode === 6) return Math.max(0, count - 2);
  return 0; // points and lines draw no surface
}
