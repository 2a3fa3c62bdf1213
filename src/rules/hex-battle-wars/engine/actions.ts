import { z } from '../../../table/zod';
import { hexSchema } from '../../../table';
import type { Refusal } from '../../../game/ruleSystem';
import { describeIssue } from '../../../table/zodIssues';

// Every action a seat may take, shape-checked before it reaches `apply` (a saved game's, another
// machine's). The seat is never in the action: it is always the seat to act (`seatToAct`).

const pieceId = z.string().check(z.minLength(1), z.maxLength(60));

export const actionSchema = z.discriminatedUnion('type', [
  /** The players choose every character's health as the game starts (HB-STATS): 25 short, 100 long. */
  z.strictObject({ type: z.literal('chooseHealth'), health: z.int().check(z.minimum(1), z.maximum(999)) }),
  /** The seat to act rolls its AC and invisibility score (HB-STATS). */
  z.strictObject({ type: z.literal('rollStats') }),
  /** Place one of the seat's obstacles, or a leftover block (HB-OBSTACLES). */
  z.strictObject({
    type: z.literal('placeObstacle'),
    at: hexSchema,
    height: z.int().check(z.minimum(1), z.maximum(3)),
  }),
  /** Every seat rolls a d20 for the leftover blocks (HB-OBSTACLES). */
  z.strictObject({ type: z.literal('rollForLeftovers') }),
  /** Every seat rolls a d6 for placement order (HB-PLACE). */
  z.strictObject({ type: z.literal('rollForOrder') }),
  /** Place the seat's character (HB-PLACE). */
  z.strictObject({ type: z.literal('placeCharacter'), at: hexSchema }),
  /** The invisibility step's d10 (HB-INVIS, HB-INVIS-KEEP). */
  z.strictObject({ type: z.literal('rollInvisibility') }),
  /** Instead of that roll, an invisible character shows itself where its real tile is (HB-REAPPEAR). */
  z.strictObject({ type: z.literal('reappear') }),
  /** The movement step's die (HB-MOVE). */
  z.strictObject({ type: z.literal('rollMovement') }),
  /** Move a piece (the character, or one of its tiles) along a path of hexes after its own. */
  z.strictObject({
    type: z.literal('move'),
    piece: pieceId,
    path: z.array(hexSchema).check(z.maxLength(10)),
  }),
  /** Attack a piece (a character, or a tile named before the roll: HB-GHOST). */
  z.strictObject({ type: z.literal('attack'), target: pieceId }),
  /** Offer the other players a draw (HB-DRAW). */
  z.strictObject({ type: z.literal('offerDraw') }),
  /** The seat asked answers an offer of a draw (HB-DRAW): agree, or play on. */
  z.strictObject({ type: z.literal('answerDraw'), accept: z.boolean() }),
  /** Skip the step (HB-PASS): costs a pass where the step could be taken. */
  z.strictObject({ type: z.literal('pass') }),
]);

export type Action = z.infer<typeof actionSchema>;

/** Reads an action's shape; a malformed one is refused, naming the field. */
const TYPES = actionSchema.def.options.map((o) => o.shape.type.def.values[0]!);

export function readAction(raw: unknown): { ok: true; action: Action } | Refusal {
  const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !(TYPES as string[]).includes(type))
    return {
      ok: false,
      rule: 'shape',
      reason: `not an action of Hex Battle Wars: type: expected one of ${TYPES.map((t) => `"${t}"`).join(', ')}`,
    };
  const r = actionSchema.safeParse(raw);
  if (r.success) return { ok: true, action: r.data };
  const p = describeIssue(r.error.issues[0]!, raw);
  return { ok: false, rule: 'shape', reason: `not an action of Hex Battle Wars: ${p.field}: ${p.problem}` };
}
