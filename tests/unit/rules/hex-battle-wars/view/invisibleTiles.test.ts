import { describe, expect, it } from 'vitest';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { placedPieces } from '../../../../../src/rules/hex-battle-wars/view/table/pieces';
import { act, inPlay, tableSetup } from '../support';

// An invisible character at the table (issue 24, item 8): its three tiles start on one hex and are
// drawn as a fanned stack, one tile a level, and the bar says what to do next: pick a tile, then
// its hex.

const hint = (s: BattleState, pieceId: string) =>
  hexBattleWars.offers(s, { pieceId, targetId: null }, flatSight)!.hint;

describe('Hex Battle Wars invisibility tiles', () => {
  it('HB-INVIS: the three tiles on the character’s hex are drawn as a stack of three; a tile moved away stands alone', () => {
    const setup = tableSetup([
      { seat: 'red', at: { q: 2, r: 2 } },
      { seat: 'blue', at: { q: 8, r: 7 } },
    ]);
    const h = { q: 2, r: 2 };
    const hidden = (tiles: ({ q: number; r: number } | null)[]) => ({
      ...setup,
      characters: setup.characters.map((c) =>
        c.seat === 'red' ? { ...c, at: null, hidden: { tiles, real: 0 } } : c,
      ),
    });
    const stack = placedPieces(hidden([h, h, h])).filter((p) => p.kind === 'tile');
    expect(stack.map((p) => [p.id, p.stacked])).toEqual([
      ['tile:red:1', 0],
      ['tile:red:2', 1],
      ['tile:red:3', 2],
    ]);
    const moved = placedPieces(hidden([{ q: 3, r: 4 }, h, null])).filter((p) => p.kind === 'tile');
    expect(moved.map((p) => [p.id, p.stacked])).toEqual([
      ['tile:red:1', 0],
      ['tile:red:2', 0],
    ]);
    expect(placedPieces(setup).map((p) => p.stacked)).toEqual([0, 0]);
  });

  it('HB-MOVE: with the roll made, the bar says to pick a tile, then its hex, and how many are still to move', () => {
    let s = inPlay([
      { seat: 'red', at: { q: 2, r: 2 } },
      { seat: 'blue', at: { q: 8, r: 7 } },
    ]);
    s = act(s, { type: 'rollInvisibility' }, [4, 5]).state;
    s = act(s, { type: 'rollMovement' }, [2]).state;
    expect(s.tiles.filter((t) => t.seat === 'red')).toHaveLength(3);
    expect(hint(s, 'tile:red:1')).toBe(
      'Press Move, then click a lit hex: this tile moves exactly 2 steps. Then pick the next (3 of your tiles still to move).',
    );
    const path = hexBattleWars
      .candidates(s, flatSight)
      .find((a) => a.type === 'move' && a.piece === 'tile:red:1')!;
    s = act(s, path).state;
    expect(hint(s, 'tile:red:1')).toBe(
      'Pick one of your tiles on the table: each moves exactly 2 steps (2 of your tiles still to move).',
    );
  });

  it('HB-MOVE: a visible character is told to press Move and click a lit hex', () => {
    let s = inPlay([
      { seat: 'red', at: { q: 2, r: 2 } },
      { seat: 'blue', at: { q: 8, r: 7 } },
    ]);
    s = act(s, { type: 'pass' }).state;
    s = act(s, { type: 'rollMovement' }, [1]).state;
    expect(hint(s, 'red')).toBe('Press Move, then click a lit hex: Red moves exactly 1 step.');
  });
});
