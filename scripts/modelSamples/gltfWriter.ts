import type { BufferGeometry } from 'three';

// A plain glTF 2.0 writer for the samples: each part one mesh of positions (and indices when the
// geometry has them) on its own node, moved by a translation. Written by hand, as three's
// GLTFExporter needs the browser's FileReader to write a GLB.

export interface GltfPart {
  readonly geometry: BufferGeometry;
  readonly translation?: readonly [number, number, number];
}

interface Written {
  readonly json: Record<string, unknown>;
  readonly bin: Uint8Array;
}

const pad4 = (n: number): number => Math.ceil(n / 4) * 4;

function write(parts: readonly GltfPart[]): Written {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const add = (data: Float32Array | Uint32Array, target: number): number => {
    bufferViews.push({ buffer: 0, byteOffset: size, byteLength: data.byteLength, target });
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const padded = new Uint8Array(pad4(bytes.length));
    padded.set(bytes);
    chunks.push(padded);
    size += padded.length;
    return bufferViews.length - 1;
  };
  const meshes = parts.map(({ geometry }) => {
    const positions = geometry.getAttribute('position')!.array as Float32Array;
    const min = [0, 1, 2].map((a) => Math.min(...positions.filter((_, i) => i % 3 === a)));
    const max = [0, 1, 2].map((a) => Math.max(...positions.filter((_, i) => i % 3 === a)));
    accessors.push({
      bufferView: add(Float32Array.from(positions), 34962),
      componentType: 5126,
      count: positions.length / 3,
      type: 'VEC3',
      min,
      max,
    });
    const attributes = { POSITION: accessors.length - 1 };
    if (geometry.index === null) return { primitives: [{ attributes }] };
    const indices = Uint32Array.from(geometry.index.array);
    accessors.push({
      bufferView: add(indices, 34963),
      componentType: 5125,
      count: indices.length,
      type: 'SCALAR',
    });
    return { primitives: [{ attributes, indices: accessors.length - 1 }] };
  });
  const bin = new Uint8Array(size);
  chunks.reduce((at, chunk) => (bin.set(chunk, at), at + chunk.length), 0);
  const json = {
    asset: { version: '2.0', generator: 'hex-tabletop scripts/write-model-samples.ts' },
    scene: 0,
    scenes: [{ nodes: parts.map((_, i) => i) }],
    nodes: parts.map((part, i) => ({
      mesh: i,
      ...(part.translation ? { translation: part.translation } : {}),
    })),
    meshes,
    accessors,
    bufferViews,
    buffers: [{ byteLength: size }],
  };
  return { json, bin };
}

/** A glTF file with its buffer inside it as a base64 data URI. */
export function gltfText(parts: readonly GltfPart[]): string {
  const { json, bin } = write(parts);
  const buffers = [
    {
      byteLength: bin.length,
      uri: `data:application/octet-stream;base64,${Buffer.from(bin).toString('base64')}`,
    },
  ];
  return `${JSON.stringify({ ...json, buffers }, null, 1)}\n`;
}

/** A GLB: the JSON chunk padded with spaces, then the binary chunk. */
export function glbBytes(parts: readonly GltfPart[]): Uint8Array {
  const { json, bin } = write(parts);
  const text = new TextEncoder().encode(JSON.stringify(json));
  const jsonSize = pad4(text.length);
  const total = 12 + 8 + jsonSize + 8 + bin.length;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonSize, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.fill(0x20, 20, 20 + jsonSize);
  out.set(text, 20);
  view.setUint32(20 + jsonSize, bin.length, true);
  view.setUint32(24 + jsonSize, 0x004e4942, true);
  out.set(bin, 28 + jsonSize);
  return out;
}
