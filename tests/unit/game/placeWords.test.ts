import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/geometry';
import { hexKey } from '../../../src/geometry';
import type { PlaceFacts } from '../../../src/game/places/placeWords';
import { moveWords, placeOf, routeWords, tellApart } from '../../../src/game/places/placeWords';
import { regions } from '../../../src/game/places/regions';

// Place words, the kit every system names hexes with: by what is on or near a hex and its level,
// never by coordinates. A 7 × 7 board (axial rows, r from 0 at the north edge to 6 at the south).

const board: Hex[] = [];
for (let r = 0; r < 7; r++) for (let c = 0; c < 7; c++) board.push({ q: c - Math.floor(r / 2), r });
const at = (c: number, r: number): Hex => ({ q: c - Math.floor(r / 2), r });
const levels = new Map([
  [hexKey(at(3, 3)), 2],
  [hexKey(at(4, 3)), 1],
  [hexKey(at(3, 2)), 1],
]);
const hill = [at(3, 3), at(4, 3), at(3, 2)];
const forest = [at(0, 5), at(1, 5)];
const facts: PlaceFacts = {
  board,
  level: (h) => levels.get(hexKey(h)) ?? 0,
  landmarks: [
    { name: 'the hill', hexes: hill, within: 'on' },
    { name: 'the forest', hexes: forest, within: 'in' },
    { name: "South's Scout", hexes: [at(5, 5)], within: null },
  ],
  areas: [{ name: "North's deployment rows", hexes: board.filter((h) => h.r <= 1), within: 'in' }],
};

describe('a hex in words', () => {
  it('names a raised hex by its level on the hill', () => {
    expect(placeOf(facts, at(3, 3)).at).toBe("on the hill's second level");
    expect(placeOf(facts, at(4, 3)).into).toBe("onto the hill's first level");
  });

  it('names a hex in terrain, beside it, or beside a unit', () => {
    expect(placeOf(facts, at(1, 5)).at).toBe('in the forest');
    expect(placeOf(facts, at(2, 5)).at).toBe('beside the forest');
    expect(placeOf(facts, at(5, 6)).at).toBe("beside South's Scout");
    expect(placeOf(facts, at(5, 5)).at).not.toBe("on South's Scout");
  });

  it('falls back on the areas, the edges and the compass, never on coordinates', () => {
    expect(placeOf(facts, at(6, 0)).at).toBe("in North's deployment rows");
    expect(placeOf(facts, at(0, 2)).at).toBe('at the west edge');
    for (const h of board) expect(placeOf(facts, h).at).not.toMatch(/\d/);
  });

  it('says a move up or down and where it starts', () => {
    expect(moveWords(facts, at(2, 3), at(3, 3))).toBe("from beside the hill up onto the hill's second level");
    expect(moveWords(facts, at(3, 3), at(4, 3))).toBe(
      "from the hill's second level down onto the hill's first level",
    );
  });

  it('reads two hexes of one route differently where it can', () => {
    const route = [at(2, 6), at(3, 6), at(4, 6)];
    const words = routeWords(facts, route).split(' → ');
    expect(words).toHaveLength(3);
    for (let i = 1; i < words.length; i++) expect(words[i]).not.toBe(words[i - 1]);
  });

  it('tells two woods apart by where they lie', () => {
    const named = tellApart(board, [
      { name: 'the forest', hexes: [at(0, 3)], within: 'in' },
      { name: 'the forest', hexes: [at(6, 3)], within: 'in' },
    ]);
    expect(named.map((l) => l.name)).toEqual(['the west forest', 'the east forest']);
  });
});

it('groups connected hexes of one kind into regions', () => {
  const found = regions(board, (h) =>
    levels.has(hexKey(h)) ? 'hill' : forest.some((f) => hexKey(f) === hexKey(h)) ? 'forest' : null,
  );
  expect(found.map((r) => [r.kind, r.hexes.length])).toEqual([
    ['hill', 3],
    ['forest', 2],
  ]);
});
