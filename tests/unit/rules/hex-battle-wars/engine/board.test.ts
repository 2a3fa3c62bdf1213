import { describe, expect, it } from 'vitest';
import { HEX_DIRECTIONS, hexKey } from '../../../../../src/geometry';
import { indexBoard, levelAt, shutOf, slotOf } from '../../../../../src/rules/hex-battle-wars/engine/board';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import { sixPlayers } from '../../../../../src/rules/hex-battle-wars/setup';

// The indexed board's number lookup (what movement and sight use) names the same hex as its key lookup.

describe('the indexed board', () => {
  const table = newGame(sixPlayers(), 1).table;

  it('HB-BOARD: a hex on the board has the number its key has; a hex off it has none (-1)', () => {
    const board = indexBoard(table);
    for (const h of table.hexes) expect(slotOf(board, h)).toBe(board.index.get(hexKey(h)));
    const off = [
      { q: -100, r: 0 },
      { q: 0, r: 100 },
      { q: 0.5, r: 0 },
    ];
    for (const h of off) expect([board.index.get(hexKey(h)), slotOf(board, h)]).toEqual([undefined, -1]);
    // The grid around the board holds hexes that are not on it: they are off it too.
    const around = [];
    for (let q = board.minQ; q < board.minQ + board.spanQ; q++)
      for (let r = board.minR; r < board.minR + board.spanR; r++)
        if (!board.index.has(hexKey({ q, r }))) around.push(slotOf(board, { q, r }));
    expect(around.length).toBeGreaterThan(0);
    expect(new Set(around)).toEqual(new Set([-1]));
  });

  it('HB-LEVEL: levels by number equal the table record, and pieces mark exactly their hexes', () => {
    const board = indexBoard(table);
    for (const h of table.hexes) expect(levelAt(table, h)).toBe(table.levels[hexKey(h)] ?? 0);
    const at = [table.hexes[3]!, table.hexes[40]!, { q: -100, r: 0 }];
    const shut = shutOf(board, at);
    expect([...shut.keys()].filter((i) => shut[i] === 1)).toEqual([3, 40]);
  });

  it('HB-MOVE: each hex has as neighbours exactly the hexes one step away by key, -1 off the board', () => {
    const board = indexBoard(table);
    table.hexes.forEach((h, i) =>
      HEX_DIRECTIONS.forEach((d, k) =>
        expect(board.neighbours[i * 6 + k]).toBe(
          board.index.get(hexKey({ q: h.q + d.q, r: h.r + d.r })) ?? -1,
        ),
      ),
    );
    expect([...board.neighbours].filter((x) => x === -1).length).toBeGreaterThan(0);
    // The coordinate arrays the automatic player walks with are the hexes' own.
    expect([...board.q]).toEqual(table.hexes.map((h) => h.q));
    expect([...board.r]).toEqual(table.hexes.map((h) => h.r));
  });
});
