import { z } from '../../../table/zod';
import {
  degreesSchema as degrees,
  envelopeSchema,
  idSchema as id,
  pointSchema,
  positiveCm as positive,
} from '../../../table';

// PaintBall Mini's set-up: the shared envelope (src/table/envelope.ts, version 2) extended by its
// own section at the top level: scenario, mode, options, figures, terrain and markers. Every
// position is in centimetres on the table plane (G-UNITS), in both modes; hex mode derives a
// piece's hex from its position. Objects are strict: an unknown field is an error, so a typo never
// silently drops a piece's property.

export { SETUP_FORMAT, SETUP_VERSION, matSchema, tileSchema } from '../../../table';

export const SYSTEM_ID = 'paintball-mini';

export const teamSchema = z.enum(['red', 'blue']);
export const statusSchema = z.enum(['active', 'sentry', 'impotent', 'out-of-ammo', 'jammed', 'eliminated']);
export const grenadeSchema = z.enum(['smoke', 'paint']);

export const figureSchema = z.strictObject({
  id,
  team: teamSchema,
  role: z.enum(['paintballer', 'marshal']),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  at: pointSchema,
  /** Facing in degrees, 0 along +x, counter-clockwise. */
  facing: degrees,
  expert: z.boolean(),
  grenades: z.array(grenadeSchema).check(z.maxLength(3)),
  status: statusSchema,
});

const softSchema = z.strictObject({
  id,
  kind: z.literal('soft'),
  at: pointSchema,
  radius: positive.check(z.maximum(20)),
});
const hardSchema = z.strictObject({
  id,
  kind: z.literal('hard'),
  model: z.enum(['drums', 'crates', 'logs']),
  at: pointSchema,
  rotation: degrees,
  width: positive.check(z.maximum(30)),
  depth: positive.check(z.maximum(30)),
});
const hillSchema = z.strictObject({
  id,
  kind: z.literal('hill'),
  at: pointSchema,
  rotation: degrees,
  radiusX: positive.check(z.maximum(60)),
  radiusY: positive.check(z.maximum(60)),
  height: positive.check(z.maximum(20)),
});
const ringSchema = (kind: 'bunker' | 'stockade') =>
  z.strictObject({
    id,
    kind: z.literal(kind),
    at: pointSchema,
    rotation: degrees,
    radius: positive.check(z.maximum(15)),
  });
const trenchSchema = z.strictObject({
  id,
  kind: z.literal('trench'),
  at: pointSchema,
  rotation: degrees,
  length: positive.check(z.maximum(80)),
  width: positive.check(z.maximum(10)),
});
const smokeSchema = z.strictObject({
  id,
  kind: z.literal('smoke'),
  at: pointSchema,
  radius: positive.check(z.maximum(15)),
});

export const terrainSchema = z.discriminatedUnion('kind', [
  softSchema,
  hardSchema,
  hillSchema,
  ringSchema('bunker'),
  ringSchema('stockade'),
  trenchSchema,
  smokeSchema,
]);

export const markerSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    id,
    kind: z.literal('flag'),
    team: teamSchema,
    at: pointSchema,
    carriedBy: z.nullable(id),
  }),
  z.strictObject({ id, kind: z.literal('splat'), team: teamSchema, at: pointSchema }),
]);

/** The two sides, red then blue: they sit at the table's two ends, so clockwise is just this order. */
export const SEATS = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
] as const;

/**
 * The most figures one table holds: two teams of 40 and their Marshals, with room to spare. A
 * bound keeps an untrusted file from asking for a table no tab could play.
 */
export const MOST_FIGURES = 100;

const seat = (team: Team) =>
  z.strictObject({ id: z.literal(team), name: z.string().check(z.minLength(1), z.maxLength(40)) });

export const setupSchema = z.extend(envelopeSchema, {
  system: z.literal(SYSTEM_ID),
  seats: z.tuple([seat('red'), seat('blue')]),
  scenario: z.enum(['capture-the-flag', 'reverse-flag', 'single-flag', 'custom']),
  mode: z.enum(['hex', 'hexless']),
  options: z.strictObject({ experts: z.boolean(), grenades: z.boolean(), blindSpots: z.boolean() }),
  figures: z
    .array(figureSchema)
    .check(z.maxLength(MOST_FIGURES, `a table holds at most ${MOST_FIGURES} figures`)),
  terrain: z.array(terrainSchema).check(z.maxLength(200)),
  markers: z.array(markerSchema).check(z.maxLength(100)),
});

type Team = z.infer<typeof teamSchema>;
