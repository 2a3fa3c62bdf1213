/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break glTF files in every way, and a typed glTF would forbid exactly the broken files they write. */
// Small model files written in the tests, to break one thing at a time.

/** A binary STL of the given triangles (each nine numbers: three corners), +z up. */
export function binaryStl(triangles: readonly (readonly number[])[], claimed = triangles.length): Uint8Array {
  const out = new Uint8Array(84 + 50 * triangles.length);
  const view = new DataView(out.buffer);
  view.setUint32(80, claimed, true);
  triangles.forEach((t, i) => t.forEach((v, k) => view.setFloat32(84 + 50 * i + 12 + 4 * k, v, true)));
  return out;
}

export const TRIANGLE = [0, 0, 0, 1, 0, 0, 0, 1, 1] as const;

export const text = (s: string): Uint8Array => new TextEncoder().encode(s);

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** One triangle's positions as a buffer: 36 bytes. */
export const TRIANGLE_BYTES = new Uint8Array(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer);

/** A glTF (as an object) of one triangle on one node, its buffer a data URI; `change` edits it. */
export function gltf(change: (json: Record<string, any>) => void = () => {}): Record<string, any> {
  const json: Record<string, any> = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3' }],
    bufferViews: [{ buffer: 0, byteLength: 36 }],
    buffers: [{ byteLength: 36, uri: `data:application/octet-stream;base64,${base64(TRIANGLE_BYTES)}` }],
  };
  change(json);
  return json;
}

export const gltfFile = (json: Record<string, any>): Uint8Array => text(JSON.stringify(json));

/** A GLB of a glTF object and a binary chunk. */
export function glb(json: Record<string, any>, bin: Uint8Array | null): Uint8Array {
  const body = text(JSON.stringify(json));
  const jsonSize = Math.ceil(body.length / 4) * 4;
  const binSize = bin === null ? 0 : Math.ceil(bin.length / 4) * 4;
  const total = 20 + jsonSize + (bin === null ? 0 : 8 + binSize);
  const out = new Uint8Array(total).fill(0x20, 20, 20 + jsonSize);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonSize, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(body, 20);
  if (bin !== null) {
    view.setUint32(20 + jsonSize, binSize, true);
    view.setUint32(24 + jsonSize, 0x004e4942, true);
    out.set(bin, 28 + jsonSize);
  }
  return out;
}

/** The one-triangle glTF as a GLB, its buffer in the binary chunk. */
export const triangleGlb = (change: (json: Record<string, any>) => void = () => {}): Uint8Array =>
  glb(
    gltf((json) => {
      json.buffers = [{ byteLength: 36 }];
      change(json);
    }),
    TRIANGLE_BYTES,
  );
