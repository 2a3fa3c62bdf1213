import { z } from '../../../table/zod';
import { envelopeSchema, hexSchema, idSchema, seatSchema } from '../../../table';

// Hex Battle Wars' set-up: the shared envelope (src/table/envelope.ts) with its own section at the
// top level. Obstacles and hazards are the envelope's board stacks (HB-LEVEL, HB-HAZARD): a stack's
// height is its level (1 to 3, 4 cm a level in 3D), its tags say "water" or "quicksand" on the
// ground. A character left without a hex, stats or health gets them at the table (HB-PLACE, HB-STATS).

export const SYSTEM_ID = 'hex-battle-wars';

/** The tags a hex of this game may carry. */
export const TAGS = ['obstacle', 'water', 'quicksand'] as const;
export type Hazard = 'water' | 'quicksand';

/** How many obstacles of each height: each player's share, or the blocks left over (HB-OBSTACLES). */
export const obstacleCountSchema = z.strictObject({
  one: z.int().check(z.minimum(0), z.maximum(20)),
  two: z.int().check(z.minimum(0), z.maximum(20)),
  three: z.int().check(z.minimum(0), z.maximum(20)),
});

/**
 * A character invisible when the table was set: its three tiles, tile 1 to 3, and which one is real
 * (HB-HIDDEN). A ghost already hit and gone from the board (HB-GHOST) is null in its place.
 */
export const hiddenSchema = z.strictObject({
  tiles: z.array(z.nullable(hexSchema)).check(z.length(3)),
  real: z.int().check(z.minimum(0), z.maximum(2)),
});

export const characterSchema = z.strictObject({
  /** The seat that plays it: one character a seat (HB-SEATS). */
  seat: idSchema,
  /** Its hex; null when it is placed at the table (HB-PLACE) or stands as invisibility tiles. */
  at: z._default(z.nullable(hexSchema), null),
  /** Armour class 11 to 16; null when it is rolled at the table (HB-STATS). */
  ac: z._default(z.nullable(z.int().check(z.minimum(11), z.maximum(16))), null),
  /** Invisibility score 1 to 6; null when it is rolled at the table (HB-STATS). */
  invisibility: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(6))), null),
  /** Passes left on its sheet (HB-PASS). */
  passes: z._default(z.int().check(z.minimum(0), z.maximum(3)), 3),
  /** Its invisibility tiles, when it starts invisible. */
  hidden: z._default(z.nullable(hiddenSchema), null),
});

export const setupSchema = z.extend(envelopeSchema, {
  system: z.literal(SYSTEM_ID),
  /** Two to six players (HB-SEATS), clockwise in this order. */
  seats: z.array(seatSchema).check(z.minLength(2), z.maxLength(6)),
  characters: z.array(characterSchema).check(z.maxLength(6)),
  /** Every character's starting health; null when the players choose it as the game starts (HB-STATS). */
  health: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(999))), null),
  /** Each player's share of obstacles to place at the table (HB-OBSTACLES); none when the board is set. */
  obstacles: z._default(obstacleCountSchema, { one: 0, two: 0, three: 0 }),
  /** Blocks that could not be shared out equally: the high roller of a d20 places them. */
  leftover: z._default(obstacleCountSchema, { one: 0, two: 0, three: 0 }),
});

export type Setup = z.infer<typeof setupSchema>;
export type SetupCharacter = z.infer<typeof characterSchema>;
export type ObstacleCount = z.infer<typeof obstacleCountSchema>;
