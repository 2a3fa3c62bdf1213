import type { ModelFormat } from './result';
import { refuse } from './result';

// Telling what kind of model a file is from its bytes, not its name: a renamed file is read as what
// it is. The name is only asked where the bytes cannot say (a binary STL cut short no longer has the
// length its header promises, and then only its ".stl" tells it from noise).

const text = new TextDecoder('utf-8', { fatal: false });

/** The first `n` bytes as text, without a byte-order mark. */
export function headText(bytes: Uint8Array, n = 1024): string {
  return text.decode(bytes.subarray(0, n)).replace(/^\uFEFF/, '');
}

const hasNul = (bytes: Uint8Array, n = 4096): boolean => bytes.subarray(0, n).includes(0);

export function binaryStlTriangles(bytes: Uint8Array): number | null {
  if (bytes.length < 84) return null;
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
}

export function formatOf(bytes: Uint8Array, name: string): ModelFormat {
  if (bytes.length === 0) return refuse('the file is empty');
  if (bytes.length >= 4 && headText(bytes, 4) === 'glTF') return 'glb';
  const triangles = binaryStlTriangles(bytes);
  if (triangles !== null && 84 + 50 * triangles === bytes.length) return 'stl-binary';
  const head = headText(bytes).trimStart();
  if (head.startsWith('{')) return 'gltf';
  if (!hasNul(bytes)) {
    if (/^solid\b/i.test(head) && /\bfacet\b/.test(headText(bytes, 4096))) return 'stl-ascii';
    if (/^\s*(v|vn|vt|f|o|g|mtllib|usemtl|s)\s/m.test(head) || /^\s*#/.test(head)) return 'obj';
  }
  const lower = name.toLowerCase();
  // Said for a player, not a programmer: what is wrong, and what to do about it; the figures last.
  if (lower.endsWith('.stl') && triangles !== null)
    return refuse(
      `this STL file is damaged or was not saved whole: it does not hold the ${triangles.toLocaleString('en')} triangles it says it has (${bytes.length.toLocaleString('en')} bytes where they take ${(84 + 50 * triangles).toLocaleString('en')}). Export it again from your modelling program`,
    );
  if (lower.endsWith('.stl'))
    return refuse(
      'this STL file is damaged or empty: it is too short to hold even the start of a model (84 bytes)',
    );
  return refuse(
    'cannot tell what kind of model this is: the importer reads STL (binary or ASCII), OBJ, GLB and glTF',
  );
}
