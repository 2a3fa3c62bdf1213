import { z } from '../../../table/zod';
import type { Action, Rejection } from './actions';
import { reject } from './actions';

// The shape of an action, checked before the rules look at it: every action that reaches `apply`
// (from the UI, a saved game, another machine) is plain data that may have been tampered with. A
// number must be a finite number, a die count a whole number of dice, an id a short string. The rules
// then judge what is left (whose turn, how far, how many AP).

const finite = z.number();
/** Ids are short; a longer string is not an id of any piece (the set-up allows 40 characters). */
const id = z.string().check(z.minLength(1), z.maxLength(80));
const point = z.strictObject({ x: finite, y: finite });
const hex = z.strictObject({ q: z.int(), r: z.int() });
const place = z.union([hex, point]);
/** PM-SNAP: a figure has 2 AP (an expert 3), so a volley is 1 to 3 dice. */
const shot = z.strictObject({ targetId: id, dice: z.int().check(z.minimum(1), z.maximum(3)) });
/** EN-REFEREE: what the referee's hand may change. */
const correction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('move'), pieceId: id, to: place }),
  z.strictObject({
    kind: z.literal('status'),
    figureId: id,
    status: z.enum(['active', 'sentry', 'impotent', 'out-of-ammo', 'jammed', 'eliminated']),
  }),
  z.strictObject({ kind: z.literal('restore'), figureId: id }),
  z.strictObject({ kind: z.literal('takeBack') }),
]);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('rollCommand') }),
  z.strictObject({
    type: z.literal('move'),
    figureId: id,
    to: place,
    // PM-AP: 3 AP at most (an expert), so a move is at most three steps: two after the first.
    then: z.optional(z.array(point).check(z.minLength(1), z.maxLength(2))),
  }),
  z.strictObject({ type: z.literal('rotate'), figureId: id, facing: finite }),
  z.strictObject({ type: z.literal('aim'), figureId: id }),
  z.strictObject({
    type: z.literal('shoot'),
    figureId: id,
    shots: z.array(shot).check(z.minLength(1), z.maxLength(3)),
  }),
  z.strictObject({ type: z.literal('suppress'), figureId: id, targetId: id }),
  z.strictObject({ type: z.literal('sentry'), figureId: id }),
  z.strictObject({ type: z.literal('standDown'), figureId: id }),
  z.strictObject({ type: z.literal('reload'), figureId: id }),
  z.strictObject({
    type: z.literal('throwGrenade'),
    figureId: id,
    grenade: z.enum(['smoke', 'paint']),
    at: place,
  }),
  z.strictObject({
    type: z.literal('charge'),
    targetId: id,
    figureIds: z.array(id).check(z.minLength(1), z.maxLength(60)),
  }),
  z.strictObject({ type: z.literal('endActivation') }),
  z.strictObject({ type: z.literal('endTurn') }),
  z.strictObject({
    type: z.literal('decide'),
    decisionId: z.int().check(z.minimum(0)),
    choice: z.union([z.int().check(z.minimum(0)), point]),
  }),
  z.strictObject({ type: z.literal('correct'), correction }),
]);

/** Every action type the engine knows, read from the schema above: a saved game's actions are checked against it. */
export const ACTION_TYPES: ReadonlySet<string> = new Set(
  actionSchema.def.options.map((o) => o.shape.type.def.values[0]!),
);

/** The rule a badly shaped field of an action falls under, by what the field is. */
function ruleFor(type: unknown, field: string): string {
  if (field.startsWith('shots')) return 'PM-SNAP';
  if (field.startsWith('then')) return 'PM-AP';
  if (type === 'correct') return 'EN-REFEREE';
  if (type === 'rotate') return 'PM-BLIND';
  if (type === 'throwGrenade') return 'PM-GRENADE';
  return 'action';
}

