import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SCENARIOS,
  paintballSetup,
  parseSetup,
  serialiseSetup,
  showcase,
  validateSetup,
} from '../../../../../src/rules/paintball-mini/setup';
import type { SetupProblem, SetupResult } from '../../../../../src/rules/paintball-mini/setup';
import { checkPlacement } from '../../../../../src/rules/paintball-mini/setup/edit';
import { decodeShareLink, encodeShareLink } from '../../../../../src/table/share';

const KINDS = { 'paintball-mini': paintballSetup };

// Thousands of broken set-up files fed to the loader: it never throws, and every refusal names a
// field that is there in the input (or whose parent is, for a missing field), `(file)` for text
// that is not a set-up at all, or `(set-up)` for the whole object (several unknown top-level fields). Seeded, so a failure replays exactly; the seed is in each test's name.

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

const BASES: Json[] = [...Object.values(SCENARIOS), showcase].map(
  (make) => JSON.parse(JSON.stringify(make())) as Json,
);

function pathsOf(v: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...at, i], out));
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) pathsOf(x, [...at, k], out);
  return out;
}

function get(v: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let cur: unknown = v;
  for (const part of path) {
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, part))
      return { found: false, value: undefined };
    cur = (cur as Record<PropertyKey, unknown>)[part];
  }
  return { found: true, value: cur };
}

function parentOf(root: Json, path: Path): { parent: Json; key: string | number } | undefined {
  if (path.length === 0) return undefined;
  const parent = get(root, path.slice(0, -1)).value as Json;
  return { parent, key: path[path.length - 1]! };
}

