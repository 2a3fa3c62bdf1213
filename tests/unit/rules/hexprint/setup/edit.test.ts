import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { HEX_DIRECTIONS, hexAdd, hexKey, hexToPoint, tileHexes } from '../../../../../src/geometry';
import {
  clearTerrain,
  layTerrain,
  lowerLevel,
  moveModels,
  raiseLevel,
  renameTable,
  renameUnit,
  reserveUnits,
  restoreUnit,
  setMission,
  setUnitCard,
  setZone,
  setTerrainZone,
  addBatch,
  removeBatch,
  toggleTag,
} from '../../../../../src/rules/hexprint/setup/edit';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import { kingOfTheHill, skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import type { Setup } from '../../../../../src/rules/hexprint/setup/schema';
import type { EditResult } from '../../../../../src/table';

// The editor's edits of a HexPrint table: each follows the rules' word on terrain and models, and
// no edit it accepts leaves a table the loader would refuse.

const stackAt = (setup: Setup, at: Hex) => setup.board.stacks.find((s) => hexKey(s.at) === hexKey(at));
const ok = (r: EditResult<Setup>): Setup => {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.setup;
};
const model = (setup: Setup, id: string) => setup.units.flatMap((u) => u.models).find((m) => m.id === id)!;
/** The drag that takes a model's hex to another hex, in cm on the table. */
const dragFrom = (setup: Setup, from: Hex, to: Hex) => {
  const a = hexToPoint(setup.board, from);
  const b = hexToPoint(setup.board, to);
  return { x: b.x - a.x, y: b.y - a.y };
};
const FLAT: Hex = { q: 4, r: 6 };

describe('HexPrint editor: the ground', () => {
  it('HP-HEIGHT: a hex rises a land level at a time past three, and lowered to the table it is bare ground', () => {
    expect(stackAt(skirmish(), FLAT)).toBeUndefined();
    let setup = skirmish();
    for (let i = 0; i < 5; i++) setup = ok(raiseLevel(setup, FLAT));
    expect(stackAt(setup, FLAT)).toEqual({ at: FLAT, height: 5, tags: [] });
    for (let i = 0; i < 5; i++) setup = ok(lowerLevel(setup, FLAT));
    expect(stackAt(setup, FLAT)).toBeUndefined();
    expect(lowerLevel(setup, FLAT)).toEqual({
      ok: false,
      reason: 'that hex is at ground level: it goes no lower',
    });
    expect(raiseLevel(setup, { q: 40, r: 40 })).toEqual({
      ok: false,
      reason: 'that hex is on no tile of the board',
    });
  });

  it('HP-HEIGHT: water lies on the land under it: a Water hex raised keeps its tags at its new height', () => {
    const pond = skirmish().board.stacks.find((s) => s.tags.includes('Water'))!;
    const raised = ok(raiseLevel(skirmish(), pond.at));
    expect(stackAt(raised, pond.at)).toEqual({ at: pond.at, height: 1, tags: ['Water', 'Land'] });
  });

  it('HP-TAGS: a tag laid on a hex and taken off again; one hex carries several', () => {
    const wood = ok(toggleTag(skirmish(), FLAT, 'Forest'));
    expect(stackAt(wood, FLAT)).toEqual({ at: FLAT, height: 0, tags: ['Forest'] });
    const both = ok(toggleTag(wood, FLAT, 'Ruins'));
    expect(stackAt(both, FLAT)).toEqual({ at: FLAT, height: 0, tags: ['Forest', 'Ruins'] });
    expect(stackAt(ok(toggleTag(wood, FLAT, 'Forest')), FLAT)).toBeUndefined();
  });

  it('HP-TAGS: open water is refused under a model, naming the unit; Water with Land is a ford it stands in', () => {
    const scout = model(skirmish(), 'north-scout-1');
    expect(toggleTag(skirmish(), scout.at, 'Water')).toEqual({
      ok: false,
      reason: 'North Scout — its hex is off the board or open water: the model cannot stand there',
    });
    const land = ok(toggleTag(skirmish(), scout.at, 'Land'));
    expect(stackAt(ok(toggleTag(land, scout.at, 'Water')), scout.at)?.tags).toEqual(['Land', 'Water']);
  });

  it('HP-TAGS: a terrain batch lays its tag on every hex of the stroke, or on none', () => {
    const stroke = [FLAT, { q: 5, r: 6 }, { q: 6, r: 6 }];
    const wood = ok(layTerrain(skirmish(), stroke, 'Forest'));
    expect(stroke.map((h) => stackAt(wood, h))).toEqual(
      stroke.map((at) => ({ at, height: 0, tags: ['Forest'] })),
    );
    expect(layTerrain(skirmish(), [...stroke, { q: 40, r: 0 }], 'Forest')).toEqual({
      ok: false,
      reason: 'that hex is on no tile of the board',
    });
  });

  it('HP-HEIGHT: the board cleared of its terrain is flat and bare, its units where they stood', () => {
    const flat = ok(clearTerrain(kingOfTheHill()));
    expect(flat.board.stacks).toEqual([]);
    expect(flat.units).toEqual(kingOfTheHill().units);
  });
});

describe('HexPrint editor: the units', () => {
  it('HP-PLACE: a model dragged moves to the hex under it; onto another model it is refused', () => {
    const setup = skirmish();
    const scout = model(setup, 'north-scout-1');
    const moved = ok(moveModels(setup, ['north-scout-1'], dragFrom(setup, scout.at, FLAT)));
    expect(model(moved, 'north-scout-1')).toEqual({ ...scout, at: FLAT });
    const gunner = model(setup, 'north-gunner-1');
    expect(moveModels(setup, ['north-scout-1'], dragFrom(setup, scout.at, gunner.at))).toEqual({
      ok: false,
      reason: 'North Scout cannot stand where North Heavy Gunner stands',
    });
  });

  it('HP-MULTIHEX: the Walker moves whole, and is refused where its three hexes would not sit level', () => {
    const setup = skirmish();
    const walker = model(setup, 'north-walker-1');
    const moved = ok(moveModels(setup, ['north-walker-1'], dragFrom(setup, walker.at, FLAT)));
    expect(model(moved, 'north-walker-1')).toEqual({ ...walker, at: FLAT });
    const corner = hexAdd(FLAT, HEX_DIRECTIONS[walker.facing]!);
    const step = ok(raiseLevel(setup, corner));
    expect(moveModels(step, ['north-walker-1'], dragFrom(setup, walker.at, FLAT))).toEqual({
      ok: false,
      reason:
        'North Walker — its hexes are at different heights: a model covering several hexes stands level',
    });
    // Raising a hex under the Walker where it stands is refused the same way.
    expect(raiseLevel(setup, walker.at)).toEqual({
      ok: false,
      reason:
        'North Walker — its hexes are at different heights: a model covering several hexes stands level',
    });
  });

  it('HP-SETUP: a unit taken off to its reserve only where its player has a zone, and stood back where it was', () => {
    expect(reserveUnits(skirmish(), ['north-scout'])).toEqual({
      ok: false,
      reason: 'North Scout has no zone to deploy from in this mission: it stays on the table',
    });
    const setup = ok(setZone(skirmish(), 'north', [0, 1]));
    expect(setup.mission.zones).toEqual([{ seat: 'north', rows: [0, 1] }]);
    const held = ok(reserveUnits(setup, ['north-scout']));
    expect(held.units.find((u) => u.id === 'north-scout')?.reserve).toBe(true);
    expect(setZone(held, 'north', null)).toEqual({
      ok: false,
      reason: 'North has units in reserve: stand them on the table before their zone goes',
    });
    expect(moveModels(held, ['north-scout-1'], { x: 10, y: 0 })).toEqual({
      ok: false,
      reason: 'North Scout is in reserve: stand it on the table first',
    });
    expect(ok(restoreUnit(held, 'north-scout'))).toEqual(setup);
    // Stood back where a model of the other side has come to stand, it is refused, both named.
    const scout = model(setup, 'north-scout-1');
    const gunner = model(setup, 'south-gunner-1');
    const taken = ok(moveModels(held, ['south-gunner-1'], dragFrom(held, gunner.at, scout.at)));
    expect(restoreUnit(taken, 'north-scout')).toEqual({
      ok: false,
      reason: 'North Scout cannot stand where South Heavy Gunner stands',
    });
  });

  it('HP-SETUP: terrain rows and batches of the starter set are given to a player, and taken away in order', () => {
    expect(addBatch(skirmish(), 'north', 'forest')).toEqual({
      ok: false,
      reason: 'North has no terrain rows to place it in: give them some first',
    });
    expect(setTerrainZone(skirmish(), 'north', [4, 1])).toEqual({
      ok: false,
      reason: "North's terrain rows start past their last row",
    });
    const rows = ok(setTerrainZone(skirmish(), 'north', [1, 4]));
    expect(rows.mission.terrainZones).toEqual([{ seat: 'north', rows: [1, 4] }]);
    const one = ok(addBatch(rows, 'north', 'forest'));
    const two = ok(addBatch(one, 'north', 'forest'));
    expect(two.mission.batches.map((b) => [b.id, b.seat, b.name])).toEqual([
      ['north-forest-1', 'north', 'North Forest'],
      ['north-forest-2', 'north', 'North Forest 2'],
    ]);
    // The forest's three hexes as the starter set has them, steps from where it is put.
    expect(two.mission.batches[0]!.hexes).toEqual([
      { at: { q: 0, r: 0 }, height: 0, tags: ['Forest'] },
      { at: { q: 1, r: 0 }, height: 0, tags: ['Forest'] },
      { at: { q: -1, r: 1 }, height: 0, tags: ['Forest'] },
    ]);
    expect(addBatch(rows, 'north', 'castle')).toEqual({
      ok: false,
      reason: 'no terrain batch "castle" in the starter set',
    });
    expect(setTerrainZone(two, 'north', null)).toEqual({
      ok: false,
      reason: 'North has terrain to place: take it away before their terrain rows go',
    });
    const back = ok(removeBatch(ok(removeBatch(two, 'north-forest-1')), 'north-forest-2'));
    expect(back.mission.batches).toEqual([]);
    expect(ok(setTerrainZone(back, 'north', null)).mission).toEqual(skirmish().mission);
    expect(removeBatch(back, 'north-forest-1')).toEqual({
      ok: false,
      reason: 'no terrain batch "north-forest-1" in this mission',
    });
    // Every table these edits made, the loader opens.
    for (const t of [rows, one, two, back]) expect(validateSetup(t).ok).toBe(true);
  });

  it("HP-END: the mission's turns of the Hex Timer and its hill are set, and checked like the file", () => {
    expect(ok(setMission(skirmish(), { rotations: 4 })).mission.rotations).toBe(4);
    expect(setMission(skirmish(), { rotations: 7 })).toEqual({
      ok: false,
      reason: 'a mission lasts from 1 to 6 turns of the Hex Timer',
    });
    expect(setMission(skirmish(), { kind: 'king of the hill' })).toEqual({
      ok: false,
      reason: 'the mission — king of the hill needs its hill: the top hex',
    });
    const hill = ok(setMission(skirmish(), { kind: 'king of the hill', hill: FLAT }));
    expect(hill.mission).toEqual({ ...skirmish().mission, kind: 'king of the hill', hill: FLAT });
  });

  it("HP-MODELS: a unit plays another card only where it has that card's number of models", () => {
    const setup = skirmish();
    const gunner = ok(setUnitCard(setup, 'north-scout', 'heavy-gunner'));
    expect(gunner.units.find((u) => u.id === 'north-scout')?.card).toBe('heavy-gunner');
    expect(setUnitCard(setup, 'north-scout', 'line-squad')).toEqual({
      ok: false,
      reason: 'North Scout — Line Squad has 3 model(s), not 1',
    });
  });

  it("names: a unit and the table are renamed in a player's words; an empty name is refused", () => {
    const named = ok(renameUnit(skirmish(), 'north-scout', '  Eyes  '));
    expect(named.units.find((u) => u.id === 'north-scout')?.name).toBe('Eyes');
    expect(renameUnit(skirmish(), 'north-scout', ' ')).toEqual({ ok: false, reason: 'a unit needs a name' });
    expect(ok(renameTable(skirmish(), 'Ford')).name).toBe('Ford');
    expect(renameTable(skirmish(), '')).toEqual({ ok: false, reason: 'a table needs a name' });
  });
});

describe('HexPrint editor: what it keeps always reopens', () => {
  it('any run of accepted edits leaves a table the loader reads back as it is (seeded)', () => {
    const hexes = skirmish().board.tiles.flatMap(tileHexes);
    const models = skirmish().units.flatMap((u) => u.models.map((m) => m.id));
    const units = skirmish().units.map((u) => u.id);
    const edit = fc.tuple(
      fc.constantFrom(
        'raise',
        'lower',
        'Land',
        'Water',
        'Forest',
        'Ruins',
        'move',
        'zone',
        'reserve',
        'restore',
        'clear',
      ),
      fc.integer({ min: 0, max: hexes.length - 1 }),
      fc.integer({ min: 0, max: models.length - 1 }),
      fc.integer({ min: 0, max: units.length - 1 }),
    );
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(skirmish, kingOfTheHill),
        fc.array(edit, { maxLength: 25 }),
        (start, edits) => {
          let setup = start();
          for (const [kind, i, m, u] of edits) {
            const at = hexes[i]!;
            const r =
              kind === 'raise'
                ? raiseLevel(setup, at)
                : kind === 'lower'
                  ? lowerLevel(setup, at)
                  : kind === 'move'
                    ? moveModels(setup, [models[m]!], dragFrom(setup, model(setup, models[m]!).at, at))
                    : kind === 'zone'
                      ? setZone(setup, u % 2 === 0 ? 'north' : 'south', [i % 5, (i % 5) + m])
                      : kind === 'reserve'
                        ? reserveUnits(setup, [units[u]!])
                        : kind === 'restore'
                          ? restoreUnit(setup, units[u]!)
                          : kind === 'clear'
                            ? clearTerrain(setup)
                            : toggleTag(setup, at, kind);
            if (r.ok) {
              setup = r.setup;
              accepted++;
            }
            const read = validateSetup(JSON.parse(JSON.stringify(setup)));
            expect(read.ok ? [] : read.problems).toEqual([]);
          }
        },
      ),
      { seed: 15, numRuns: 60 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
