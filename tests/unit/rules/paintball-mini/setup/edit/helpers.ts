import { expect } from 'vitest';
import type { Hex, Point } from '../../../../../../src/geometry';
import { hexKey, pointToHex } from '../../../../../../src/geometry';
import { STANDARD_LAYOUT } from '../../../../../../src/rules/paintball-mini/board/standardBoard';
import { hexPoint, slotPoint, validateSetup } from '../../../../../../src/rules/paintball-mini/setup';
import type { Figure, Setup } from '../../../../../../src/rules/paintball-mini/setup';
import type { EditResult } from '../../../../../../src/rules/paintball-mini/setup/edit';

/** The edit went through, and what it made is a set-up the loader accepts. */
export function ok(r: EditResult): { setup: Setup; selection: readonly string[] | undefined } {
  if (!r.ok) throw new Error(`expected the edit to go through, but: ${r.reason}`);
  const checked = validateSetup(JSON.parse(JSON.stringify(r.setup)));
  if (!checked.ok)
    throw new Error(`the edit made a set-up the loader refuses: ${JSON.stringify(checked.problems)}`);
  return { setup: r.setup, selection: r.selection };
}

/** The edit was refused; returns the reason. */
export function refused(r: EditResult): string {
  if (r.ok) throw new Error('expected the edit to be refused');
  expect(r.reason.length).toBeGreaterThan(0);
  return r.reason;
}

export const fig = (s: Setup, id: string): Figure => {
  const f = s.figures.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no figure ${id}`);
  return f;
};

export const hexOf = (p: Point): Hex => pointToHex(STANDARD_LAYOUT, p);
/** A hex's centre, kept to a thousandth of a cm as set-up files keep positions. */
export const centreOf = (h: Hex): Point => hexPoint(STANDARD_LAYOUT, h);
export const slot = (h: Hex, i: number): Point => slotPoint(STANDARD_LAYOUT, h, i);
export const sameHex = (a: Point, b: Hex): boolean => hexKey(hexOf(a)) === hexKey(b);
export const by = (from: Point, to: Point): Point => ({ x: to.x - from.x, y: to.y - from.y });

/** A figure moved to a point by hand, as a hand-written file could have it. */
export function withFigureAt(s: Setup, id: string, at: Point): Setup {
  return { ...s, figures: s.figures.map((f) => (f.id === id ? { ...f, at } : f)) };
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
