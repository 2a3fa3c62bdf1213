import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexDistance, hexKey } from '../../../../../src/geometry';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import { kingOfTheHill } from '../../../../../src/rules/hexprint/setup/scenarios';

// The rulings' King of the Hill is symmetric: the board, its terrain and both deployments are a
// true half-turn image of each other, hex for hex, about the hill's top.

const setup = kingOfTheHill();
const top = setup.mission.hill!;
const turned = (h: Hex): Hex => ({ q: 2 * top.q - h.q, r: 2 * top.r - h.r });
const other = (seat: string) => (seat === 'north' ? 'south' : 'north');

describe('King of the Hill, as the rulings set it', () => {
  it('King of the Hill: reads cleanly, and its hill is three levels high at the top, then 2, then 1', () => {
    const read = validateSetup(setup);
    expect(read.ok ? [] : read.problems).toEqual([]);
    const height = new Map(setup.board.stacks.map((s) => [hexKey(s.at), s.height]));
    expect(height.get(hexKey(top))).toBe(3);
    for (const t of setup.board.tiles) {
      const d = hexDistance(t.at, top);
      if (d === 1) expect(height.get(hexKey(t.at))).toBe(2);
      if (d === 2) expect(height.get(hexKey(t.at))).toBe(1);
    }
  });

  it('King of the Hill: every hex of the board and every stack has its half-turn image about the top', () => {
    const tiles = new Set(setup.board.tiles.map((t) => hexKey(t.at)));
    expect(tiles.size).toBe(127);
    for (const t of setup.board.tiles) expect(tiles.has(hexKey(turned(t.at))), hexKey(t.at)).toBe(true);
    const stacks = new Map(setup.board.stacks.map((s) => [hexKey(s.at), s]));
    expect(stacks.size).toBe(setup.board.stacks.length);
    for (const s of setup.board.stacks) {
      const image = stacks.get(hexKey(turned(s.at)));
      expect({ height: image?.height, tags: image?.tags }, hexKey(s.at)).toEqual({
        height: s.height,
        tags: s.tags,
      });
    }
  });

  it("King of the Hill: each side's models are the other's turned half a circle, facing the other way", () => {
    const models = setup.units.flatMap((u) => u.models.map((m) => ({ u, m })));
    expect(new Set(setup.units.map((u) => u.seat))).toEqual(new Set(['north', 'south']));
    for (const { u, m } of models) {
      const image = models.find(
        (x) => x.u.seat === other(u.seat) && x.u.card === u.card && hexKey(x.m.at) === hexKey(turned(m.at)),
      );
      expect(image?.m.facing, `${m.id}'s image`).toBe((m.facing + 3) % 6);
    }
    // Both sides' nearest model is as far from the top as the other's.
    const nearest = (seat: string) =>
      Math.min(...models.filter((x) => x.u.seat === seat).map((x) => hexDistance(x.m.at, top)));
    expect(nearest('north')).toBe(nearest('south'));
  });
});
