import { z } from './zod';
import { modelsSchema } from './meshes/section';

// The set-up file every rule system shares, version 2: what is on the table before play, whichever
// system plays it. The envelope is the table itself (its size, the hex tiles or the open mat, the
// hex stacks that raise a hex by whole levels, and the seats round it); a system extends it with its
// own section (its pieces, scenario and options) at the top level, so a set-up stays one flat
// object. Every position is in centimetres on the table plane; hexes are axial {q, r}. Objects are
// strict: an unknown field is an error, so a typo never silently drops anything.

export const SETUP_FORMAT = 'hex-tabletop-setup';
export const SETUP_VERSION = 2;

const finite = z.number();
export const positiveCm = finite.check(z.positive());

/** An id a file may use: short, and safe in a field path or a share link. */
export const idSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(40),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'use letters, digits, "-" and "_" only'),
  );

export const pointSchema = z.strictObject({ x: finite, y: finite });
export const hexSchema = z.strictObject({ q: z.int(), r: z.int() });
/** An angle in degrees, counter-clockwise from +x, in [0, 360). */
export const degreesSchema = finite.check(z.minimum(0), z.lt(360));

/** A Hexon tile: a 6-hex base (two rows of three) or a single hex, turned by `rotation` × 60°. */
export const tileSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(['six', 'single']),
  at: hexSchema,
  rotation: z.int().check(z.minimum(0), z.maximum(5)),
});

/** An open mat for tape-measure play: a polygon in cm, its corners in order. */
export const matSchema = z.strictObject({ outline: z.array(pointSchema).check(z.maxLength(64)) });

/** The most levels one hex may be raised (HexPrint prints stacks of tiles; Hex Battle Wars goes to 3). */
export const MOST_LEVELS = 20;

/**
 * A hex raised in whole levels (HP-HEIGHT, HB-LEVEL), with the tags its terrain carries (HP-TAGS:
 * "land", "water", "forest"). Height 0 is ground level; a hex at 0 with no tags is no stack at all.
 */
export const stackSchema = z.strictObject({
  at: hexSchema,
  height: z
    .int()
    .check(
      z.minimum(0, 'a hex is never lower than the ground: height 0 at least'),
      z.maximum(MOST_LEVELS, `a hex rises at most ${MOST_LEVELS} levels`),
    ),
  tags: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(16)), []),
});

/** A player's place at the table. Seats sit clockwise in the set-up's order (HB-SEATS). */
export const seatSchema = z.strictObject({
  id: idSchema,
  name: z.string().check(z.minLength(1), z.maxLength(40)),
});

export const boardSchema = z.strictObject({
  /** Every board of the app has hexes 10 cm across the flats (HB-BOARD); `origin` is where hex (0, 0) is. */
  across: z.literal(10),
  origin: pointSchema,
  /** Hex tiles; none on an open mat. */
  tiles: z._default(z.array(tileSchema).check(z.maxLength(200)), []),
  stacks: z._default(z.array(stackSchema).check(z.maxLength(400)), []),
  mat: z.optional(matSchema),
});

/**
 * The envelope. A system's schema is `z.extend(envelopeSchema, { system: z.literal(id), … })`, which
 * may narrow the shared fields (PaintBall Mini's two seats, red then blue).
 */
export const envelopeSchema = z.strictObject({
  format: z.literal(SETUP_FORMAT),
  version: z.literal(SETUP_VERSION),
  /** The rule system that plays this table, by id ("paintball-mini"). */
  system: idSchema,
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  table: z.strictObject({ width: positiveCm.check(z.maximum(400)), depth: positiveCm.check(z.maximum(400)) }),
  board: boardSchema,
  /** The players, clockwise round the table. */
  seats: z.array(seatSchema).check(z.minLength(1), z.maxLength(8)),
  /** Models a player imported for kinds of piece (src/table/meshes): none, and the pieces are drawn as always. */
  models: z.optional(modelsSchema),
});

export type Envelope = z.infer<typeof envelopeSchema>;
export type Seat = z.infer<typeof seatSchema>;
export type Stack = z.infer<typeof stackSchema>;
export type SetupTile = z.infer<typeof tileSchema>;
