import { describe, expect, it } from 'vitest';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import type { Setup } from '../../../../../src/rules/hexprint/setup/schema';
import { hexPrintEditor } from '../../../../../src/rules/hexprint/view/editor/slots';
import type { Edit } from '../../../../../src/scene/systemView';
import { editStore } from '../../../scene/editor/editStore';

// HexPrint's slots in the shared editor: the warnings in the rules' words with the unit's models
// lit, and the selection's edits (turn, copy, hold in reserve) on the store's table.

const unitsOf = (e: Edit<Setup> | undefined) => {
  if (e === undefined || !e.ok) throw new Error(`no edit kept: ${e?.reason}`);
  return e.setup.units.map((u) => [u.id, u.models.map((m) => [m.id, m.at])]);
};

describe("HexPrint's editor slots", () => {
  it('HP-PLACE: the check names the rule, says it in the rules’ words and lights the unit’s models', () => {
    const s = skirmish();
    const crowded: Setup = {
      ...s,
      units: s.units.map((u) =>
        u.id === 'north-scout' ? { ...u, models: u.models.map((m) => ({ ...m, at: { q: 3, r: 1 } })) } : u,
      ),
    };
    expect(hexPrintEditor.check(crowded)).toEqual([
      {
        rule: 'HP-PLACE',
        message: 'North Scout — its hex is already taken by North Line Squad (model 1)',
        severity: 'warning',
        pieces: ['north-scout-1'],
      },
    ]);
    expect(hexPrintEditor.check(s)).toEqual([]);
  });

  it('HP-HEIGHT: the board is hexes, so the open mat’s corners are refused', () => {
    const refused = { ok: false, reason: 'HexPrint is played on hexes: it has no open mat' };
    expect(hexPrintEditor.matCorners.add(skirmish(), { at: { x: 0, y: 0 } })).toEqual(refused);
    expect(hexPrintEditor.matCorners.remove(skirmish(), { corner: 0 })).toEqual(refused);
  });

  it('HP-SETUP: a unit picked is held in reserve only where its side has a zone; picking nothing does nothing', () => {
    const picked = editStore(skirmish(), ['north-squad-2']);
    hexPrintEditor.remove(picked.store);
    expect(picked.kept).toEqual([
      {
        ok: false,
        reason: 'North Line Squad has no zone to deploy from in this mission: it stays on the table',
      },
    ]);
    for (const selection of [[], ['no-such-model']]) {
      const idle = editStore(skirmish(), selection);
      hexPrintEditor.remove(idle.store);
      expect(idle.kept).toEqual([]);
    }
  });

  it('HP-SETUP: a copy of a picked model is a new unit of its card on the row beside', () => {
    const { store, kept } = editStore(skirmish(), ['north-squad-2']);
    hexPrintEditor.copy(store);
    expect(unitsOf(kept[0]).slice(-1)).toEqual([
      [
        'north-squad-2',
        [
          ['north-squad-2-1', { q: 3, r: 2 }],
          ['north-squad-2-2', { q: 4, r: 2 }],
          ['north-squad-2-3', { q: 5, r: 2 }],
        ],
      ],
    ]);
  });

  it('HP-MULTIHEX: only a three-hex model turns; a one-hex model picked is refused, said', () => {
    const { store, kept } = editStore(skirmish(), ['north-squad-2']);
    hexPrintEditor.turn!(store, 1);
    expect(kept).toEqual([
      {
        ok: false,
        reason: 'only a three-hex model such as the Walker turns: a one-hex model has no facing to turn',
      },
    ]);
  });
});
