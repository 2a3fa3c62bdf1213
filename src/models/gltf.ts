import type { Group } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { TriangleMesh } from '../table/meshes';
import { clipWords } from '../table/meshes';
import { checkExtensions, checkNodesAndCount } from './gltfChecks';
import type { GltfJson } from './gltfShape';
import { gltfShape } from './gltfShape';
import { refuse } from './result';
import { sceneMesh } from './toMesh';

// glTF and GLB through three's GLTFLoader, fed only what the checks let through. A model comes in
// as one file, so every buffer is in it (a GLB's binary chunk, or a base64 data URI) and one that
// names an outside file is refused. The file is read here first (its container, its JSON, its
// buffers), checked (gltfChecks), stripped down to its shape (no materials, textures, animations,
// skins or cameras: nothing the loader would try to fetch or decode), and handed to the loader as
// one GLB with all its buffers in the one binary chunk, so the loader never fetches anything.

const GLB_MAGIC = 0x46546c67; // "glTF"
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;

interface Container {
  readonly json: unknown;
  readonly bin: Uint8Array | null;
}

export async function readGltf(bytes: Uint8Array, binary: boolean): Promise<TriangleMesh> {
  const { json: raw, bin } = binary
    ? openGlb(bytes)
    : { json: parseJson(new TextDecoder().decode(bytes)), bin: null };
  const shaped = gltfShape.safeParse(raw);
  if (!shaped.success) {
    const issue = shaped.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
    return refuse(`the glTF is malformed at ${where}: ${issue.message}`);
  }
  const json = shaped.data;
  if (!json.asset.version.startsWith('2'))
    refuse(`the file is glTF version ${clipWords(json.asset.version)}, and the importer reads version 2`);
  checkExtensions(json);
  checkNodesAndCount(json);
  const glb = packGlb(shapeOnly(json), joinBuffers(json, bin));
  const gltf = await new Promise<{ scene?: Group }>((resolve, reject) =>
    new GLTFLoader().parse(glb.buffer as ArrayBuffer, '', resolve, reject),
  ).catch((error: unknown) => refuse(`the glTF could not be read: ${clipWords(String(error))}`));
  if (gltf.scene === undefined) return refuse('the glTF has no scene to show');
  return sceneMesh(gltf.scene);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return refuse('the glTF is not valid JSON: it is damaged or cut short');
  }
}

