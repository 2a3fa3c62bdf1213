import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexDistance, hexKey, hexToPoint, tileHexes } from '../../../../../src/geometry';
import {
  addSeat,
  clearBoard,
  layHazard,
  liftCharacters,
  lowerObstacle,
  moveCharacters,
  placeCharacter,
  raiseObstacle,
  removeSeat,
  setHealth,
  setSheet,
} from '../../../../../src/rules/hex-battle-wars/setup/edit';
import type { Setup } from '../../../../../src/rules/hex-battle-wars/setup';
import { cell, duel, fullGame, readBattleSetup } from '../../../../../src/rules/hex-battle-wars/setup';
import type { EditResult } from '../../../../../src/table';

// The editor's edits of a Hex Battle Wars table: each follows the game's rules for a table, and no
// edit it accepts leaves a table the loader would refuse.

const stackAt = (setup: Setup, at: Hex) => setup.board.stacks.find((s) => hexKey(s.at) === hexKey(at));
const ok = (r: EditResult<Setup>): Setup => {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.setup;
};

describe('Hex Battle Wars editor: the ground', () => {
  it('HB-LEVEL: a ground hex rises a level at a time; a 2-level block needs a 1-level neighbour; 3 is the top', () => {
    const lone = cell(0, 5);
    const once = ok(raiseObstacle(duel(), lone));
    expect(stackAt(once, lone)).toEqual({ at: lone, height: 1, tags: [] });
    expect(raiseObstacle(once, lone)).toEqual({
      ok: false,
      reason:
        "the hex on the west obstacle's second level — a 2-level obstacle cannot stand alone: it must touch a hex of level 1",
    });
    expect(raiseObstacle(duel(), cell(6, 5))).toEqual({
      ok: false,
      reason: "the hex on the obstacles' fourth level — an obstacle is at most 3 levels high",
    });
  });

  it('HB-LEVEL: a block is not lowered from under a higher one, and one lowered to the ground is gone', () => {
    expect(lowerObstacle(duel(), cell(6, 4))).toEqual({
      ok: false,
      reason:
        "the hex on the obstacles' third level — a 3-level obstacle cannot stand alone: it must touch a hex of level 2",
    });
    const flat = ok(lowerObstacle(duel(), cell(2, 7)));
    expect(stackAt(flat, cell(2, 7))).toBeUndefined();
    expect(flat.board.stacks).toHaveLength(duel().board.stacks.length - 1);
  });

  it('HB-HAZARD: water lies on a ground hex, the same again takes it away, never on a block', () => {
    const at = cell(0, 5);
    const wet = ok(layHazard(duel(), at, 'water'));
    expect(stackAt(wet, at)).toEqual({ at, height: 0, tags: ['water'] });
    expect(stackAt(ok(layHazard(wet, at, 'water')), at)).toBeUndefined();
    expect(stackAt(ok(layHazard(wet, at, 'quicksand')), at)).toEqual({ at, height: 0, tags: ['quicksand'] });
    expect(layHazard(duel(), cell(5, 4), 'quicksand')).toEqual({
      ok: false,
      reason: 'that hex is an obstacle 1 high: quicksand lies on the ground, lower it first',
    });
    expect(raiseObstacle(wet, at)).toEqual({
      ok: false,
      reason: 'that hex is water: water and quicksand lie on the ground, clear it first',
    });
  });
});

