import { describe, expect, it } from 'vitest';
import {
  abilityOf,
  copyCard,
  removeCard,
  setUnitCard,
  writeCard,
} from '../../../../../src/rules/hexprint/setup/edit';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import type { Setup } from '../../../../../src/rules/hexprint/setup/schema';
import { SCOUT } from '../../../../../src/rules/hexprint/setup/starterSet';
import type { EditResult } from '../../../../../src/table';

// Cards of your own written in the editor: checked field by field as the set-up file's cards are.

const ok = (r: EditResult<Setup>): Setup => {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.setup;
};
const mine = () => ok(copyCard(skirmish(), 'scout'));

describe('HexPrint editor: cards of your own', () => {
  it('HP-CARD: a copy of a card gets an id and name of its own, and its stats and abilities are written', () => {
    const copy = mine().cards.at(-1)!;
    expect(copy).toEqual({ ...SCOUT, id: 'card-1', name: 'Scout (mine 1)' });
    const written = ok(
      writeCard(mine(), 'card-1', {
        name: 'Sniper',
        act: 2,
        mov: 2,
        tar: 3,
        abilities: [{ kind: 'shoot', range: 10, dice: 2 }, abilityOf('pin')],
      }),
    );
    expect(written.cards.at(-1)).toEqual({
      ...copy,
      name: 'Sniper',
      act: 2,
      mov: 2,
      tar: 3,
      abilities: [{ kind: 'shoot', range: 10, dice: 2 }, { kind: 'pin' }],
    });
    const read = validateSetup(JSON.parse(JSON.stringify(written)));
    expect(read).toEqual({ ok: true, setup: written });
  });

  it("HP-CARD: a stat out of the rules' range is refused, naming the stat, and the table is untouched", () => {
    const setup = mine();
    expect(writeCard(setup, 'card-1', { tar: 7 })).toEqual({
      ok: false,
      reason: 'Scout (mine 1): TAR is at most 6',
    });
    expect(setup.cards.at(-1)!.tar).toBe(SCOUT.tar);
    const range = writeCard(setup, 'card-1', {
      abilities: [{ kind: 'shoot', range: 0, dice: 1 }, abilityOf('spot')],
    });
    expect(range).toEqual({ ok: false, reason: "Scout (mine 1): ability 1's range is at least 1" });
  });

  it('HP-CARD: a card is named in 1 to 40 characters, trimmed; a refusal says so in words', () => {
    const setup = mine();
    expect(ok(writeCard(setup, 'card-1', { name: '  Outrider ' })).cards.at(-1)!.name).toBe('Outrider');
    expect(writeCard(setup, 'card-1', { name: '   ' })).toEqual({ ok: false, reason: 'a card needs a name' });
    expect(writeCard(setup, 'card-1', { name: 'x'.repeat(41) })).toEqual({
      ok: false,
      reason: "a card's name is at most 40 characters (this one has 41)",
    });
    expect(setup.cards.at(-1)!.name).toBe('Scout (mine 1)');
  });

  it('HP-MODELS: a card of three models needs three boxes in slot 6', () => {
    expect(writeCard(mine(), 'card-1', { models: 3 })).toEqual({
      ok: false,
      reason: 'Scout (mine 1): slot 6 (Models) needs a box for each of its 3 models, not 1',
    });
    expect(
      ok(writeCard(mine(), 'card-1', { models: 3, boxes: [1, 1, 1, 1, 1, 3] })).cards.at(-1)!.models,
    ).toBe(3);
  });

  it("HP-MODELS: a card a unit plays keeps that unit's number of models, and is not taken away", () => {
    const played = ok(setUnitCard(mine(), 'north-scout', 'card-1'));
    expect(writeCard(played, 'card-1', { models: 2, boxes: [1, 1, 1, 1, 1, 2] })).toEqual({
      ok: false,
      reason: 'North Scout — Scout (mine 1) has 2 model(s), not 1',
    });
    expect(removeCard(played, 'card-1')).toEqual({
      ok: false,
      reason: 'North Scout plays Scout (mine 1): give it another card first',
    });
    expect(ok(removeCard(mine(), 'card-1')).cards).toEqual(skirmish().cards);
  });

  it('HP-ABILITY: abilities come from the starter kinds with their first values', () => {
    expect(abilityOf('shoot')).toEqual({ kind: 'shoot', range: 4, dice: 1 });
    expect(abilityOf('push')).toEqual({ kind: 'push', distance: 1 });
    expect(abilityOf('stomp')).toEqual({ kind: 'stomp' });
  });
});