function openGlb(bytes: Uint8Array): Container {
  if (bytes.length < 20) return refuse('the GLB is cut short: it is shorter than its own header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) return refuse('the GLB does not start with "glTF"');
  const version = view.getUint32(4, true);
  if (version !== 2)
    return refuse(`the GLB is container version ${version}, and the importer reads version 2`);
  const length = view.getUint32(8, true);
  if (length !== bytes.length)
    return refuse(
      `the GLB says it is ${length.toLocaleString('en')} bytes long and the file has ${bytes.length.toLocaleString('en')}: it is cut short or damaged`,
    );
  let json: unknown = undefined;
  let bin: Uint8Array | null = null;
  for (let at = 12, chunk = 0; at < length; chunk++) {
    if (at + 8 > length) return refuse('the GLB ends inside a chunk header: it is cut short');
    const size = view.getUint32(at, true);
    const type = view.getUint32(at + 4, true);
    if (at + 8 + size > length) return refuse(`chunk ${chunk + 1} of the GLB runs past the end of the file`);
    const body = bytes.subarray(at + 8, at + 8 + size);
    if (chunk === 0 && type !== JSON_CHUNK) return refuse('the GLB does not start with its JSON chunk');
    if (chunk === 0) json = parseJson(new TextDecoder().decode(body));
    else if (chunk === 1 && type === BIN_CHUNK) bin = body;
    at += 8 + size;
  }
  if (json === undefined) return refuse('the GLB has no JSON chunk');
  return { json, bin };
}

/** Every buffer's bytes: the GLB's binary chunk, or a data URI's. */
function bufferBytes(json: GltfJson, bin: Uint8Array | null): Uint8Array[] {
  return json.buffers.map((buffer, b) => {
    let data: Uint8Array;
    if (buffer.uri === undefined) {
      if (b !== 0 || bin === null) return refuse(`buffer ${b} of the glTF has no data in the file`);
      data = bin;
    } else if (buffer.uri.startsWith('data:')) data = dataUri(buffer.uri, b);
    else
      return refuse(
        `the glTF keeps its data in another file (${clipWords(buffer.uri)}): a model comes in as one file, so export it as GLB or as glTF with embedded data`,
      );
    if (data.length < buffer.byteLength)
      refuse(`buffer ${b} of the glTF says it holds ${buffer.byteLength} bytes and has only ${data.length}`);
    return data;
  });
}

function dataUri(uri: string, b: number): Uint8Array {
  const comma = uri.indexOf(',');
  if (comma < 0 || !uri.slice(0, comma).endsWith(';base64'))
    return refuse(`buffer ${b} of the glTF is a data URI that is not base64`);
  const base64 = uri.slice(comma + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1)
    return refuse(`buffer ${b} of the glTF is damaged base64`);
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** All buffers in one, each starting on a 4-byte boundary, and every buffer view pointed into it. */
function joinBuffers(json: GltfJson, bin: Uint8Array | null): Uint8Array {
  const buffers = bufferBytes(json, bin);
  const starts: number[] = [];
  let size = 0;
  for (const data of buffers) {
    starts.push(size);
    size += Math.ceil(data.length / 4) * 4;
  }
  const joined = new Uint8Array(size);
  buffers.forEach((data, b) => joined.set(data, starts[b]!));
  json.bufferViews.forEach((view, v) => {
    const data = buffers[view.buffer];
    if (data === undefined)
      return refuse(`buffer view ${v} names buffer ${view.buffer}, which the file does not have`);
    const offset = view.byteOffset ?? 0;
    if (offset + view.byteLength > data.length) refuse(`buffer view ${v} reaches past the end of its buffer`);
    view.byteOffset = starts[view.buffer]! + offset;
    view.buffer = 0;
  });
  json.buffers = size > 0 ? [{ byteLength: size }] : [];
  return joined;
}

/** The file less everything but its shape: nothing left for the loader to fetch, decode or animate. */
function shapeOnly(json: GltfJson): GltfJson {
  const quantized = [...(json.extensionsUsed ?? [])].includes('KHR_mesh_quantization');
  for (const key of [
    'materials',
    'textures',
    'images',
    'samplers',
    'animations',
    'skins',
    'cameras',
    'extensions',
  ])
    delete (json as Record<string, unknown>)[key];
  json.extensionsUsed = quantized ? ['KHR_mesh_quantization'] : [];
  json.extensionsRequired = quantized ? ['KHR_mesh_quantization'] : [];
  for (const view of json.bufferViews) delete view.extensions;
  for (const node of json.nodes)
    for (const key of ['skin', 'camera', 'extensions', 'weights'])
      delete (node as Record<string, unknown>)[key];
  for (const mesh of json.meshes) {
    delete mesh.extensions;
    delete (mesh as Record<string, unknown>).weights;
    for (const p of mesh.primitives) boundsFor(json, p.attributes.POSITION);
    mesh.primitives = mesh.primitives.map((p) => ({
      attributes: p.attributes.POSITION === undefined ? {} : { POSITION: p.attributes.POSITION },
      ...(p.indices === undefined ? {} : { indices: p.indices }),
      ...(p.mode === undefined ? {} : { mode: p.mode }),
    }));
  }
  return json;
}

/**
 * The loader takes a mesh's bounding box from its position accessor's min and max, and warns when they
 * are missing. The importer measures the mesh itself (meshBounds), so where they are missing or not
 * three numbers a box at the origin stands in, and nothing reads it.
 */
function boundsFor(json: GltfJson, at: number | undefined): void {
  const accessor = at === undefined ? undefined : (json.accessors[at] as Record<string, unknown> | undefined);
  if (accessor === undefined) return;
  const three = (v: unknown) => Array.isArray(v) && v.length === 3 && v.every((n) => Number.isFinite(n));
  if (three(accessor.min) && three(accessor.max)) return;
  accessor.min = [0, 0, 0];
  accessor.max = [0, 0, 0];
}

function packGlb(json: GltfJson, bin: Uint8Array): Uint8Array {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const jsonSize = Math.ceil(text.length / 4) * 4;
  const binSize = bin.length;
  const total = 12 + 8 + jsonSize + (binSize > 0 ? 8 + binSize : 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonSize, true);
  view.setUint32(16, JSON_CHUNK, true);
  out.fill(0x20, 20, 20 + jsonSize);
  out.set(text, 20);
  if (binSize > 0) {
    view.setUint32(20 + jsonSize, binSize, true);
    view.setUint32(24 + jsonSize, BIN_CHUNK, true);
    out.set(bin, 28 + jsonSize);
  }
  return out;
}
