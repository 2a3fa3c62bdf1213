import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../../../src/geometry';
import { copyUnits, raiseLevel, turnModels } from '../../../../../src/rules/hexprint/setup/edit';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import type { Setup } from '../../../../../src/rules/hexprint/setup/schema';
import type { EditResult } from '../../../../../src/table';

// The editor's Turn and Copy on a HexPrint table: the Walker turns about its hex where it still sits
// level; a unit is copied, card and all, beside the original. What either keeps always reopens.

const ok = (r: EditResult<Setup>): Setup => {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  expect(validateSetup(r.setup).ok).toBe(true);
  return r.setup;
};
const modelsOf = (s: Setup, unit: string) => s.units.find((u) => u.id === unit)!.models;

describe('Turn in the HexPrint editor', () => {
  it('HP-MULTIHEX: the Walker turns a sixth about its own hex, where its three hexes are free and on the board', () => {
    const s = skirmish();
    expect(modelsOf(s, 'north-walker')).toEqual([{ id: 'north-walker-1', at: { q: 1, r: 0 }, facing: 0 }]);
    const turned = ok(turnModels(s, ['north-walker-1'], 1));
    expect(modelsOf(turned, 'north-walker')).toEqual([
      { id: 'north-walker-1', at: { q: 1, r: 0 }, facing: 1 },
    ]);
    // The other way it would hang off the board's edge row.
    expect(turnModels(s, ['north-walker-1'], -1)).toEqual({
      ok: false,
      reason: 'North Walker — a hex it covers is off the board or open water: the model cannot stand there',
    });
  });

  it('HP-MULTIHEX: a turn that would leave the Walker astride two heights is refused, the table as it was', () => {
    const s = ok(raiseLevel(skirmish(), { q: 0, r: 1 })); // a hex the turned Walker would cover
    const r = turnModels(s, ['north-walker-1'], 1);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/^North Walker — .*different heights/);
    expect(modelsOf(s, 'north-walker')[0]!.facing).toBe(0);
  });

  it('HP-PLACE: a one-hex model has no facing to turn', () => {
    expect(turnModels(skirmish(), ['north-scout-1'], 1)).toEqual({
      ok: false,
      reason: 'only a three-hex model such as the Walker turns: a one-hex model has no facing to turn',
    });
  });
});

describe('Copy in the HexPrint editor', () => {
  it('HP-CARD: a Line Squad copied is a new unit of the same card, its three models beside the original, picked', () => {
    const s = skirmish();
    const r = copyUnits(s, ['north-squad-2']);
    const copied = ok(r);
    expect(r.ok && r.selection).toEqual(['north-squad-2-1', 'north-squad-2-2', 'north-squad-2-3']);
    expect(copied.units).toHaveLength(s.units.length + 1);
    expect(copied.units.at(-1)).toEqual({
      id: 'north-squad-2',
      name: 'North Line Squad 2',
      card: 'line-squad',
      seat: 'north',
      models: [
        { id: 'north-squad-2-1', at: { q: 3, r: 2 }, facing: 0 },
        { id: 'north-squad-2-2', at: { q: 4, r: 2 }, facing: 0 },
        { id: 'north-squad-2-3', at: { q: 5, r: 2 }, facing: 0 },
      ],
      reserve: false,
      marker: null,
    });
  });

  it('HP-PLACE: the Walker’s copy stands where all three of its hexes are free: two rows on', () => {
    const copied = ok(copyUnits(skirmish(), ['north-walker-1']));
    expect(modelsOf(copied, 'north-walker-2')).toEqual([
      { id: 'north-walker-2-1', at: { q: 1, r: 2 }, facing: 0 },
    ]);
    expect(copied.units.at(-1)!.name).toBe('North Walker 2');
  });

  it('HP-PLACE: with no free hex beside it, a copy is refused naming the unit', () => {
    const s = skirmish();
    const scout = modelsOf(s, 'north-scout')[0]!.at;
    const tiny: Setup = {
      ...s,
      board: { ...s.board, stacks: [], tiles: s.board.tiles.filter((t) => hexKey(t.at) === hexKey(scout)) },
    };
    expect(copyUnits(tiny, ['north-scout-1'])).toEqual({
      ok: false,
      reason: 'there is no room beside North Scout for a copy: make room on the board first',
    });
  });
});
