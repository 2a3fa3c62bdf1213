import { describe, expect, it } from 'vitest';
import { logLines } from '../../../../../src/game/log';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { readAction } from '../../../../../src/rules/hexprint/engine/actions';
import { autoAction } from '../../../../../src/rules/hexprint/engine/autoPlayer';
import { seatToAct } from '../../../../../src/rules/hexprint/engine/candidates';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { newGame } from '../../../../../src/rules/hexprint/engine/start';
import { skirmishToPlace } from '../../../../../src/rules/hexprint/setup/scenarios';
import { hexPrint } from '../../../../../src/rules/hexprint/system';
import { legalActions } from '../../../../../src/game/legality';
import { playAction, playRulesOf, replay, startPlay } from '../../../../../src/game/playedGame';
import type { Hex } from '../../../../../src/geometry';
import { hexKey, parseHexKey } from '../../../../../src/geometry';
import { tableWorld } from '../../../../../src/rules/hexprint/sight/tableSight';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import type { Setup } from '../../../../../src/rules/hexprint/setup/schema';
import { hex, open, refusal, run, sampled, table, unit } from './support';
import { offersFor } from '../../../../../src/rules/hexprint/offers/sheet';
import { barModel } from '../../../../../src/rules/hexprint/view/state/barModel';

// HP-SETUP: the mission's terrain batches and the units held in reserve, placed one a go, the
// roll-off's winner first, a seat with nothing left passed by; each refusal names what is wrong.

const rows = (a: number, b: number): [number, number] => [a, b];

/**
 * The 8 × 8 test table: a rise of the mission's in North's rows, North's wood, South's wall and
 * pond, a unit a side in reserve, the markers to place.
 */
