import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../../../src/geometry';
import { redact } from '../../../../../src/rules/hex-battle-wars/engine/redact';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import {
  SCENARIOS,
  cell,
  duel,
  freeForAll,
  fullGame,
  readBattleSetup,
} from '../../../../../src/rules/hex-battle-wars/setup';

const problemsOf = (raw: unknown) => {
  const r = readBattleSetup(raw);
  return r.ok ? [] : r.problems;
};

describe('Hex Battle Wars set-ups', () => {
  it.each(Object.entries(SCENARIOS))('the built-in table %s reads back as it is', (_id, make) => {
    const setup = make();
    const r = readBattleSetup(JSON.parse(JSON.stringify(setup)));
    expect(r).toEqual({ ok: true, setup });
  });

  it('HB-PLACE: the built-in tables keep every character 10 hexes from every other', () => {
    for (const setup of [duel(), freeForAll()]) {
      const at = setup.characters.map((c) => c.at!);
      for (let i = 0; i < at.length; i++)
        for (let j = i + 1; j < at.length; j++)
          expect(hexDistance(at[i]!, at[j]!)).toBeGreaterThanOrEqual(10);
    }
  });

  it('HB-PLACE: a character closer than 10 hexes is named with its distance', () => {
    const setup = duel();
    const near = {
      ...setup,
      characters: [setup.characters[0]!, { ...setup.characters[1]!, at: cell(4, 3) }],
    };
    expect(problemsOf(near)).toEqual([
      {
        field: 'characters[1].at',
        problem: '6 hexes from characters[0].at: characters start at least 10 hexes apart',
      },
    ]);
  });

  it('HB-LEVEL: an obstacle above level 3 is refused by its field', () => {
    const setup = duel();
    const stacks = setup.board.stacks.map((s, i) => (i === 2 ? { ...s, height: 4 } : s));
    expect(problemsOf({ ...setup, board: { ...setup.board, stacks } })).toEqual([
      { field: 'board.stacks[2].height', problem: 'an obstacle is at most 3 levels high' },
      {
        field: 'board.stacks[2]',
        problem: 'a 4-level obstacle cannot stand alone: it must touch a hex of level 3',
      },
    ]);
  });

  it('HB-OBSTACLES: a 2-level obstacle standing alone is refused', () => {
    const setup = duel();
    const stacks = [{ at: cell(10, 5), height: 2, tags: ['obstacle'] }];
    expect(problemsOf({ ...setup, board: { ...setup.board, stacks } })).toEqual([
      {
        field: 'board.stacks[0]',
        problem: 'a 2-level obstacle cannot stand alone: it must touch a hex of level 1',
      },
    ]);
  });

  it('HB-HAZARD: water lies on the ground and a tag must be known', () => {
    const setup = duel();
    const stacks = [
      { at: cell(10, 5), height: 1, tags: ['water'] },
      { at: cell(10, 6), height: 0, tags: ['lava'] },
    ];
    expect(problemsOf({ ...setup, board: { ...setup.board, stacks } })).toEqual([
      { field: 'board.stacks[0].height', problem: 'water and quicksand lie on the ground (height 0)' },
      {
        field: 'board.stacks[1].tags[0]',
        problem: '"lava" is not a hex of this game: use "obstacle", "water", "quicksand"',
      },
    ]);
  });

  it('HB-SEATS: every seat has one character and 2 to 6 seats play', () => {
    const setup = duel();
    expect(problemsOf({ ...setup, characters: [setup.characters[0]!, setup.characters[0]!] })).toEqual([
      { field: 'characters[1].seat', problem: 'seat "red" already has characters[0]: one a seat' },
      {
        field: 'characters[1].at',
        problem: '0 hexes from characters[0].at: characters start at least 10 hexes apart',
      },
      { field: 'seats[1]', problem: 'seat "blue" has no character' },
    ]);
    const alone = problemsOf({ ...setup, seats: [setup.seats[0]!], characters: [setup.characters[0]!] });
    expect(alone.map((p) => p.field)).toEqual(['seats']);
  });

  it('HB-PLACE: a full game leaves every character to be placed at the table, not some', () => {
    const setup = fullGame();
    const some = {
      ...setup,
      characters: setup.characters.map((c, i) => (i === 0 ? { ...c, at: cell(0, 0) } : c)),
    };
    expect(problemsOf(some)).toEqual([
      {
        field: 'characters',
        problem: 'place every character or none: a full game places them all at the table',
      },
    ]);
  });

  it('HB-OBSTACLES: a share of 3-level obstacles needs 2-level ones to climb from', () => {
    const setup = fullGame();
    expect(problemsOf({ ...setup, obstacles: { one: 1, two: 0, three: 1 } })).toEqual([
      { field: 'obstacles.three', problem: 'a 3-level obstacle needs 2-level ones to climb from it' },
    ]);
  });

  it('a piece off the board is named by its field', () => {
    const setup = duel();
    const off = {
      ...setup,
      characters: [setup.characters[0]!, { ...setup.characters[1]!, at: { q: 40, r: 0 } }],
    };
    expect(problemsOf(off)).toEqual([
      { field: 'characters[1].at', problem: 'its hex is on no tile of the board' },
    ]);
  });
});

