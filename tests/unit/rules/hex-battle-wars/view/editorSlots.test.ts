import { describe, expect, it } from 'vitest';
import { cell, duel } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';
import type { Setup } from '../../../../../src/rules/hex-battle-wars/setup/schema';
import { battleEditor } from '../../../../../src/rules/hex-battle-wars/view/editor/slots';
import { editStore } from '../../../scene/editor/editStore';

// Hex Battle Wars' slots in the shared editor: the warnings in the rules' words, the pieces a
// selection picks and the buttons' edits on the store's table.

describe("Hex Battle Wars' editor slots", () => {
  it('HB-PLACE, HB-HAZARD: the check names the rule, says it in the rules’ words and lights the character', () => {
    const s = duel();
    const close: Setup = {
      ...s,
      characters: [s.characters[0]!, { ...s.characters[1]!, at: cell(1, 0) }],
      board: { ...s.board, stacks: [...s.board.stacks, { at: cell(4, 8), height: 1, tags: ['water'] }] },
    };
    expect(battleEditor.check(close)).toEqual([
      {
        rule: 'HB-HAZARD',
        message: 'the hex on top of the south-west water — water and quicksand lie on the ground (height 0)',
        severity: 'warning',
        pieces: [],
      },
      {
        rule: 'HB-PLACE',
        message: "Blue's character — 1 hexes from Red's character: characters start at least 10 hexes apart",
        severity: 'warning',
        pieces: ['blue'],
      },
    ]);
    expect(battleEditor.check(s)).toEqual([]);
  });

  it('HB-BOARD: the board is hexes, so the open mat’s corners are refused', () => {
    const refused = { ok: false, reason: 'Hex Battle Wars is played on hexes: it has no open mat' };
    expect(battleEditor.matCorners.add(duel(), { at: { x: 0, y: 0 } })).toEqual(refused);
    expect(battleEditor.matCorners.move(duel(), { corner: 0, to: { x: 0, y: 0 } })).toEqual(refused);
    expect(battleEditor.matCorners.remove(duel(), { corner: 0 })).toEqual(refused);
  });

  it('HB-PLACE: Ctrl+A picks both characters; a box round the near corner only Red’s', () => {
    expect(battleEditor.allPieces(duel())).toEqual(['red', 'blue']);
    expect(battleEditor.inBox(duel(), { x: -100, y: -100 }, { x: 30, y: 30 })).toEqual(['red']);
  });

  it('HB-PLACE: Delete with a character picked takes every character off the board; with none, nothing', () => {
    const none = editStore(duel(), []);
    battleEditor.remove(none.store);
    expect(none.kept).toEqual([]);
    const some = editStore(duel(), ['blue']);
    battleEditor.remove(some.store);
    expect(some.kept.length).toBe(1);
    const lifted = some.kept[0]!;
    if (!lifted.ok) throw new Error(lifted.reason);
    expect(lifted.setup.characters.map((c) => [c.seat, c.at, c.hidden])).toEqual([
      ['red', null, null],
      ['blue', null, null],
    ]);
  });

  it('HB-BOARD: renaming the table and a new empty table are edits of the store’s table', () => {
    const { store, kept } = editStore(duel(), []);
    battleEditor.rename(store, 'Hilltop');
    battleEditor.clear(store);
    expect(kept.map((e) => (e.ok ? e.setup.name : e.reason))).toEqual(['Hilltop', 'Duel']);
    const cleared = kept[1]!;
    if (!cleared.ok) throw new Error(cleared.reason);
    expect(cleared.setup.board.stacks).toEqual([]);
  });
});