/** Every field name the loader could give for what is in `input`, written as fieldPath writes them. */
function fieldNames(input: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, name: string) => {
    out.add(name);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${name}[${i}]`));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, name === '' ? k : `${name}.${k}`);
  };
  walk(input, '');
  return out;
}

function expectNamedProblems(input: unknown, r: SetupResult<unknown>, special: readonly string[]) {
  if (r.ok) return;
  expect(r.problems.length).toBeGreaterThan(0);
  for (const p of r.problems as SetupProblem[]) {
    expect(typeof p.field).toBe('string');
    expect(p.field.length).toBeGreaterThan(0);
    expect(p.problem.length).toBeGreaterThan(0);
    if (special.includes(p.field)) continue;
    const names = fieldNames(input);
    // A missing field is named by its path; then its parent is there.
    const cut = Math.max(p.field.lastIndexOf('.'), p.field.lastIndexOf('['));
    const parent =
      cut > 0
        ? names.has(p.field.slice(0, cut))
        : input !== null && typeof input === 'object' && !Array.isArray(input);
    if (!names.has(p.field) && !parent)
      throw new Error(`problem names a field that is not in the input: ${p.field}: ${p.problem}`);
  }
}

const BAD_NUMBERS = [Number.NaN, Infinity, -Infinity, -1e9, 1e9, -1, 0, 0.5, 361, 7, 2 ** 53, -0];
const WRONG_VALUES: Json[] = ['', 'x', 'red', true, false, null, [], {}, [1, 2], { q: 0 }, 0, -3, 1.5];
const NEW_KEYS = ['colour', 'size', 'owner', 'Id', 'kindd', 'extra', 'notes', 'at2'];

type Mutation = {
  kind: 'drop' | 'add' | 'rename' | 'wrongType' | 'badNumber' | 'duplicateId' | 'cloneElement';
  seed: number;
  pick: number;
};

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('drop', 'add', 'rename', 'wrongType', 'badNumber', 'duplicateId', 'cloneElement'),
  seed: fc.nat(),
  pick: fc.nat(),
});

function mutate(root: Json, m: Mutation): Json {
  const paths = pathsOf(root).filter((p) => p.length > 0);
  const pickFrom = <T>(xs: readonly T[], n: number): T | undefined =>
    xs.length === 0 ? undefined : xs[n % xs.length];
  const setAt = (path: Path, value: unknown) => {
    const pp = parentOf(root, path);
    if (pp !== undefined) (pp.parent as Record<string | number, unknown>)[pp.key] = value;
  };
  switch (m.kind) {
    case 'drop': {
      const path = pickFrom(paths, m.seed);
      const pp = path === undefined ? undefined : parentOf(root, path);
      if (pp === undefined || pp.parent === null || typeof pp.parent !== 'object') break;
      if (Array.isArray(pp.parent)) pp.parent.splice(pp.key as number, 1);
      else delete (pp.parent as Record<string, Json>)[pp.key as string];
      break;
    }
    case 'add':
    case 'rename': {
      const objects = pathsOf(root).filter((p) => {
        const v = get(root, p).value;
        return v !== null && typeof v === 'object' && !Array.isArray(v);
      });
      const obj = get(root, pickFrom(objects, m.seed)!).value as Record<string, Json>;
      const key = NEW_KEYS[m.pick % NEW_KEYS.length]!;
      if (m.kind === 'add') obj[key] = WRONG_VALUES[m.pick % WRONG_VALUES.length]!;
      else {
        const old = pickFrom(Object.keys(obj), m.pick);
        if (old !== undefined) {
          obj[key] = obj[old]!;
          delete obj[old];
        }
      }
      break;
    }
    case 'wrongType': {
      const path = pickFrom(paths, m.seed);
      if (path) setAt(path, structuredClone(WRONG_VALUES[m.pick % WRONG_VALUES.length]!));
      break;
    }
    case 'badNumber': {
      const path = pickFrom(
        paths.filter((p) => typeof get(root, p).value === 'number'),
        m.seed,
      );
      if (path) setAt(path, BAD_NUMBERS[m.pick % BAD_NUMBERS.length]);
      break;
    }
    case 'duplicateId': {
      const ids = paths.filter((p) => p[p.length - 1] === 'id');
      const a = pickFrom(ids, m.seed);
      const b = pickFrom(ids, m.pick);
      if (a && b) setAt(b, get(root, a).value);
      break;
    }
    case 'cloneElement': {
      const arrays = pathsOf(root).filter(
        (p) => Array.isArray(get(root, p).value) && (get(root, p).value as Json[]).length > 0,
      );
      const arr = pickFrom(arrays, m.seed);
      if (arr) {
        const list = get(root, arr).value as Json[];
        list.push(structuredClone(list[m.pick % list.length]!));
      }
      break;
    }
  }
  return root;
}

const SEED = 20261122;

describe('the loader under fuzzing', () => {
  it(`mutated set-ups (drop/add/rename fields, wrong types, bad numbers, duplicate ids): never throws, every problem names a field, what passes shares and reopens (seed ${SEED})`, () => {
    let refusedCount = 0;
    fc.assert(
      fc.property(
        fc.nat(BASES.length - 1),
        fc.array(mutationArb, { minLength: 1, maxLength: 4 }),
        (b, mutations) => {
          let input: Json = structuredClone(BASES[b]!);
          for (const m of mutations) input = mutate(input, m);
          const snapshot = structuredClone(input);
          const r = validateSetup(input);
          expect(input).toEqual(snapshot);
          if (!r.ok) refusedCount++;
          else {
            checkPlacement(r.setup); // whatever the loader lets through, the editor's checks can read
            const link = encodeShareLink(r.setup, KINDS, 'https://x.org/');
            if (!link.ok) throw new Error(link.reason);
            const back = decodeShareLink(link.url, KINDS);
            expect(back.ok && JSON.stringify(back.setup)).toBe(JSON.stringify(r.setup));
          }
          expectNamedProblems(input, r, ['(file)', '(set-up)']);
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
    expect(refusedCount).toBeGreaterThan(1500);
  });

  it(`set-up text cut short anywhere, or with a character changed: a (file) problem or field problems, never a throw (seed ${SEED + 1})`, () => {
    const texts = [...Object.values(SCENARIOS), showcase].map((make) => serialiseSetup(make()));
    fc.assert(
      fc.property(
        fc.nat(texts.length - 1),
        fc.nat(),
        fc.option(fc.string({ minLength: 1, maxLength: 1 })),
        (t, cut, insert) => {
          const full = texts[t]!;
          const at = cut % full.length;
          const text = insert === null ? full.slice(0, at) : full.slice(0, at) + insert + full.slice(at + 1);
          const r = parseSetup(text);
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            expect(r.ok).toBe(false);
            if (!r.ok)
              expect(r.problems).toEqual([
                { field: '(file)', problem: expect.stringMatching(/^not valid JSON: /) },
              ]);
            return;
          }
          expectNamedProblems(parsed, r, ['(file)', '(set-up)']);
        },
      ),
      { seed: SEED + 1, numRuns: 3000 },
    );
  });

  it(`random bytes and random JSON values: refused with a named problem, never a throw (seed ${SEED + 2})`, () => {
    const decoder = new TextDecoder();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const r = parseSetup(decoder.decode(bytes));
        expect(r.ok).toBe(false);
        if (!r.ok) for (const p of r.problems) expect(p.field.length).toBeGreaterThan(0);
      }),
      { seed: SEED + 2, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const r = validateSetup(value);
        expect(r.ok).toBe(false);
        expectNamedProblems(value, r, ['(file)', '(set-up)']);
      }),
      { seed: SEED + 3, numRuns: 2000 },
    );
  });

  it(`a random set-up-shaped object: the head right and the rest random, never a throw (seed ${SEED + 4})`, () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('name', 'mode', 'table', 'board', 'figures', 'terrain', 'markers', 'options'),
          fc.jsonValue(),
        ),
        (rest) => {
          const base = structuredClone(BASES[0]!) as Record<string, Json>;
          const input = { ...base, ...rest };
          expectNamedProblems(input, validateSetup(input), ['(file)', '(set-up)']);
        },
      ),
      { seed: SEED + 4, numRuns: 2000 },
    );
  });

  it(`random share links: a (link) problem or field problems, never a throw (seed ${SEED + 5})`, () => {
    const b64 = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')),
      maxLength: 400,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          b64.map((d) => `#setup=v1.${d}`),
          fc.string().map((d) => `https://x.org/#setup=${d}`),
          fc.string(),
        ),
        (link) => {
          const r = decodeShareLink(link, KINDS);
          expect(r.ok).toBe(false);
          if (!r.ok) for (const p of r.problems) expect(p.field.length).toBeGreaterThan(0);
        },
      ),
      { seed: SEED + 5, numRuns: 2000 },
    );
  });
});
