import { Inflate, deflateSync } from 'fflate';
import type { TriangleMesh } from './mesh';
import { MOST_TRIANGLES, meshProblem } from './mesh';

// A mesh as the set-up file keeps it: its corners and triangles packed little-endian behind two
// counts, deflated (fflate) and written in base64, named by a hash of the packed bytes. The same
// model on two kinds of piece is kept once. A file is untrusted: its data is unpacked a step at a time
// and refused as soon as it passes the most a mesh at the caps can take, the counts must match the
// bytes, the mesh must pass meshProblem, and the hash must be the data's own.

/** The most bytes a packed mesh can take: its counts, three corners a triangle, three indices a triangle. */
export const MOST_PACKED = 8 + 3 * MOST_TRIANGLES * 12 + MOST_TRIANGLES * 12;
const UNPACK_STEP = 4096;

export function packMesh(mesh: TriangleMesh): Uint8Array {
  const corners = mesh.positions.length / 3;
  const triangles = mesh.indices.length / 3;
  const out = new Uint8Array(8 + corners * 12 + triangles * 12);
  const view = new DataView(out.buffer);
  view.setUint32(0, corners, true);
  view.setUint32(4, triangles, true);
  let at = 8;
  for (const v of mesh.positions) {
    view.setFloat32(at, v, true);
    at += 4;
  }
  for (const i of mesh.indices) {
    view.setUint32(at, i, true);
    at += 4;
  }
  return out;
}

function unpackMesh(bytes: Uint8Array): TriangleMesh | string {
  if (bytes.length < 8) return 'its data is too short to hold a mesh';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const corners = view.getUint32(0, true);
  const triangles = view.getUint32(4, true);
  if (bytes.length !== 8 + corners * 12 + triangles * 12)
    return `its data says ${corners} corners and ${triangles} triangles, which is not what it holds`;
  const positions = new Float32Array(corners * 3);
  const indices = new Uint32Array(triangles * 3);
  let at = 8;
  for (let i = 0; i < positions.length; i++, at += 4) positions[i] = view.getFloat32(at, true);
  for (let i = 0; i < indices.length; i++, at += 4) indices[i] = view.getUint32(at, true);
  const mesh = { positions, indices };
  return meshProblem(mesh) ?? mesh;
}

/**
 * A 64-bit content hash (two 32-bit FNV-1a lanes of different starts), as 16 hex digits. It names a
 * model inside one file, where it only has to tell apart the models a player imported; the loader
 * checks it against the data, so a file cannot pair one model's name with another's data.
 */
export function meshHash(packed: Uint8Array): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < packed.length; i++) {
    a = Math.imul(a ^ packed[i]!, 0x01000193);
    b = Math.imul(b ^ packed[i]!, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export interface EncodedModel {
  readonly hash: string;
  readonly data: string;
}

export function encodeModel(mesh: TriangleMesh): EncodedModel {
  const packed = packMesh(mesh);
  return { hash: meshHash(packed), data: toBase64(deflateSync(packed, { level: 9 })) };
}

/** The mesh a file's model data holds, or what is wrong with it. */
export function decodeModel(hash: string, data: string): TriangleMesh | string {
  const deflated = fromBase64(data);
  if (deflated === null) return 'its data is not base64';
  const packed = inflateCapped(deflated);
  if (typeof packed === 'string') return packed;
  if (meshHash(packed) !== hash) return 'its data is not the model its name says (the hash does not match)';
  return unpackMesh(packed);
}

function inflateCapped(deflated: Uint8Array): Uint8Array | string {
  const parts: Uint8Array[] = [];
  let size = 0;
  let over = false;
  let done = false;
  const inflater = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > MOST_PACKED) over = true;
    else parts.push(chunk);
    if (final) done = true;
  });
  try {
    for (let at = 0; at < deflated.length && !over; at += UNPACK_STEP)
      inflater.push(deflated.subarray(at, at + UNPACK_STEP), at + UNPACK_STEP >= deflated.length);
  } catch {
    return 'its data is damaged: it does not unpack';
  }
  if (over)
    return `its data unpacks to more than a model at the caps can take (${MOST_PACKED.toLocaleString('en')} bytes)`;
  if (!done) return 'its data is cut short: it does not unpack whole';
  const out = new Uint8Array(size);
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

function fromBase64(data: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  const text = atob(data);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}