describe('a table set with a character invisible', () => {
  it('HB-HIDDEN: its three tiles go on the board and only its owner knows the real one', () => {
    const setup = duel();
    const hidden = {
      ...setup,
      characters: [
        {
          ...setup.characters[0]!,
          at: null,
          hidden: { tiles: [cell(0, 0), cell(1, 0), cell(0, 1)], real: 1 },
        },
        setup.characters[1]!,
      ],
    };
    const r = readBattleSetup(JSON.parse(JSON.stringify(hidden)));
    expect(r.ok).toBe(true);
    const s = newGame(r.ok ? r.setup : hidden, 1);
    expect(s.tiles.map((t) => [t.id, t.real])).toEqual([
      ['tile:red:1', false],
      ['tile:red:2', true],
      ['tile:red:3', false],
    ]);
    expect(s.characters[0]).toMatchObject({ invisible: true, at: null });
    expect(redact(s, 'blue').tiles.map((t) => t.real)).toEqual([null, null, null]);
    const off = {
      ...hidden,
      characters: [
        { ...hidden.characters[0]!, hidden: { tiles: [cell(0, 0), { q: 50, r: 0 }, cell(0, 1)], real: 0 } },
        setup.characters[1]!,
      ],
    };
    expect(problemsOf(off)).toEqual([
      { field: 'characters[0].hidden.tiles[1]', problem: 'its hex is on no tile of the board' },
    ]);
  });

  it('HB-GHOST: a table set after a ghost was hit leaves its place empty, the other tiles keep their numbers, and the real one cannot be the gone one', () => {
    const setup = duel();
    const withGhostGone = (real: number) => ({
      ...setup,
      characters: [
        { ...setup.characters[0]!, at: null, hidden: { tiles: [cell(0, 0), null, cell(0, 1)], real } },
        setup.characters[1]!,
      ],
    });
    const r = readBattleSetup(JSON.parse(JSON.stringify(withGhostGone(2))));
    expect(r.ok).toBe(true);
    const s = newGame(r.ok ? r.setup : withGhostGone(2), 1);
    expect(s.tiles.map((t) => [t.id, t.at, t.real])).toEqual([
      ['tile:red:1', cell(0, 0), false],
      ['tile:red:3', cell(0, 1), true],
    ]);
    expect(problemsOf(withGhostGone(1))).toEqual([
      {
        field: 'characters[0].hidden.real',
        problem: 'tile 2 is real, so it cannot have left the board: only a ghost is gone',
      },
    ]);
  });
});
