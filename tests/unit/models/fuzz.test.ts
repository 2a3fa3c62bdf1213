import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { importModel } from '../../../src/models';
import { meshProblem } from '../../../src/table/meshes';
import { mulberry32 } from '../../fixtures/mulberry32';

// 2,000 damaged and hostile model files thrown at the importer, made from the shipped samples by a
// seeded generator: bytes flipped, files cut short, pieces of one file spliced into another, numbers
// made NaN, infinite or huge, headers and glTF fields set to hostile values. Every file must come back
// as a mesh that passes the table's checks or as a refusal in words: nothing thrown, nothing
// non-finite. (The 1 s limit on one file is the worker's, inWorker.test.ts.)

const SEED = 31_2026;
const CASES = 2000;

const NAMES = ['figure.stl', 'figure-ascii.stl', 'figure.obj', 'tree.glb', 'rock.gltf'];
const SAMPLES = NAMES.map((name) => ({ name, bytes: new Uint8Array(readFileSync(`assets/models/${name}`)) }));

const random = mulberry32;

type Rng = () => number;
const below = (rng: Rng, n: number) => Math.floor(rng() * n);
const pick = <T>(rng: Rng, list: readonly T[]): T => list[below(rng, list.length)]!;

const HOSTILE_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e39',
  '-1e308',
  '3.4e38',
  '1e-400',
  '99999999999999999999',
  '-0',
  '1e7',
];
const HOSTILE_FLOATS = [NaN, Infinity, -Infinity, 3.4e38, 1e30, -1e12, 1e-45];
const HOSTILE_VALUES: readonly unknown[] = [-1, 0, 1e9, 2 ** 31, 2 ** 32 + 3, 0.5, 'x', null, [], {}, 1e308];

const flip = (rng: Rng, bytes: Uint8Array): Uint8Array => {
  const out = bytes.slice();
  const n = 1 + below(rng, 8);
  for (let i = 0; i < n; i++) out[below(rng, out.length)] = below(rng, 256);
  return out;
};

const truncate = (rng: Rng, bytes: Uint8Array): Uint8Array => bytes.slice(0, below(rng, bytes.length));

const splice = (rng: Rng, bytes: Uint8Array): Uint8Array => {
  const other = pick(rng, SAMPLES).bytes;
  const from = below(rng, other.length);
  const piece = other.subarray(from, from + 1 + below(rng, 4096));
  const at = below(rng, bytes.length);
  const cut = rng() < 0.5 ? 0 : below(rng, 4096);
  const out = new Uint8Array(at + piece.length + Math.max(0, bytes.length - at - cut));
  out.set(bytes.subarray(0, at));
  out.set(piece, at);
  out.set(bytes.subarray(Math.min(bytes.length, at + cut)), at + piece.length);
  return out;
};

/** A number in a text file, or a float in a binary one, made hostile. */
const hugeNumbers = (rng: Rng, bytes: Uint8Array, name: string): Uint8Array => {
  if (name.endsWith('.glb') || name === 'figure.stl') {
    const out = bytes.slice();
    const view = new DataView(out.buffer);
    const n = 1 + below(rng, 6);
    for (let i = 0; i < n; i++)
      view.setFloat32(4 * below(rng, out.length / 4 - 1), pick(rng, HOSTILE_FLOATS), true);
    return out;
  }
  const text = new TextDecoder().decode(bytes);
  const numbers = [...text.matchAll(/-?\d+(\.\d+)?(e[+-]?\d+)?/g)];
  let out = text;
  for (let i = 0; i < 1 + below(rng, 4); i++) {
    const match = pick(rng, numbers);
    out = out.slice(0, match.index) + pick(rng, HOSTILE_NUMBERS) + out.slice(match.index + match[0].length);
  }
  return new TextEncoder().encode(out);
};

/** A binary STL's triangle count or a GLB's lengths set to something else. */
const header = (rng: Rng, bytes: Uint8Array, name: string): Uint8Array => {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  const at = name === 'figure.stl' ? 80 : name.endsWith('.glb') ? pick(rng, [4, 8, 12, 16]) : 0;
  if (out.length >= at + 4)
    view.setUint32(at, pick(rng, [0, 1, 7, 2 ** 31, 2 ** 32 - 1, below(rng, 1e6)]), true);
  return out;
};

/** One field of a glTF's JSON (a count, an index, an offset, …) set to a hostile value. */
const gltfField = (rng: Rng, bytes: Uint8Array): Uint8Array => {
  const json = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  const leaves: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value))
      value.forEach((v, i) => (typeof v === 'object' && v !== null ? walk(v) : leaves.push([value, i])));
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value))
        if (typeof v === 'object' && v !== null) walk(v);
        else if (k !== 'uri') leaves.push([value as Record<string, unknown>, k]);
  };
  walk(json);
  for (let i = 0; i < 1 + below(rng, 3); i++) {
    const [holder, key] = pick(rng, leaves);
    (holder as Record<string | number, unknown>)[key] = pick(rng, HOSTILE_VALUES);
  }
  return new TextEncoder().encode(JSON.stringify(json));
};

function mutate(rng: Rng): { name: string; bytes: Uint8Array; how: string } {
  const { name, bytes } = pick(rng, SAMPLES);
  const how = pick(rng, ['flip', 'truncate', 'splice', 'numbers', 'header', 'field']);
  if (how === 'flip') return { name, how, bytes: flip(rng, bytes) };
  if (how === 'truncate') return { name, how, bytes: truncate(rng, bytes) };
  if (how === 'splice') return { name, how, bytes: splice(rng, bytes) };
  if (how === 'numbers') return { name, how, bytes: hugeNumbers(rng, bytes, name) };
  if (how === 'field' && name === 'rock.gltf') return { name, how, bytes: gltfField(rng, bytes) };
  return { name, how: 'header', bytes: header(rng, bytes, name) };
}

it(`MODELS-FUZZ (seed ${SEED}): ${CASES} mutated model files, each a checked mesh or a refusal in words, none thrown`, async () => {
  const rng = random(SEED);
  const escaped: string[] = [];
  const bad: string[] = [];
  let read = 0;
  let refused = 0;
  for (let i = 0; i < CASES; i++) {
    const { name, bytes, how } = mutate(rng);
    try {
      const result = await importModel(bytes, name);
      if (result.ok) {
        read++;
        const problem = meshProblem(result.mesh);
        if (problem !== null || !result.mesh.positions.every(Number.isFinite))
          bad.push(`#${i} ${how} ${name}: ${problem}`);
      } else {
        refused++;
        if (typeof result.reason !== 'string' || result.reason.length < 10)
          bad.push(`#${i} ${how} ${name}: empty refusal`);
      }
    } catch (error) {
      escaped.push(`#${i} ${how} ${name}: ${String(error)}`);
    }
  }
  expect(escaped).toEqual([]);
  expect(bad).toEqual([]);
  expect(read + refused).toBe(CASES);
  // Both sides are met: many damaged files still read (a flipped byte in a corner), many are refused.
  expect(read).toBeGreaterThan(100);
  expect(refused).toBeGreaterThan(100);
});
