import type { PathKey, PatchStep } from './statePatch';
import { FORBIDDEN_KEYS } from './statePatch';

// A client applying the server's patch to the game it holds. The server is trusted, but a broken
// message must never leave a broken board: every step is read before anything is built, a path
// may only go through fields and indices the state has, and a step that does not fit refuses the
// patch whole, naming the step. The state held is never changed: what a step touches is copied
// (once per patch), and every part it leaves alone is shared with the state before.

/** Steps one patch may take at most, and how deep a path may go (a game state is not deeper). */
export const MOST_STEPS = 50_000;
const MOST_DEPTH = 64;

export type Patched =
  { readonly ok: true; readonly state: unknown } | { readonly ok: false; readonly problem: string };

type Box = Record<PathKey, unknown>;

const isBox = (v: unknown): v is Box => typeof v === 'object' && v !== null;
const isIndex = (k: unknown): k is number => typeof k === 'number' && Number.isInteger(k) && k >= 0;
const has = (o: object, k: PathKey) => Object.prototype.hasOwnProperty.call(o, k);

/** Why `raw` is not a list of steps (null: it is). */
function misshapen(raw: unknown): string | null {
  if (!Array.isArray(raw)) return 'the steps are not a list';
  if (raw.length > MOST_STEPS) return `it has ${raw.length} steps, over the ${MOST_STEPS} a patch may take`;
  for (const [i, step] of raw.entries()) {
    if (!Array.isArray(step) || step.length < 1 || step.length > 2)
      return `step ${i} is not a path with at most one value`;
    const path: unknown = step[0];
    if (!Array.isArray(path) || path.length > MOST_DEPTH) return `step ${i}'s path is not a list of keys`;
    for (const k of path as unknown[]) {
      if (typeof k === 'string' ? FORBIDDEN_KEYS.has(k) : !isIndex(k))
        return `step ${i}'s path names ${JSON.stringify(k)}, which no game state has`;
    }
  }
  return null;
}

/** `state` with every step of `steps` made, or why they do not fit it. */
export function applyPatch(state: unknown, steps: unknown): Patched {
  const wrong = misshapen(steps);
  if (wrong !== null) return { ok: false, problem: wrong };
  const copied = new Set<object>();
  const own = (v: Box): Box => {
    if (copied.has(v)) return v;
    const copy = (Array.isArray(v) ? [...(v as unknown[])] : { ...v }) as Box;
    copied.add(copy);
    return copy;
  };
  let root = state;
  for (const [i, step] of (steps as PatchStep[]).entries()) {
    const [path] = step;
    const where = `step ${i} (${path.join('.') || 'the whole game'})`;
    if (path.length === 0) {
      if (step.length === 1) return { ok: false, problem: `${where} takes the whole game away` };
      root = step[1];
      continue;
    }
    if (!isBox(root)) return { ok: false, problem: `${where} goes into a game that is not an object` };
    let box = (root = own(root));
    for (const key of path.slice(0, -1)) {
      const next = fits(box, key) && has(box, key) ? box[key] : undefined;
      if (!isBox(next))
        return { ok: false, problem: `${where} goes through ${String(key)}, which is not there` };
      box = box[key] = own(next);
    }
    const last = path[path.length - 1]!;
    const room = Array.isArray(box) ? isIndex(last) && last <= box.length : typeof last === 'string';
    if (!room) return { ok: false, problem: `${where} names a place the game does not have` };
    if (step.length === 2) box[last] = step[1];
    else if (Array.isArray(box) || !has(box, last))
      return { ok: false, problem: `${where} takes away a field the game does not have` };
    else delete box[last];
  }
  return { ok: true, state: root };
}

/** Whether `key` is the kind of key `box` has: an index into an array, a name into an object. */
const fits = (box: Box, key: PathKey) => (Array.isArray(box) ? isIndex(key) : typeof key === 'string');
