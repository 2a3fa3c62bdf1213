import type { Point } from '../../geometry';
import type { Envelope } from '../envelope';
import type { EditResult } from './result';
import { done, refuse } from './result';

/** Set-up files keep positions to a hundredth of a millimetre: readable, and exact enough. */
export const round = (v: number): number => Math.round(v * 1000) / 1000 + 0;

/** On the table, edges included. A point that is not a number is on no table. */
export function onTable(setup: Pick<Envelope, 'table'>, p: Point): boolean {
  return (
    Number.isFinite(p.x) &&
    Number.isFinite(p.y) &&
    Math.abs(p.x) <= setup.table.width / 2 &&
    Math.abs(p.y) <= setup.table.depth / 2
  );
}

export const tableWords = (setup: Pick<Envelope, 'table'>): string =>
  `the ${setup.table.width} × ${setup.table.depth} cm table`;

export const shift = (p: Point, by: Point): Point => ({ x: round(p.x + by.x), y: round(p.y + by.y) });

/** Degrees into [0, 360), kept to a thousandth. */
export function normaliseAngle(degrees: number): number {
  const a = round(((degrees % 360) + 360) % 360);
  return a >= 360 ? 0 : a;
}

/** "a", "a and b", "a, b and c". */
export function listWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

/** The longest table name a set-up file holds (the envelope's `name`). */
export const MOST_NAME_CHARS = 80;

/** Renames the table; saved files and pictures are named after it. Spaces at the ends are dropped. */
export function renameTable<T extends Envelope>(setup: T, name: string): EditResult<T> {
  const trimmed = name.trim();
  if (trimmed.length === 0) return refuse('a table needs a name');
  if (trimmed.length > MOST_NAME_CHARS)
    return refuse(`a table's name is at most ${MOST_NAME_CHARS} characters (this one has ${trimmed.length})`);
  return done({ ...setup, name: trimmed });
}