function mission(): Setup {
  const setup = table(
    [unit('scout', 'scout', 'north', [hex(0, 0)]), unit('gunner', 'heavy-gunner', 'south', [hex(0, 7)])],
    [{ at: hex(6, 3), height: 1, tags: ['Land'] }],
  );
  const read = validateSetup({
    ...setup,
    units: setup.units.map((u) => ({ ...u, reserve: true, marker: null })),
    mission: {
      ...setup.mission,
      zones: [
        { seat: 'north', rows: rows(0, 1) },
        { seat: 'south', rows: rows(6, 7) },
      ],
      terrainZones: [
        { seat: 'north', rows: rows(2, 3) },
        { seat: 'south', rows: rows(4, 5) },
      ],
      batches: [
        {
          id: 'wood',
          seat: 'north',
          name: 'North Wood',
          hexes: [
            { at: hex(0, 0), height: 0, tags: ['Forest'] },
            { at: hex(1, 0), height: 0, tags: ['Forest'] },
          ],
        },
        {
          id: 'wall',
          seat: 'south',
          name: 'South Wall',
          hexes: [
            { at: hex(0, 0), height: 2, tags: ['Land'] },
            { at: hex(1, 0), height: 2, tags: ['Land'] },
          ],
        },
        {
          id: 'pond',
          seat: 'south',
          name: 'South Pond',
          hexes: [{ at: hex(0, 0), height: 0, tags: ['Water'] }],
        },
      ],
    },
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.setup;
}

/** Seed 1 rolls North 1, South 6: South places first. */
const opened = (): HexPrintState => newGame(mission(), 1);

const where = (s: HexPrintState) => [s.phase, s.placer];

describe('HexPrint set-up placement', () => {
  it('HP-SETUP: the roll-off winner places first; one batch or one unit a go; a seat with nothing left is passed by', () => {
    let s = opened();
    expect(logLines(s.log)).toEqual([
      '[HP-SETUP] Roll-off for who places first in Skirmish: North 1, South 6.',
      '[HP-SETUP] South places first.',
    ]);
    expect(where(s)).toEqual(['deploy', 'south']);
    expect(seatToAct(s)).toBe('south');

    const wall = run(s, { type: 'placeTerrain', batch: 'wall', at: hex(3, 4), turn: 0 });
    expect(wall.lines).toEqual(['[HP-SETUP] South places South Wall in the middle of the board.']);
    s = wall.state;
    expect(s.terrain.hexes['3,4']).toEqual({ height: 2, tags: ['Land'] });
    expect(s.terrain.hexes['4,4']).toEqual({ height: 2, tags: ['Land'] });
    expect(s.placedBatches).toEqual(['wall']);
    expect(where(s)).toEqual(['deploy', 'north']);

    const scout = run(s, { type: 'deploy', unit: 'scout', at: [hex(2, 1)] });
    expect(scout.lines).toEqual(["[HP-SETUP] North deploys North Scout in North's deployment rows."]);
    s = scout.state;
    expect(where(s)).toEqual(['deploy', 'south']);

    const gunner = run(s, { type: 'deploy', unit: 'gunner', at: [hex(3, 6)] });
    expect(gunner.lines).toEqual(['[HP-SETUP] South deploys South Gunner near the south-east hill.']);
    s = gunner.state;
    expect(where(s)).toEqual(['deploy', 'north']);

    // North's wood is North's last placement: South, with its pond left, goes next.
    const wood = run(s, { type: 'placeTerrain', batch: 'wood', at: hex(0, 2), turn: 0 });
    expect(wood.lines).toEqual(['[HP-SETUP] North places North Wood near North Scout.']);
    s = wood.state;
    expect(where(s)).toEqual(['deploy', 'south']);

    // North has nothing left: South places again, then the markers begin with the first placer.
    const pond = run(s, { type: 'placeTerrain', batch: 'pond', at: hex(6, 5), turn: 0 });
    expect(pond.lines).toEqual(['[HP-SETUP] South places South Pond near the east hill.']);
    s = pond.state;
    expect(where(s)).toEqual(['markers', 'south']);
    expect(s.placedBatches).toEqual(['wall', 'wood', 'pond']);
  });

  it('HP-SETUP: a turned batch lies turned about its anchor', () => {
    const s = run(opened(), { type: 'placeTerrain', batch: 'wall', at: hex(3, 5), turn: 4 }).state;
    // Four 60° turns take the wall's step (1, 0) to (0, −1): its second hex is at (3, 4).
    expect(s.terrain.hexes['3,5']).toEqual({ height: 2, tags: ['Land'] });
    expect(s.terrain.hexes['3,4']).toEqual({ height: 2, tags: ['Land'] });
    expect(s.terrain.hexes['4,5']).toEqual({ height: 0, tags: [] });
  });

  it('HP-SETUP: each refusal names what is wrong, and the game is left as it was', () => {
    const s = opened();
    const place = (batch: string, q: number, r: number, turn = 0) =>
      refusal(s, { type: 'placeTerrain', batch, at: hex(q, r), turn });
    expect(place('wood', 0, 2)).toEqual({ rule: 'HP-SETUP', reason: "it is South's turn to place" });
    expect(place('hedge', 0, 4)).toEqual({ rule: 'HP-SETUP', reason: 'there is no terrain batch "hedge"' });
    expect(place('wall', 7, 4)).toEqual({ rule: 'HP-SETUP', reason: 'South Wall would reach off the board' });
    expect(place('wall', 3, 3)).toEqual({
      rule: 'HP-SETUP',
      reason: "the hex in the middle of the board is outside South's terrain rows",
    });
    const walled = run(s, { type: 'placeTerrain', batch: 'wall', at: hex(3, 4), turn: 0 }).state;
    const north = run(walled, { type: 'deploy', unit: 'scout', at: [hex(2, 1)] }).state;
    const gunnered = run(north, { type: 'deploy', unit: 'gunner', at: [hex(3, 6)] }).state;
    // North's wood may not go on the scout, nor outside North's rows.
    expect(refusal(gunnered, { type: 'placeTerrain', batch: 'wood', at: hex(2, 1), turn: 0 })).toEqual({
      rule: 'HP-SETUP',
      reason: 'North Wood would cover North Scout',
    });
    expect(refusal(gunnered, { type: 'placeTerrain', batch: 'wood', at: hex(5, 3), turn: 0 })).toEqual({
      rule: 'HP-SETUP',
      reason: 'North Wood would cover terrain already on the table, on top of the east hill',
    });
    const wooded = run(gunnered, { type: 'placeTerrain', batch: 'wood', at: hex(0, 2), turn: 0 }).state;
    expect(refusal(wooded, { type: 'placeTerrain', batch: 'wall', at: hex(0, 5), turn: 0 })).toEqual({
      rule: 'HP-SETUP',
      reason: 'South Wall is already on the table',
    });
    const done = run(wooded, { type: 'placeTerrain', batch: 'pond', at: hex(6, 5), turn: 0 }).state;
    expect(refusal(done, { type: 'placeTerrain', batch: 'pond', at: hex(0, 5), turn: 0 })).toEqual({
      rule: 'HP-TIMER',
      reason: 'not now: initiative markers are being placed',
    });
    expect(readAction({ type: 'placeTerrain', batch: 'wall', at: hex(3, 4), turn: 6 })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not a HexPrint action: turn: Too big: expected number to be <=5',
    });
  });

  it('HP-SETUP: a placed batch is terrain to sight, on the sampled columns and on the 3D table alike', () => {
    const s = opened();
    const walled = run(s, { type: 'placeTerrain', batch: 'wall', at: hex(3, 4), turn: 0 }).state;
    const eye = { hexes: [hex(3, 2)], base: 0, height: 1 };
    const target = { hexes: [hex(4, 6)], base: 0, height: 1 };
    expect(sampled.sight(s.terrain, eye, target).seen).toBe(64);
    expect(sampled.sight(walled.terrain, eye, target).seen).toBe(0);
    const world = tableWorld();
    expect(world.sight(s.terrain, eye, target).seen).toBe(64);
    // The table's solids restack the two hexes the wall raised, and its sight now meets the wall.
    expect(world.refresh(walled.terrain)).toEqual({ rebuilt: false, restacked: 2 });
    expect(world.sight(walled.terrain, eye, target)).toMatchObject({ seen: 0 });
  });
});

describe('HexPrint set-up by the automatic player', () => {
  it('HP-SETUP: it places its terrain across the front of its rows first, then its units just behind it', () => {
    let s = opened();
    const taken: Action[] = [];
    const lines: string[] = [];
    while (s.phase === 'deploy') {
      const a = autoAction(s, sampled)!;
      taken.push(a);
      const next = run(s, a, [], sampled);
      lines.push(...next.lines);
      s = next.state;
    }
    // South (first) sets its wall across the front of its rows 4–5, its first share of the width
    // (the east, seen from its side); North its one wood across the middle of rows 2–3; the pond
    // takes South's last share (the west); then each unit stands just behind its own terrain.
    expect(taken).toEqual([
      { type: 'placeTerrain', batch: 'wall', at: hex(5, 5), turn: 5 },
      { type: 'placeTerrain', batch: 'wood', at: hex(4, 2), turn: 1 },
      { type: 'placeTerrain', batch: 'pond', at: hex(0, 5), turn: 3 },
      { type: 'deploy', unit: 'scout', at: [hex(4, 1)] },
      { type: 'deploy', unit: 'gunner', at: [hex(5, 6)] },
    ]);
    expect(lines).toEqual([
      '[HP-SETUP] South places South Wall near the hill.',
      '[HP-SETUP] North places North Wood in the middle of the board.',
      '[HP-SETUP] South places South Pond in the south-west corner.',
      '[HP-SETUP] North deploys North Scout beside the forest.',
      '[HP-SETUP] South deploys South Gunner beside the hill.',
    ]);
    expect(s.phase).toBe('markers');
  });

  it('HP-SETUP / EN-HP-SETUP: on Skirmish dealt to place both sides build half-turn images of each other, whoever places first', () => {
    const setUp = (seed: number) => {
      let s = newGame(skirmishToPlace(), seed);
      while (s.phase === 'deploy') s = run(s, autoAction(s, sampled)!, [], sampled).state;
      return s;
    };
    // Seed 1: South wins the roll-off; seed 2: North does.
    const [south, north] = [setUp(1), setUp(2)];
    expect([south.first, north.first]).toEqual(['south', 'north']);
    for (const s of [south, north]) {
      // Skirmish's board (axial q + r/2 columns) turns half a circle onto itself as (7 − q, 9 − r).
      const turned = (h: Hex): Hex => ({ q: 7 - h.q, r: 9 - h.r });
      const raised = Object.entries(s.terrain.hexes).filter(([, t]) => t.height > 0 || t.tags.length > 0);
      expect(raised).toHaveLength(18);
      for (const [key, t] of raised) expect(s.terrain.hexes[hexKey(turned(parseHexKey(key)))]).toEqual(t);
      for (const u of s.units.filter((x) => x.seat === 'north')) {
        const image = s.units.find((x) => x.id === u.id.replace('north', 'south'))!;
        expect(image.models.map((m) => m.at)).toEqual(u.models.map((m) => turned(m.at)));
      }
    }
    // Whoever went first, the table is the same.
    expect(north.terrain).toEqual(south.terrain);
    expect(north.units).toEqual(south.units);
  });

  it('HP-SETUP: Skirmish dealt to place opens on placing: the probe keeps every batch and unit the placer may put down', () => {
    const s = newGame(skirmishToPlace(), 5);
    expect(s.phase).toBe('deploy');
    const legal = legalActions(hexPrint, s, sampled);
    expect(legal).toEqual(hexPrint.candidates(s, sampled));
    expect(legal.filter((a) => a.type === 'deploy').map((a) => a.unit)).toEqual(
      ['squad', 'scout', 'gunner', 'walker'].map((u) => `${s.placer}-${u}`),
    );
    expect(new Set(legal.filter((a) => a.type === 'placeTerrain').map((a) => a.batch))).toEqual(
      new Set(['forest', 'ruins', 'pond', 'rise'].map((b) => `${s.placer}-${b}`)),
    );
  });

  it('HP-END: the automatic player sets up and plays Skirmish dealt to place to its end, and the record replays exactly', () => {
    const rules = playRulesOf(hexPrint, sampled);
    const setup = skirmishToPlace();
    let p = startPlay(rules, setup, 3);
    for (let n = 0; n < 2000 && p.game.phase !== 'over'; n++) {
      const next = playAction(rules, p, autoAction(p.game, sampled)!);
      if (!next.ok) throw new Error(next.reason);
      p = next.played;
    }
    expect(p.game.phase).toBe('over');
    expect(p.actions.filter((a) => a.type === 'placeTerrain' || a.type === 'deploy')).toHaveLength(16);
    expect(replay(rules, setup, 3, p.actions)).toEqual(p);
  });

  it("HP-SETUP: a mission's batches are checked: a seat of the table, rows to place them in, ids once", () => {
    const setup = mission();
    const read = validateSetup({
      ...setup,
      mission: {
        ...setup.mission,
        terrainZones: [{ seat: 'north', rows: rows(3, 2) }],
        batches: [
          ...setup.mission.batches,
          { id: 'wood', seat: 'east', name: 'East Wood', hexes: [{ at: hex(0, 0), height: 0, tags: [] }] },
        ],
      },
    });
    expect(read.ok ? [] : read.problems).toEqual([
      { field: 'mission.batches[1].seat', problem: 'the mission gives south no terrain rows to place it in' },
      { field: 'mission.batches[2].seat', problem: 'the mission gives south no terrain rows to place it in' },
      { field: 'mission.batches[3].id', problem: '"wood" is already mission.batches[0]' },
      { field: 'mission.batches[3].seat', problem: '"east" is not a seat of this table' },
      { field: 'mission.terrainZones[0].rows', problem: 'the first row is past the last' },
    ]);
  });
});

describe('HexPrint set-up at the table (the bar)', () => {
  it("HP-SETUP / EN-HP-SETUP: the placer's bar offers each batch it has left; a clicked hex places it turned the first way it fits", () => {
    const s = opened();
    expect(barModel(s, 'south', null)).toBe('gunner-1');
    const sheet = offersFor(s, { pieceId: 'gunner-1', targetId: null }, open)!;
    expect(sheet.offers.map((o) => [o.key, o.label, o.group, o.completes, o.refused])).toEqual([
      ['deploy', 'Deploy', undefined, 'hex', undefined],
      ['terrain-wall', 'Place South Wall', 'Terrain', 'hex', undefined],
      ['terrain-pond', 'Place South Pond', 'Terrain', 'hex', undefined],
    ]);
    const wall = sheet.offers[1]!.action;
    if (typeof wall !== 'function') throw new Error('the wall waits for a hex');
    expect(wall({ kind: 'hex', q: 3, r: 4 })).toEqual({
      type: 'placeTerrain',
      batch: 'wall',
      at: hex(3, 4),
      turn: 0,
    });
    // On the east edge it does not fit unturned: the first turn that keeps it on the board and in the rows.
    expect(wall({ kind: 'hex', q: 7, r: 4 })).toEqual({
      type: 'placeTerrain',
      batch: 'wall',
      at: hex(7, 4),
      turn: 1,
    });
    // North's go: its bar has the wood, and South's bar has no terrain offers.
    const next = run(s, wall({ kind: 'hex', q: 3, r: 4 })).state;
    expect(offersFor(next, { pieceId: 'gunner-1', targetId: null }, open)!.offers).toEqual([]);
    expect(offersFor(next, { pieceId: 'scout-1', targetId: null }, open)!.offers.map((o) => o.label)).toEqual(
      ['Deploy', 'Place North Wood'],
    );
  });

  it('HP-SETUP: with its units all on the table, the bar is about one of them and still offers its batches', () => {
    let s = opened();
    s = run(s, { type: 'deploy', unit: 'gunner', at: [hex(3, 6)] }).state;
    s = run(s, { type: 'deploy', unit: 'scout', at: [hex(2, 1)] }).state;
    expect([s.phase, s.placer]).toEqual(['deploy', 'south']);
    expect(barModel(s, 'south', null)).toBe('gunner-1');
    expect(offersFor(s, { pieceId: 'gunner-1', targetId: null }, open)!.offers.map((o) => o.label)).toEqual([
      'Place South Wall',
      'Place South Pond',
    ]);
  });
});
