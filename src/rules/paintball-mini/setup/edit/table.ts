import type { Point } from '../../../../geometry';
import { round } from '../placement';
import type { Setup } from '../types';

/** On the table, edges included. A point that is not a number is on no table. */
export function onTable(setup: Setup, p: Point): boolean {
  return (
    Number.isFinite(p.x) &&
    Number.isFinite(p.y) &&
    Math.abs(p.x) <= setup.table.width / 2 &&
    Math.abs(p.y) <= setup.table.depth / 2
  );
}

export const tableWords = (setup: Setup): string =>
  `the ${setup.table.width} × ${setup.table.depth} cm table`;

export const shift = (p: Point, by: Point): Point => ({ x: round(p.x + by.x), y: round(p.y + by.y) });

/** Degrees into [0, 360), kept to a thousandth. */
export function normaliseAngle(degrees: number): number {
  const a = round(((degrees % 360) + 360) % 360);
  return a >= 360 ? 0 : a;
}
