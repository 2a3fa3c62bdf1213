import { z } from 'zod';

// The set-up file, version 1. Every position is in centimetres on the table plane (G-UNITS), in
// both modes; hex mode derives a piece's hex from its position. Objects are strict: an unknown
// field is an error, so a typo never silently drops a piece's property.

export const SETUP_FORMAT = 'paintball-mini-setup';
export const SETUP_VERSION = 1;

const finite = z.number().finite();
const positive = finite.positive();
const id = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'use letters, digits, "-" and "_" only');

const pointSchema = z.strictObject({ x: finite, y: finite });
const hexSchema = z.strictObject({ q: z.number().int(), r: z.number().int() });
const degrees = finite.min(0).lt(360);

export const teamSchema = z.enum(['red', 'blue']);
export const statusSchema = z.enum(['active', 'sentry', 'impotent', 'out-of-ammo', 'jammed', 'eliminated']);
export const grenadeSchema = z.enum(['smoke', 'paint']);

export const figureSchema = z.strictObject({
  id,
  team: teamSchema,
  role: z.enum(['paintballer', 'marshal']),
  name: z.string().min(1).max(40),
  at: pointSchema,
  /** Facing in degrees, 0 along +x, counter-clockwise. */
  facing: degrees,
  expert: z.boolean(),
  grenades: z.array(grenadeSchema).max(3),
  status: statusSchema,
});

const softSchema = z.strictObject({ id, kind: z.literal('soft'), at: pointSchema, radius: positive.max(20) });
const hardSchema = z.strictObject({
  id,
  kind: z.literal('hard'),
  model: z.enum(['drums', 'crates', 'logs']),
  at: pointSchema,
  rotation: degrees,
  width: positive.max(30),
  depth: positive.max(30),
});
const hillSchema = z.strictObject({
  id,
  kind: z.literal('hill'),
  at: pointSchema,
  rotation: degrees,
  radiusX: positive.max(60),
  radiusY: positive.max(60),
  height: positive.max(20),
});
const ringSchema = (kind: 'bunker' | 'stockade') =>
  z.strictObject({ id, kind: z.literal(kind), at: pointSchema, rotation: degrees, radius: positive.max(15) });
const trenchSchema = z.strictObject({
  id,
  kind: z.literal('trench'),
  at: pointSchema,
  rotation: degrees,
  length: positive.max(80),
  width: positive.max(10),
});
const smokeSchema = z.strictObject({
  id,
  kind: z.literal('smoke'),
  at: pointSchema,
  radius: positive.max(15),
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
    carriedBy: id.nullable(),
  }),
  z.strictObject({ id, kind: z.literal('splat'), team: teamSchema, at: pointSchema }),
]);

export const tileSchema = z.strictObject({
  id,
  kind: z.enum(['six', 'single']),
  at: hexSchema,
  rotation: z.number().int().min(0).max(5),
});

export const matSchema = z.strictObject({ outline: z.array(pointSchema).max(64) });

export const setupSchema = z.strictObject({
  format: z.literal(SETUP_FORMAT),
  version: z.literal(SETUP_VERSION),
  name: z.string().min(1).max(80),
  system: z.literal('paintball-mini'),
  scenario: z.enum(['capture-the-flag', 'reverse-flag', 'single-flag', 'custom']),
  mode: z.enum(['hex', 'hexless']),
  options: z.strictObject({ experts: z.boolean(), grenades: z.boolean(), blindSpots: z.boolean() }),
  table: z.strictObject({ width: positive.max(400), depth: positive.max(400) }),
  board: z.strictObject({
    across: z.literal(10),
    origin: pointSchema,
    /** Hex tiles; none on an open mat (checks.ts asks for one at least when there is no mat). */
    tiles: z.array(tileSchema).max(200).default([]),
    /** An open mat for tape-measure play: a polygon in cm, its corners in order (checks.ts: a simple polygon). */
    mat: matSchema.optional(),
  }),
  figures: z.array(figureSchema).max(60),
  terrain: z.array(terrainSchema).max(200),
  markers: z.array(markerSchema).max(100),
});
