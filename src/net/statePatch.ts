// The change from one game state a seat was sent to the next, so an event carries what an action
// changed and not the whole game again. The engines return structurally shared states: a part an
// action left alone is the same object before and after, so the diff skips it by reference and
// walks only into what changed. A patch is a list of steps, each a path and a value to set there,
// or a path alone for a field to take away; they travel as JSON, and JSON keeps no `undefined`,
// so a field set to undefined is taken away. The client applies a patch without touching the
// state it holds (the views keep the old one for animations) and refuses a broken one whole.

/** One key on the way into a state: a field's name, or an array's index. */
export type PathKey = string | number;

/** Set `value` at `path`, or (no value) take the field at `path` away. */
export type PatchStep =
  readonly [path: readonly PathKey[], value: unknown] | readonly [path: readonly PathKey[]];

/** What an event carries instead of the whole game: the steps from the game sent at event `from`. */
export interface StatePatch {
  readonly from: number;
  readonly steps: readonly PatchStep[];
}

/** Keys no step may name: writing them would reach an object's prototype, not the game. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const named = (o: object) => Object.keys(o).some((k) => FORBIDDEN_KEYS.has(k));

/** A field of the object itself (never one it inherits, as `toString`), or undefined. */
const own = (o: Record<string, unknown>, k: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The steps that turn `before` into `after` (both plain data, as JSON carries it). */
export function diffState(before: unknown, after: unknown): PatchStep[] {
  const steps: PatchStep[] = [];
  walk(before, after, [], steps);
  return steps;
}

function walk(a: unknown, b: unknown, path: PathKey[], steps: PatchStep[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b) && b.length >= a.length) {
    for (let i = 0; i < b.length; i++) {
      const at = [...path, i];
      if (i < a.length) walk(a[i], b[i], at, steps);
      else steps.push([at, b[i] ?? null]); // JSON writes a hole or undefined in an array as null
    }
    return;
  }
  // A field no path may name (no game has one) is sent with the object that holds it, whole.
  if (isRecord(a) && isRecord(b) && !named(a) && !named(b)) {
    for (const k of Object.keys(b)) {
      if (b[k] === undefined) continue;
      if (own(a, k) === undefined) steps.push([[...path, k], b[k]]);
      else walk(a[k], b[k], [...path, k], steps);
    }
    for (const k of Object.keys(a))
      if (a[k] !== undefined && own(b, k) === undefined) steps.push([[...path, k]]);
    return;
  }
  // A value of another kind, a shorter array, or a different number or word: set whole.
  if (Number.isNaN(a) && Number.isNaN(b)) return;
  steps.push([path, b]);
}
