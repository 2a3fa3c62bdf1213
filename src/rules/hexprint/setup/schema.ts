import { z } from 'zod';
import { envelopeSchema, hexSchema, idSchema as id, stackSchema } from '../../../table';
import { cardSchema, terrainCardSchema } from './cardSchema';

// HexPrint's set-up: the shared envelope (src/table/envelope.ts) with its own section: the mission,
// the unit and terrain cards as data (the starter set or a player's own), and the units on the
// table. Terrain is the envelope's board.stacks: land levels stacked to any height, tagged Land,
// Water, Forest, Ruins (HP-HEIGHT, HP-TAGS). Objects are strict: an unknown field is an error.

export const SYSTEM_ID = 'hexprint';

const rowsSchema = z.tuple([z.number().int(), z.number().int()]);

/**
 * A batch of terrain a seat places before play (HP-SETUP): its stacks as hexes relative to its
 * anchor (the hex the player puts it on is `at` {0, 0}), each with its height and tags, so a
 * Forest batch is Forest-tagged hexes and a rise is plain Land a level up.
 */
export const batchSchema = z.strictObject({
  id,
  seat: id,
  name: z.string().min(1).max(40),
  hexes: z.array(stackSchema).min(1).max(12),
});

export const missionSchema = z.strictObject({
  id,
  name: z.string().min(1).max(60),
  /** How it is won: 'skirmish' (no enemy units left, else more damage dealt) or 'king of the hill'. */
  kind: z.enum(['skirmish', 'king of the hill']),
  /** A symmetric mission rolls off for who places first (HP-SETUP); otherwise the defender does. */
  defender: id.nullable(),
  /** King of the hill: the hill's top hex. */
  hill: hexSchema.nullable(),
  /** Where each seat deploys units held in reserve (HP-SETUP): the hex rows r from `rows[0]` to `rows[1]`. */
  zones: z.array(z.strictObject({ seat: id, rows: rowsSchema })).max(8),
  /** The terrain batches each seat places before play, one a go with its units (HP-SETUP). */
  batches: z.array(batchSchema).max(24).default([]),
  /** Where each seat may place its terrain batches: the hex rows r from `rows[0]` to `rows[1]`. */
  terrainZones: z
    .array(z.strictObject({ seat: id, rows: rowsSchema }))
    .max(8)
    .default([]),
  /** Full rotations of the Hex Timer before the game ends (HP-END). */
  rotations: z.number().int().min(1).max(6),
});

export const modelSchema = z.strictObject({
  id,
  /** The hex it stands on; a three-hex model also covers the next hexes in `facing` and `facing` + 1. */
  at: hexSchema,
  facing: z.number().int().min(0).max(5),
});

export const unitSchema = z.strictObject({
  id,
  name: z.string().min(1).max(40),
  /** The unit card it plays, by id. */
  card: id,
  seat: id,
  models: z.array(modelSchema).min(1).max(6),
  /** Held off the table until its player deploys it in their zone (HP-SETUP); its models' hexes are then ignored. */
  reserve: z.boolean(),
  /** The Timer segment its initiative marker starts on (HP-TIMER); null: its player chooses at the start. */
  marker: z.number().int().min(1).max(6).nullable(),
});

export const setupSchema = envelopeSchema.extend({
  system: z.literal(SYSTEM_ID),
  seats: envelopeSchema.shape.seats.min(2),
  mission: missionSchema,
  cards: z.array(cardSchema).min(1).max(32),
  terrainCards: z.array(terrainCardSchema).max(16),
  units: z.array(unitSchema).max(40),
});

export type Mission = z.infer<typeof missionSchema>;
export type Batch = z.infer<typeof batchSchema>;
export type SetupModel = z.infer<typeof modelSchema>;
export type SetupUnit = z.infer<typeof unitSchema>;
export type Setup = z.infer<typeof setupSchema>;
