import type { Point } from '../../geometry';
import type { Envelope } from '../envelope';

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
