import type { SetupKind } from './kinds';
import { SETUP_FORMAT, SETUP_VERSION } from './envelope';

// Version 1 was PaintBall Mini's own file: its format named the system ("paintball-mini-setup"),
// it had no seats (the system's two sides were implied) and no hex stacks. Version 2 is the
// envelope every system shares. A version-1 file is brought up to version 2 as it is read; nothing
// in it is dropped or changed, so every field the player wrote is still there to be checked.

/** The version before the shared envelope. */
export const FIRST_VERSION = 1;

/** The format a version-1 file of this system gave, or null when `format` is not one. */
export function firstFormatSystem(format: unknown): string | null {
  if (typeof format !== 'string' || format === SETUP_FORMAT || !format.endsWith('-setup')) return null;
  const system = format.slice(0, -'-setup'.length);
  return /^[a-z0-9][a-z0-9-]*$/.test(system) ? system : null;
}

/**
 * A version-1 set-up as version 2: the shared format and version, the system's first seats and an
 * empty list of stacks added, every other field kept as it was (and in its place). The input is
 * never changed; a field the file lacks stays lacking, for the schema to name.
 */
export function migrateFromFirst(
  v1: Readonly<Record<string, unknown>>,
  systemId: string,
  kind: Pick<SetupKind, 'firstSeats'>,
): Record<string, unknown> {
  const { format: _format, version: _version, system, name, table, board, seats, ...section } = v1;
  const out: Record<string, unknown> = { format: SETUP_FORMAT, version: SETUP_VERSION };
  out.system = system ?? systemId;
  if (name !== undefined) out.name = name;
  if (table !== undefined) out.table = table;
  out.board = isObject(board) && !('stacks' in board) ? withStacks(board) : board;
  if (out.board === undefined) delete out.board;
  // A version-1 file had no seats; if one somehow names them, they are checked, not overwritten.
  out.seats = seats ?? kind.firstSeats.map((s) => ({ ...s }));
  return { ...out, ...section };
}

/** The board with `stacks: []` after its tiles, where version 2 writes it. */
function withStacks(board: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(board)) {
    out[key] = value;
    if (key === 'tiles') out.stacks = [];
  }
  if (!('stacks' in out)) out.stacks = [];
  return out;
}

const isObject = (v: unknown): v is Readonly<Record<string, unknown>> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
