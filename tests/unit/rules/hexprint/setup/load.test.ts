import { describe, expect, it } from 'vitest';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import { SCENARIOS } from '../../../../../src/rules/hexprint/setup/scenarios';
import { LINE_SQUAD } from '../../../../../src/rules/hexprint/setup/starterSet';

const problemsOf = (value: unknown) => {
  const read = validateSetup(value);
  return read.ok ? [] : read.problems;
};

describe('HexPrint set-up', () => {
  it.each(Object.entries(SCENARIOS))('HP-SETUP: the %s mission reads back as shipped', (_, make) => {
    const setup = make();
    const read = validateSetup(JSON.parse(JSON.stringify(setup)));
    expect(read).toEqual({ ok: true, setup });
  });

  it('HP-CARD: a card of your own is checked like the starter set, field by field', () => {
    const mine = {
      ...LINE_SQUAD,
      id: 'mine',
      tar: 7,
      abilities: [{ kind: 'shoot', range: 0, dice: 2 }, { kind: 'fly' }],
    };
    const setup = { ...SCENARIOS.skirmish(), cards: [...SCENARIOS.skirmish().cards, mine] };
    expect(problemsOf(setup).map((p) => p.field)).toEqual([
      'cards[4].tar',
      'cards[4].abilities[0].range',
      'cards[4].abilities[1].kind',
    ]);
  });

  it('HP-MODELS: slot 6 needs a box for every model', () => {
    const setup = SCENARIOS.skirmish();
    const cards = setup.cards.map((c) => (c.id === 'line-squad' ? { ...c, boxes: [2, 2, 2, 2, 1, 2] } : c));
    expect(problemsOf({ ...setup, cards })).toEqual([
      { field: 'cards[0].boxes[5]', problem: 'slot 6 (Models) needs a box for each of its 3 models, not 2' },
    ]);
  });

  it('HP-CARD: a static kind must be climber or armoured', () => {
    const setup = SCENARIOS.skirmish();
    const cards = setup.cards.map((c) => (c.id === 'scout' ? { ...c, statics: [{ kind: 'spot' }] } : c));
    expect(problemsOf({ ...setup, cards })).toEqual([
      {
        field: 'cards[1].statics[0].kind',
        problem: '"spot" costs an action: put it in abilities; statics are climber or armoured',
      },
    ]);
  });

  it('HP-MULTIHEX: a three-hex model set across two heights is refused, naming the model', () => {
    const setup = SCENARIOS.skirmish();
    const walker = setup.units.find((u) => u.id === 'north-walker')!;
    const stacks = [...setup.board.stacks, { at: walker.models[0]!.at, height: 1, tags: ['Land'] }];
    expect(problemsOf({ ...setup, board: { ...setup.board, stacks } })).toEqual([
      {
        field: 'units[3].models[0].at',
        problem: 'its hexes are at different heights: a model covering several hexes stands level',
      },
    ]);
  });

  it('HP-PLACE: two models on one hex, a unit of an unknown card and seat', () => {
    const setup = SCENARIOS.skirmish();
    const units = setup.units.map((u) =>
      u.id === 'north-scout'
        ? { ...u, card: 'tank', seat: 'west' }
        : u.id === 'north-gunner'
          ? { ...u, models: [{ ...u.models[0]!, at: setup.units[0]!.models[0]!.at }] }
          : u,
    );
    expect(problemsOf({ ...setup, units })).toEqual([
      { field: 'units[1].seat', problem: '"west" is not a seat of this table' },
      { field: 'units[1].card', problem: '"tank" is not a card of this set-up' },
      { field: 'units[2].models[0].at', problem: 'its hex is already taken by model "north-squad-1"' },
    ]);
  });

  it('HP-TAGS: one terrain card a tag', () => {
    const setup = SCENARIOS.skirmish();
    const terrainCards = [...setup.terrainCards, { ...setup.terrainCards[0]!, id: 'woods' }];
    expect(problemsOf({ ...setup, terrainCards })).toEqual([
      { field: 'terrainCards[3].tag', problem: 'tag "Forest" is already terrainCards[0]\'s: one card a tag' },
    ]);
  });

  it('HP-SETUP: a unit in reserve needs a zone for its seat, and a zone a seat of the table', () => {
    const setup = SCENARIOS.skirmish();
    const units = setup.units.map((u, i) => (i === 0 ? { ...u, reserve: true } : u));
    const mission = { ...setup.mission, zones: [{ seat: 'west', rows: [3, 1] }] };
    expect(problemsOf({ ...setup, units, mission })).toEqual([
      { field: 'units[0].reserve', problem: 'the mission gives north no zone to deploy it in' },
      { field: 'mission.zones[0].seat', problem: '"west" is not a seat of this table' },
      { field: 'mission.zones[0].rows', problem: 'the first row is past the last' },
    ]);
  });
});
