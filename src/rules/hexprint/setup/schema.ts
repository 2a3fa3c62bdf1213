import { z } from '../../../table/zod';
import { envelopeSchema, hexSchema, idSchema as id, stackSchema } from '../../../table';
import { cardSchema, terrainCardSchema } from './cardSchema';

// HexPrint's set-up: the shared envelope (src/table/envelope.ts) with its own section: the mission,
// the unit and terrain cards as data (the starter set or a player's own), and the units on the
// table. Terrain is the envelope's board.stacks: land levels stacked to any height, tagged Land,
// Water, Forest, Ruins (HP-HEIGHT, HP-TAGS). Objects are strict: an unknown field is an error.

export const SYSTEM_ID = 'hexprint';

const rowsSchema = z.tuple([z.int(), z.int()]);

/**
 * A batch of terrain a seat places before play (HP-SETUP): its stacks as hexes relative to its
 * anchor (the hex the player puts it on is `at` {0, 0}), each with its height and tags, so a
 * Forest batch is Forest-tagged hexes and a rise is plain Land a level up.
 */
export const batchSchema = z.strictObject({
  id,
  seat: id,
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  hexes: z.array(stackSchema).check(z.minLength(1), z.maxLength(12)),
});

export const missionSchema = z.strictObject({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  /** How it is won: 'skirmish' (no enemy units left, else more damage dealt) or 'king of the hill'. */
  kind: z.enum(['skirmish', 'king of the hill']),
  /** A symmetric mission rolls off for who places first (HP-SETUP); otherwise the defender does. */
  defender: z.nullable(id),
  /** King of the hill: the hill's top hex. */
  hill: z.nullable(hexSchema),
  /** Where each seat deploys units held in reserve (HP-SETUP): the hex rows r from `rows[0]` to `rows[1]`. */
  zones: z.array(z.strictObject({ seat: id, rows: rowsSchema })).check(z.maxLength(8)),
  /** The terrain batches each seat places before play, one a go with its units (HP-SETUP). */
  batches: z._default(z.array(batchSchema).check(z.maxLength(24)), []),
  /** Where each seat may place its terrain batches: the hex rows r from `rows[0]` to `rows[1]`. */
  terrainZones: z._default(z.array(z.strictObject({ seat: id, rows: rowsSchema })).check(z.maxLength(8)), []),
  /** Full rotations of the Hex Timer before the game ends (HP-END). */
  rotations: z.int().check(z.minimum(1), z.maximum(6)),
});

export const modelSchema = z.strictObject({
  id,
  /** The hex it stands on; a three-hex model also covers the next hexes in `facing` and `facing` + 1. */
  at: hexSchema,
  facing: z.int().check(z.minimum(0), z.maximum(5)),
});

export const unitSchema = z.strictObject({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The unit card it plays, by id. */
  card: id,
  seat: id,
  models: z.array(modelSchema).check(z.minLength(1), z.maxLength(6)),
  /** Held off the table until its player deploys it in their zone (HP-SETUP); its models' hexes are then ignored. */
  reserve: z.boolean(),
  /** The Timer segment its initiative marker starts on (HP-TIMER); null: its player chooses at the start. */
  marker: z.nullable(z.int().check(z.minimum(1), z.maximum(6))),
});

export const setupSchema = z.extend(envelopeSchema, {
  system: z.literal(SYSTEM_ID),
  seats: envelopeSchema.shape.seats.check(z.minLength(2)),
  mission: missionSchema,
  cards: z.array(cardSchema).check(z.minLength(1), z.maxLength(32)),
  terrainCards: z.array(terrainCardSchema).check(z.maxLength(16)),
  units: z.array(unitSchema).check(z.maxLength(40)),
});

export type Mission = z.infer<typeof missionSchema>;
export type Batch = z.infer<typeof batchSchema>;
export type SetupModel = z.infer<typeof modelSchema>;
export type SetupUnit = z.infer<typeof unitSchema>;
export type Setup = z.infer<typeof setupSchema>;
