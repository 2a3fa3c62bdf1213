import { describe, expect, it } from 'vitest';
import { modelledWords } from '../../../../src/ui/editor/modelledWords';
import { paintballMiniView } from '../../../../src/rules/paintball-mini/view';
import { captureTheFlag } from '../../../../src/rules/paintball-mini/setup/scenarios';
import { hexBattleWarsView } from '../../../../src/rules/hex-battle-wars/view';
import { duel, freeForAll } from '../../../../src/rules/hex-battle-wars/setup/scenarios';
import { hexPrintView } from '../../../../src/rules/hexprint/view';
import { skirmish } from '../../../../src/rules/hexprint/setup/scenarios';
import { LINE_SQUAD } from '../../../../src/rules/hexprint/setup/starterSet';

// The Models card says which pieces a kind's model is drawn on, or that the table has none yet: a
// model given to a kind the table lacks otherwise seemed to do nothing, and HexPrint's "Other
// units" did not say which units they are.

describe('which pieces a model is drawn on', () => {
  it('the words: none yet, a count, or the names with how many of each', () => {
    expect(modelledWords([], true)).toBe('None on this table yet: each one placed is drawn with this model.');
    expect(modelledWords(['hill', 'hill', 'hill'], false)).toBe('3 on this table.');
    expect(modelledWords(['Sniper', 'Medic', 'Sniper'], true)).toBe('On this table: Sniper ×2, Medic.');
    expect(modelledWords(['a', 'b', 'c', 'd', 'e'], true)).toBe('5 on this table.');
  });

  it('PaintBall Mini: every figure by name, and the terrain pieces of a kind', () => {
    const setup = captureTheFlag();
    const on = paintballMiniView.modelledOn!;
    expect(on(setup, 'figure')).toEqual(setup.figures.map((f) => f.name));
    const hills = setup.terrain.filter((t) => t.kind === 'hill').length;
    expect(on(setup, 'hill')).toHaveLength(hills);
    expect(on({ ...setup, terrain: [] }, 'bunker')).toEqual([]);
  });

  it('Hex Battle Wars: each character by its seat, three tiles for one that starts invisible, each obstacle', () => {
    const on = hexBattleWarsView.modelledOn!;
    const setup = freeForAll();
    const names = new Map(setup.seats.map((s) => [s.id, s.name]));
    expect(on(setup, 'character')).toEqual(setup.characters.map((c) => names.get(c.seat)));
    expect(on(setup, 'tile')).toEqual([]);
    // The first seat starts invisible, one of its ghosts already gone (HB-GHOST): two tiles stand.
    const [first, ...rest] = setup.characters;
    const hidden = {
      ...setup,
      characters: [
        { ...first!, at: null, hidden: { tiles: [{ q: 0, r: 0 }, null, { q: 1, r: 0 }], real: 0 } },
        ...rest,
      ],
    };
    const seat = names.get(first!.seat)!;
    expect(on(hidden, 'tile')).toEqual([seat, seat]);
    expect(modelledWords(on(hidden, 'tile'), true)).toBe(`On this table: ${seat} ×2.`);
    const plain = duel();
    expect(on(plain, 'obstacle')).toHaveLength(plain.board.stacks.filter((s) => s.height > 0).length);
  });

  it("HexPrint: a look's models by their card's name; a player's own card is one of the other units", () => {
    const on = hexPrintView.modelledOn!;
    const setup = skirmish();
    expect(on(setup, 'trooper')).toEqual([]);
    const squads = setup.units.filter((u) => u.card === LINE_SQUAD.id);
    expect(on(setup, 'squad')).toEqual(squads.flatMap((u) => u.models.map(() => 'Line Squad')));
    // A card of the player's own that is like none of the starter looks: a Medic.
    const medic = { ...LINE_SQUAD, id: 'medic', name: 'Medic', type: 'Medic', tags: [] };
    const withMedic = {
      ...setup,
      cards: [...setup.cards, medic],
      units: setup.units.map((u, i) => (i === 0 ? { ...u, card: 'medic' } : u)),
    };
    expect(on(withMedic, 'trooper')).toEqual(withMedic.units[0]!.models.map(() => 'Medic'));
    expect(modelledWords(on(withMedic, 'trooper'), true)).toMatch(/^On this table: Medic/);
    const forests = setup.board.stacks.filter((s) => s.tags.includes('Forest')).length;
    expect(on(setup, 'forest')).toHaveLength(forests);
  });
});
