import { z } from '../../../table/zod';
import { hexSchema, idSchema as id } from '../../../table';
import type { Refusal } from '../../../game/ruleSystem';

// Every action a HexPrint player takes, as data. readAction checks an action's shape with these
// schemas before it reaches apply, so a malformed or hostile action is refused naming what is wrong.

const path = z.array(hexSchema).check(z.minLength(1), z.maxLength(40));
const slot = z.union([z.literal(0), z.literal(1)]);

export const actionSchema = z.discriminatedUnion('type', [
  /** HP-SETUP: put a unit held in reserve on the table in its player's zone, a hex for each model. */
  z.strictObject({
    type: z.literal('deploy'),
    unit: id,
    at: z.array(hexSchema).check(z.minLength(1), z.maxLength(6)),
  }),
  /** HP-SETUP: put one of the seat's terrain batches on the table, its anchor on `at`, turned `turn` × 60°. */
  z.strictObject({
    type: z.literal('placeTerrain'),
    batch: id,
    at: hexSchema,
    turn: z.int().check(z.minimum(0), z.maximum(5)),
  }),
  /** HP-TIMER: put a unit's initiative marker on a segment (1–6). */
  z.strictObject({
    type: z.literal('placeMarker'),
    unit: id,
    segment: z.int().check(z.minimum(1), z.maximum(6)),
  }),
  /** HP-TICK: the Timer moves one segment. */
  z.strictObject({ type: z.literal('turnTime') }),
  /** HP-ACTIVATE: spend a die of the face being activated on a unit in the pool, or pass. */
  z.strictObject({ type: z.literal('activate'), unit: id }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('endActivation') }),
  /** HP-MOVE, HP-MOVE-ANY: one move action, each model of the unit along its own path. */
  z.strictObject({
    type: z.literal('move'),
    moves: z
      .array(z.strictObject({ model: id, path, all: z.optional(z.boolean()) }))
      .check(z.minLength(1), z.maxLength(6)),
  }),
  z.strictObject({ type: z.literal('shoot'), ability: slot, target: id }),
  /** HP-COUNTER: spend a positive counter to roll one die of the shot again. */
  z.strictObject({ type: z.literal('reroll'), die: z.int().check(z.minimum(0), z.maximum(59)) }),
  z.strictObject({ type: z.literal('takeHits') }),
  z.strictObject({ type: z.literal('digIn'), ability: slot }),
  z.strictObject({ type: z.literal('spot'), ability: slot, target: id }),
  z.strictObject({
    type: z.literal('pin'),
    ability: slot,
    target: id,
    pushes: z.array(z.strictObject({ model: id, path })).check(z.maxLength(6)),
  }),
  z.strictObject({ type: z.literal('stomp'), ability: slot, target: id, path }),
  z.strictObject({ type: z.literal('push'), ability: slot, target: id, path }),
  /** HP-MODELS: the owner picks which models a marked Models slot takes off. */
  z.strictObject({
    type: z.literal('removeModels'),
    models: z.array(id).check(z.minLength(1), z.maxLength(6)),
  }),
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];

/** The shape check every action passes before apply. */
export function readAction(raw: unknown): { ok: true; action: Action } | Refusal {
  const parsed = actionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length === 0 ? 'the action' : issue.path.join('.');
  return { ok: false, rule: 'shape', reason: `not a HexPrint action: ${where}: ${issue.message}` };
}
