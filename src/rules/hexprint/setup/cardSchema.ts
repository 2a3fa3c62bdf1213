import { z } from '../../../table/zod';
import { idSchema as id } from '../../../table';

// A unit card and a terrain card as data in the set-up file (HP-CARD): the starter set's cards are
// written with these schemas, and a player's own card is checked by the same ones, field by field.

/** How often an ability may be used (HP-ABILITY): per Timer segment ("turn") or per rotation ("round"). */
export const usesSchema = z.strictObject({
  times: z.int().check(z.minimum(1), z.maximum(9)),
  per: z.enum(['turn', 'round']),
});

const plain = <K extends string>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), uses: z.optional(usesSchema) });

/** Shoot: range in hexes, and dice per shooting model (a number) or one die for each model ("per model"). */
export const shootSchema = z.strictObject({
  kind: z.literal('shoot'),
  range: z.int().check(z.minimum(1), z.maximum(30)),
  dice: z.union([z.literal('per model'), z.int().check(z.minimum(1), z.maximum(10))]),
  uses: z.optional(usesSchema),
});

export const pushSchema = z.strictObject({
  kind: z.literal('push'),
  distance: z.int().check(z.minimum(1), z.maximum(6)),
  uses: z.optional(usesSchema),
});

/** The starter set's kinds of ability; climber and armoured are static (always on, never an action). */
export const abilitySchema = z.discriminatedUnion('kind', [
  shootSchema,
  pushSchema,
  plain('dig in'),
  plain('spot'),
  plain('pin'),
  plain('stomp'),
  plain('climber'),
  plain('armoured'),
]);

export const STATIC_KINDS = ['climber', 'armoured'] as const;

/** Boxes in each of the six damage slots: 1 ACT, 2 MOV, 3 TAR, 4 and 5 the two abilities, 6 Models. */
export const boxesSchema = z.tuple([
  z.int().check(z.minimum(0), z.maximum(6)),
  z.int().check(z.minimum(0), z.maximum(6)),
  z.int().check(z.minimum(0), z.maximum(6)),
  z.int().check(z.minimum(0), z.maximum(6)),
  z.int().check(z.minimum(0), z.maximum(6)),
  z.int().check(z.minimum(1), z.maximum(6)),
]);

export const cardSchema = z.strictObject({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  type: z.string().check(z.minLength(1), z.maxLength(40)),
  models: z.int().check(z.minimum(1), z.maximum(6)),
  /** Hexes each model covers: one, or three (a triangle of hexes, like the Walker). */
  footprint: z.union([z.literal(1), z.literal(3)]),
  /** Each model's height in levels. */
  height: z.int().check(z.minimum(1), z.maximum(6)),
  tags: z.array(z.string().check(z.minLength(1), z.maxLength(24))).check(z.maxLength(8)),
  statics: z.array(abilitySchema).check(z.maxLength(4)),
  act: z.int().check(z.minimum(1), z.maximum(9)),
  mov: z.int().check(z.minimum(1), z.maximum(9)),
  /** The die roll that succeeds: 4 is "4+". */
  tar: z.int().check(z.minimum(2), z.maximum(6)),
  /** Slots 4 and 5. */
  abilities: z.tuple([abilitySchema, abilitySchema]),
  boxes: boxesSchema,
});

/** What a terrain card's rule does (HP-TERRAIN-CARD). */
export const terrainRuleSchema = z.enum(['none', 'screens', 'shelters']);

export const terrainCardSchema = z.strictObject({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The hex tag this card is for (HP-TAGS): a stack carrying it is this terrain. */
  tag: z.string().check(z.minLength(1), z.maxLength(24)),
  /** Movement points to enter a hex of it (HP-MOVE), height aside. */
  cost: z.int().check(z.minimum(1), z.maximum(6)),
  /** 'screens': a shot through it gives at least partial cover; 'shelters': a unit in it ignores the first damage of each shot. */
  rule: terrainRuleSchema,
  /** Levels its pieces stand above their hex for the eye (a forest's trees). */
  screen: z.int().check(z.minimum(0), z.maximum(4)),
  /** HP-NEUTRAL: damage it deals, when it acts after each turn, to each unit with a model on it (0: it does nothing). */
  burns: z.int().check(z.minimum(0), z.maximum(3)),
});

export type Uses = z.infer<typeof usesSchema>;
export type Ability = z.infer<typeof abilitySchema>;
export type AbilityKind = Ability['kind'];
export type Card = z.infer<typeof cardSchema>;
export type TerrainCard = z.infer<typeof terrainCardSchema>;