describe('Hex Battle Wars editor: the characters', () => {
  it('HB-PLACE: a character is not moved closer than 10 hexes to another; the refusal names both', () => {
    const setup = duel();
    const blue = setup.characters[1]!.at!;
    const near = cell(8, 6);
    const from = hexToPoint(setup.board, setup.characters[0]!.at!);
    const to = hexToPoint(setup.board, near);
    expect(hexDistance(near, blue)).toBeLessThan(10);
    expect(moveCharacters(setup, ['red'], { x: to.x - from.x, y: to.y - from.y })).toEqual({
      ok: false,
      reason: `Blue's character — ${hexDistance(near, blue)} hexes from Red's character: characters start at least 10 hexes apart`,
    });
    const far = cell(0, 3);
    const there = hexToPoint(setup.board, far);
    const moved = ok(moveCharacters(setup, ['red'], { x: there.x - from.x, y: there.y - from.y }));
    expect(moved.characters[0]!.at).toEqual(far);
  });

  it('HB-PLACE: standing one character on a full game’s board stands the others 10 hexes from every one', () => {
    const setup = ok(placeCharacter(fullGame(), 'green', cell(7, 7)));
    const at = setup.characters.map((c) => c.at!);
    expect(setup.characters.find((c) => c.seat === 'green')!.at).toEqual(cell(7, 7));
    expect(at.every((h) => h !== null)).toBe(true);
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++) expect(hexDistance(at[i]!, at[j]!)).toBeGreaterThanOrEqual(10);
    expect(readBattleSetup(setup).ok).toBe(true);
    // Taken off again, all of them: every character or none.
    expect(ok(liftCharacters(setup)).characters.map((c) => c.at)).toEqual([null, null, null]);
  });

  it('HB-SEATS: a third player is refused where the duel’s board has no hex 10 from both, added on a full game', () => {
    expect(addSeat(duel())).toEqual({
      ok: false,
      reason:
        "no ground hex is 10 hexes from every other character for Green's: make the board larger or move them apart",
    });
    const four = ok(addSeat(fullGame()));
    expect(four.seats.map((s) => s.id)).toEqual(['red', 'blue', 'green', 'yellow']);
    expect(four.characters[3]).toMatchObject({ seat: 'yellow', at: null });
    expect(ok(removeSeat(four, 'blue')).seats.map((s) => s.id)).toEqual(['red', 'green', 'yellow']);
    expect(removeSeat(duel(), 'red')).toEqual({
      ok: false,
      reason: 'Hex Battle Wars needs two players at least',
    });
  });

  it('HB-STATS: a sheet set in the editor, and health chosen for the table or at the start', () => {
    const set = ok(setSheet(duel(), 'blue', { ac: 14, invisibility: 3, passes: 2 }));
    expect(set.characters[1]).toMatchObject({ seat: 'blue', ac: 14, invisibility: 3, passes: 2 });
    expect(ok(setHealth(duel(), 100)).health).toBe(100);
    expect(setHealth(duel(), 0)).toEqual({
      ok: false,
      reason: 'starting health is a whole number from 1 to 999',
    });
    const empty = ok(clearBoard(duel()));
    expect(empty.board.stacks).toEqual([]);
    expect(empty.characters.map((c) => c.at)).toEqual([null, null]);
  });
});

describe('Hex Battle Wars editor: what it keeps always reopens', () => {
  it('any run of accepted edits leaves a table the loader reads back as it is (seeded)', () => {
    const hexes = duel().board.tiles.flatMap(tileHexes);
    const edit = fc.tuple(
      fc.constantFrom('raise', 'lower', 'water', 'quicksand', 'place', 'lift', 'add', 'remove'),
      fc.integer({ min: 0, max: hexes.length - 1 }),
      fc.constantFrom('red', 'blue', 'green'),
    );
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom(duel, fullGame), fc.array(edit, { maxLength: 25 }), (start, edits) => {
        let setup = start();
        for (const [kind, i, seat] of edits) {
          const at = hexes[i]!;
          const r =
            kind === 'raise'
              ? raiseObstacle(setup, at)
              : kind === 'lower'
                ? lowerObstacle(setup, at)
                : kind === 'water' || kind === 'quicksand'
                  ? layHazard(setup, at, kind)
                  : kind === 'place'
                    ? placeCharacter(setup, seat, at)
                    : kind === 'lift'
                      ? liftCharacters(setup)
                      : kind === 'add'
                        ? addSeat(setup)
                        : removeSeat(setup, seat);
          if (r.ok) {
            setup = r.setup;
            accepted++;
          }
          const read = readBattleSetup(JSON.parse(JSON.stringify(setup)));
          expect(read.ok ? [] : read.problems).toEqual([]);
        }
      }),
      { seed: 42, numRuns: 60 },
    );
    // The runs did edit the tables: most random edits are refused, many are not.
    expect(accepted).toBeGreaterThan(100);
  });
});