function fieldName(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out === '' ? '' : '.'}${String(p)}`;
  return out === '' ? 'action' : out;
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return JSON.stringify(v.length > 30 ? `${v.slice(0, 30)}…` : v);
  return String(v);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const p of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, p)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

// A fast look for the common case, a well-formed action, kept in step with the schema by a property
// test: it says yes only when the schema would; anything else goes to the schema for its words. The
// automatic player checks thousands of actions a game, where zod alone costs a fifth of the time.
const isId = (v: unknown): boolean => typeof v === 'string' && v.length >= 1 && v.length <= 80;
const isNum = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v);
const plain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const keys = (o: object, n: number): boolean => Object.keys(o).length === n;
const isPlace = (v: unknown): boolean =>
  plain(v) && keys(v, 2) && ((isInt(v.q) && isInt(v.r)) || (isNum(v.x) && isNum(v.y)));
const isPoint = (v: unknown): boolean => plain(v) && keys(v, 2) && isNum(v.x) && isNum(v.y);
/** A list of one to `most` items, each as `each` says. */
const listOf = (v: unknown, most: number, each: (x: unknown) => boolean): boolean =>
  Array.isArray(v) && v.length >= 1 && v.length <= most && v.every(each);
const isSteps = (v: unknown): boolean => listOf(v, 2, isPoint);
const isShot = (v: unknown): boolean =>
  plain(v) &&
  keys(v, 2) &&
  isId(v.targetId) &&
  isInt(v.dice) &&
  (v.dice as number) >= 1 &&
  (v.dice as number) <= 3;

/** Whether the action is certainly well-formed (false: ask the schema). */
export function surelyWellFormed(a: unknown): boolean {
  if (!plain(a)) return false;
  switch (a.type) {
    case 'rollCommand':
    case 'endActivation':
    case 'endTurn':
      return keys(a, 1);
    case 'aim':
    case 'sentry':
    case 'standDown':
    case 'reload':
      return keys(a, 2) && isId(a.figureId);
    case 'move':
      return (keys(a, 3) || (keys(a, 4) && isSteps(a.then))) && isId(a.figureId) && isPlace(a.to);
    case 'rotate':
      return keys(a, 3) && isId(a.figureId) && isNum(a.facing);
    case 'suppress':
      return keys(a, 3) && isId(a.figureId) && isId(a.targetId);
    case 'shoot':
      return keys(a, 3) && isId(a.figureId) && listOf(a.shots, 3, isShot);
    case 'throwGrenade':
      return (
        keys(a, 4) && isId(a.figureId) && (a.grenade === 'smoke' || a.grenade === 'paint') && isPlace(a.at)
      );
    case 'charge':
      return keys(a, 3) && isId(a.targetId) && listOf(a.figureIds, 60, isId);
    case 'decide':
      return (
        keys(a, 3) &&
        isInt(a.decisionId) &&
        (a.decisionId as number) >= 0 &&
        ((isInt(a.choice) && (a.choice as number) >= 0) ||
          (plain(a.choice) && keys(a.choice, 2) && isNum(a.choice.x) && isNum(a.choice.y)))
      );
    default:
      return false;
  }
}

/** Refuses an action that is not plain, well-formed data, naming the bad field; null when it is. */
export function actionShapeProblem(input: unknown): Rejection | null {
  if (surelyWellFormed(input)) return null;
  const parsed = actionSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const type = valueAt(input, ['type']);
  const atType = issue.path.length === 1 && issue.path[0] === 'type';
  if ((issue.path.length === 0 && issue.code !== 'unrecognized_keys') || atType) {
    const what =
      input === null || typeof input !== 'object' || Array.isArray(input)
        ? `expected an action object, got ${describe(input)}`
        : `unknown action type ${describe(type)}`;
    return reject('action', `not an action: ${what}`);
  }
  if (issue.code === 'unrecognized_keys') {
    const field = fieldName([...issue.path, issue.keys[0]!]);
    return reject(ruleFor(type, field), `${field}: unknown field in a ${describe(type)} action`);
  }
  const field = fieldName(issue.path);
  const value = valueAt(input, issue.path);
  const rule = ruleFor(type, field);
  if (issue.path.at(-1) === 'dice') {
    return reject(
      rule,
      `${field}: ${describe(value)} is not a number of dice: declare a whole 1 to 3 at each target`,
    );
  }
  if (field === 'shots' && Array.isArray(value) && value.length === 0) {
    return reject(rule, 'shots: declare at least one die at a target');
  }
  const expected =
    field === 'correction'
      ? 'expected a correction {kind, …}'
      : issue.code === 'invalid_type'
        ? `expected ${issue.expected === 'number' ? 'a finite number' : issue.expected}`
        : issue.code === 'invalid_union'
          ? issue.path[0] === 'choice'
            ? 'expected an option number or a point {x, y} in cm'
            : field === 'correction.kind'
              ? 'expected a correction kind: "move", "status", "restore" or "takeBack"'
              : 'expected a point {x, y} in cm or a hex {q, r} of whole numbers'
          : issue.code === 'invalid_value'
            ? `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`
            : issue.message;
  return reject(rule, `${field}: ${describe(value)} is not allowed: ${expected}`);
}

/** Narrows checked input to an action. */
export const isActionShape = (input: unknown): input is Action => actionShapeProblem(input) === null;
