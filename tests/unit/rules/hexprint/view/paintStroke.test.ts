import { describe, expect, it } from 'vitest';
import type { Hex, Point } from '../../../../../src/geometry';
import { hexKey, hexToPoint } from '../../../../../src/geometry';
import type { StrokeCell } from '../../../../../src/scene/editor/paintStroke';
import { finishStroke, paintCell, startStroke } from '../../../../../src/scene/editor/paintStroke';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import type { Setup } from '../../../../../src/rules/hexprint/setup/schema';
import { hexPrintEditor } from '../../../../../src/rules/hexprint/view/editor/slots';
import type { Placing } from '../../../../../src/rules/hexprint/view/state/store';

// HexPrint's terrain tools dragged across the board, as the editor surface feeds them: the pointer's
// points along a line, each hex it enters painted once by the palette's own edit.

const { place, strokeCell } = hexPrintEditor;

/** `steps` points on the line from the middle of hex `a` to the middle of hex `b`, both ends included. */
function along(setup: Setup, a: Hex, b: Hex, steps = 24): Point[] {
  const p = hexToPoint(setup.board, a);
  const q = hexToPoint(setup.board, b);
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: p.x + ((q.x - p.x) * i) / steps,
    y: p.y + ((q.y - p.y) * i) / steps,
  }));
}

function drag(setup: Setup, placing: Placing, points: readonly Point[]) {
  const s = points.reduce((stroke, at) => {
    const cell: StrokeCell | null = strokeCell!(stroke.setup, placing, at);
    return cell === null ? stroke : paintCell(stroke, cell, (t) => place(t, placing, at));
  }, startStroke(setup));
  return finishStroke(s);
}

const heightAt = (setup: Setup, h: Hex) =>
  setup.board.stacks.find((s) => hexKey(s.at) === hexKey(h))?.height ?? 0;
const tagsAt = (setup: Setup, h: Hex) =>
  setup.board.stacks.find((s) => hexKey(s.at) === hexKey(h))?.tags ?? [];
const kept = (end: ReturnType<typeof drag>): Setup => {
  if (end.edit === null || !end.edit.ok) throw new Error(`the stroke kept nothing: ${end.notice}`);
  return end.edit.setup;
};
const row = [
  { q: 1, r: 6 },
  { q: 2, r: 6 },
  { q: 3, r: 6 },
] as const;

describe("HexPrint's editor painting by drag", () => {
  it('HP-HEIGHT: a Raise dragged along a row and back raises each of its three hexes one level', () => {
    const setup = skirmish();
    const there = along(setup, row[0], row[2]);
    const end = drag(setup, { piece: 'raise' }, [...there, ...there.reverse()]);
    expect(end.notice).toBeNull();
    expect(row.map((h) => heightAt(kept(end), h))).toEqual(row.map((h) => heightAt(setup, h) + 1));
    const others = (s: Setup) => s.board.stacks.filter((x) => !row.some((h) => hexKey(h) === hexKey(x.at)));
    expect(others(kept(end))).toEqual(others(setup));
  });

  it('HP-TAGS: a Forest dragged over a row tags each hex once, not on and off again', () => {
    const setup = skirmish();
    const end = drag(setup, { piece: 'tag', tag: 'Forest' }, along(setup, row[0], row[2], 60));
    expect(row.map((h) => tagsAt(kept(end), h).includes('Forest'))).toEqual([true, true, true]);
  });

  it('HP-HEIGHT: hexes off the board are skipped and named once, the rest raised', () => {
    const setup = skirmish();
    const off = { q: -5, r: 6 }; // the row's first hex on the board is (-3, 6)
    const end = drag(setup, { piece: 'raise' }, along(setup, off, row[0]));
    expect(end.notice).toBe(
      'Not done on 2 hexes (the hex at the west edge): that hex is on no tile of the board',
    );
    const raised = [-3, -2, -1, 0, 1].map((q) => ({ q, r: 6 }));
    expect(raised.map((h) => heightAt(kept(end), h))).toEqual(raised.map((h) => heightAt(setup, h) + 1));
  });

  it('a terrain batch is laid by a click, not painted', () => {
    const setup = skirmish();
    expect(strokeCell!(setup, { piece: 'batch', tag: 'Ruins' }, hexToPoint(setup.board, row[0]))).toBeNull();
  });
});
