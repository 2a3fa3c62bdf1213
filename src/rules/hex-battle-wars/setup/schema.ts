import { z } from 'zod';
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
  one: z.number().int().min(0).max(20),
  two: z.number().int().min(0).max(20),
  three: z.number().int().min(0).max(20),
});

/**
 * A character invisible when the table was set: its three tiles, tile 1 to 3, and which one is real
 * (HB-HIDDEN). A ghost already hit and gone from the board (HB-GHOST) is null in its place.
 */
export const hiddenSchema = z.strictObject({
  tiles: z.array(hexSchema.nullable()).length(3),
  real: z.number().int().min(0).max(2),
});

export const characterSchema = z.strictObject({
  /** The seat that plays it: one character a seat (HB-SEATS). */
  seat: idSchema,
  /** Its hex; null when it is placed at the table (HB-PLACE) or stands as invisibility tiles. */
  at: hexSchema.nullable().default(null),
  /** Armour class 11 to 16; null when it is rolled at the table (HB-STATS). */
  ac: z.number().int().min(11).max(16).nullable().default(null),
  /** Invisibility score 1 to 6; null when it is rolled at the table (HB-STATS). */
  invisibility: z.number().int().min(1).max(6).nullable().default(null),
  /** Passes left on its sheet (HB-PASS). */
  passes: z.number().int().min(0).max(3).default(3),
  /** Its invisibility tiles, when it starts invisible. */
  hidden: hiddenSchema.nullable().default(null),
});

export const setupSchema = envelopeSchema.extend({
  system: z.literal(SYSTEM_ID),
  /** Two to six players (HB-SEATS), clockwise in this order. */
  seats: z.array(seatSchema).min(2).max(6),
  characters: z.array(characterSchema).max(6),
  /** Every character's starting health; null when the players choose it as the game starts (HB-STATS). */
  health: z.number().int().min(1).max(999).nullable().default(null),
  /** Each player's share of obstacles to place at the table (HB-OBSTACLES); none when the board is set. */
  obstacles: obstacleCountSchema.default({ one: 0, two: 0, three: 0 }),
  /** Blocks that could not be shared out equally: the high roller of a d20 places them. */
  leftover: obstacleCountSchema.default({ one: 0, two: 0, three: 0 }),
});

export type Setup = z.infer<typeof setupSchema>;
export type SetupCharacter = z.infer<typeof characterSchema>;
export type ObstacleCount = z.infer<typeof obstacleCountSchema>;
