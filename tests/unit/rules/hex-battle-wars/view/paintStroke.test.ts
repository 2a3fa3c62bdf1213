import { describe, expect, it } from 'vitest';
import type { Hex, Point } from '../../../../../src/geometry';
import { hexKey, hexToPoint } from '../../../../../src/geometry';
import { finishStroke, paintCell, startStroke } from '../../../../../src/scene/editor/paintStroke';
import { cell, duel } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';
import type { Setup } from '../../../../../src/rules/hex-battle-wars/setup/schema';
import { battleEditor } from '../../../../../src/rules/hex-battle-wars/view/editor/slots';
import type { Placing } from '../../../../../src/rules/hex-battle-wars/view/state/store';

// Hex Battle Wars' Raise, Lower, Water and Quicksand dragged across the board through the shared
// stroke: each hex entered once, refused hexes named in one notice.

const { place, strokeCell } = battleEditor;

function along(setup: Setup, a: Hex, b: Hex, steps = 30): Point[] {
  const p = hexToPoint(setup.board, a);
  const q = hexToPoint(setup.board, b);
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: p.x + ((q.x - p.x) * i) / steps,
    y: p.y + ((q.y - p.y) * i) / steps,
  }));
}

function drag(setup: Setup, placing: Placing, points: readonly Point[]) {
  const s = points.reduce((stroke, at) => {
    const c = strokeCell!(stroke.setup, placing, at);
    return c === null ? stroke : paintCell(stroke, c, (t) => place(t, placing, at));
  }, startStroke(setup));
  return finishStroke(s);
}

const tagsAt = (setup: Setup, h: Hex) =>
  setup.board.stacks.find((s) => hexKey(s.at) === hexKey(h))?.tags ?? [];
const heightAt = (setup: Setup, h: Hex) =>
  setup.board.stacks.find((s) => hexKey(s.at) === hexKey(h))?.height ?? 0;
const kept = (end: ReturnType<typeof drag>): Setup => {
  if (end.edit === null || !end.edit.ok) throw new Error(`the stroke kept nothing: ${end.notice}`);
  return end.edit.setup;
};

describe("Hex Battle Wars' editor painting by drag", () => {
  const pond = [cell(1, 8), cell(2, 8), cell(3, 8)];

  it('HB-HAZARD: Water dragged along a row lays water on each hex once (not on and off again)', () => {
    const setup = duel();
    const wet = kept(drag(setup, { piece: 'hazard', kind: 'water' }, along(setup, pond[0]!, pond[2]!)));
    expect(pond.map((h) => tagsAt(wet, h))).toEqual([['water'], ['water'], ['water']]);
  });

  it('HB-LEVEL: a Raise dragged over water raises the dry hex and names the wet ones once', () => {
    const setup = duel();
    const wet = kept(drag(setup, { piece: 'hazard', kind: 'water' }, along(setup, pond[0]!, pond[2]!)));
    const dry = cell(4, 8);
    const end = drag(wet, { piece: 'raise' }, along(wet, pond[0]!, dry));
    // The pond's hexes are named once by the water they lie in, never by coordinates.
    expect(end.notice).toBe(
      'Not done on 3 hexes (the hex in the south-west water): that hex is water: water and quicksand lie on the ground, clear it first',
    );
    expect(heightAt(kept(end), dry)).toBe(1);
    expect(pond.map((h) => heightAt(kept(end), h))).toEqual([0, 0, 0]);
  });

  it('a character or a board tile goes down by a click, not painted', () => {
    const setup = duel();
    const at = hexToPoint(setup.board, pond[0]!);
    expect(strokeCell!(setup, { piece: 'tile', kind: 'single' }, at)).toBeNull();
    expect(strokeCell!(setup, { piece: 'untile' }, at)).toBeNull();
  });
});
