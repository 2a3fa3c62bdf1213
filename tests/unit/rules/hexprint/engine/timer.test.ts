import { describe, expect, it } from 'vitest';
import { logLines } from '../../../../../src/game/log';
import { newGame } from '../../../../../src/rules/hexprint/engine/start';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { activating, hex, refusal, run, started, table, unit } from './support';

// The Hex Timer: markers, time turning, initiative and the order of activations.

const units = (marker: number | null) => [
  unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)], marker ?? 1),
  unit('scout', 'scout', 'north', [hex(4, 0)], marker ?? 1),
  unit('gunner', 'heavy-gunner', 'south', [hex(0, 7)], marker ?? 1),
  unit('rival', 'scout', 'south', [hex(4, 7)], marker ?? 1),
];

function unplaced(): HexPrintState {
  const setup = table(units(1));
  return newGame({ ...setup, units: setup.units.map((u) => ({ ...u, marker: null })) }, 1);
}

describe('HexPrint timer', () => {
  it('HP-SETUP: a symmetric mission rolls off for who places first; a defender places first without dice', () => {
    expect(logLines(unplaced().log)).toEqual([
      '[HP-SETUP] Roll-off for who places first in Skirmish: North 1, South 6.',
      '[HP-SETUP] South places first.',
    ]);
    const setup = table(units(1));
    const defended = newGame(
      {
        ...setup,
        mission: { ...setup.mission, defender: 'north' },
        units: setup.units.map((u) => ({ ...u, marker: null })),
      },
      1,
    );
    expect(logLines(defended.log)).toEqual(['[HP-SETUP] Skirmish: North defends and places first.']);
    expect(defended.placer).toBe('north');
  });

  it('HP-SETUP: units in reserve are deployed one at a time in their zones, the first placer first, then markers', () => {
    const setup = table(units(1));
    const reserved = {
      ...setup,
      mission: {
        ...setup.mission,
        zones: [
          { seat: 'north', rows: [0, 1] as [number, number] },
          { seat: 'south', rows: [6, 7] as [number, number] },
        ],
      },
      units: setup.units.map((u) => ({ ...u, marker: null, reserve: u.id === 'squad' || u.id === 'gunner' })),
    };
    let s = newGame(reserved, 1);
    expect([s.phase, s.placer]).toEqual(['deploy', 'south']);
    expect(refusal(s, { type: 'deploy', unit: 'squad', at: [hex(0, 1), hex(1, 1), hex(2, 1)] })).toEqual({
      rule: 'HP-SETUP',
      reason: "it is South's turn to deploy",
    });
    expect(refusal(s, { type: 'deploy', unit: 'gunner', at: [hex(0, 5)] })).toEqual({
      rule: 'HP-SETUP',
      reason: "the hex in the south-west corner is outside South's deployment rows",
    });
    const south = run(s, { type: 'deploy', unit: 'gunner', at: [hex(2, 6)] });
    expect(south.lines).toEqual(["[HP-SETUP] South deploys South Gunner in South's deployment rows."]);
    s = south.state;
    expect([s.phase, s.placer]).toEqual(['deploy', 'north']);
    s = run(s, { type: 'deploy', unit: 'squad', at: [hex(0, 1), hex(1, 1), hex(2, 1)] }).state;
    expect([s.phase, s.placer]).toEqual(['markers', 'south']);
    expect(s.units[0]!.models.map((m) => [m.at, m.gone])).toEqual([
      [hex(0, 1), null],
      [hex(1, 1), null],
      [hex(2, 1), null],
    ]);
  });

  it('HP-TIMER / EN-HP-MARKERS: each player puts all their markers on, then the next; a marker on segment s gives s − 1 positive counters', () => {
    let s = unplaced();
    expect(s.placer).toBe('south');
    expect(refusal(s, { type: 'placeMarker', unit: 'squad', segment: 3 })).toEqual({
      rule: 'HP-TIMER',
      reason: "it is South's turn to place a marker",
    });
    s = run(s, { type: 'placeMarker', unit: 'gunner', segment: 4 }).state;
    expect(s.units.find((u) => u.id === 'gunner')).toMatchObject({ marker: 4, counters: 3 });
    expect(s.placer).toBe('south');
    s = run(s, { type: 'placeMarker', unit: 'rival', segment: 2 }).state;
    expect(s.placer).toBe('north');
    s = run(s, { type: 'placeMarker', unit: 'squad', segment: 1 }).state;
    expect(s.placer).toBe('north');
    const last = run(s, { type: 'placeMarker', unit: 'scout', segment: 1 }, [5, 2]);
    expect(last.lines).toEqual([
      "[HP-TIMER] North puts North Scout's marker on segment 1: no positive counters.",
      '[HP-TIMER] Every marker is on the Timer, which starts on 6.',
      '[HP-TICK] Time turns: the Timer moves to segment 1.',
      '[HP-TICK] Round 1 begins: abilities used per round are ready again.',
      '[HP-INIT] North rolls 2 initiative dice: total 7.',
      '[HP-INIT] North is the first player.',
    ]);
    expect(last.state.units.map((u) => [u.id, u.marker, u.counters])).toEqual([
      ['squad', 'pool', 0],
      ['scout', 'pool', 0],
      ['gunner', 4, 3],
      ['rival', 2, 1],
    ]);
    expect(last.state.pools).toEqual({ north: [5, 2], south: [] });
    expect([last.state.phase, last.state.face, last.state.order[last.state.next]]).toEqual([
      'activations',
      5,
      'north',
    ]);
  });

  it('HP-INIT: a tie on the totals is rolled off; the dice stay in the pools', () => {
    const s = {
      ...started(table(units(2))),
      phase: 'time' as const,
      timer: { segment: 1, sixes: 0, round: 1, turn: 1 },
    };
    const { state, lines } = run(s, { type: 'turnTime' }, [3, 4, 6, 1, 2, 2, 5, 3]);
    expect(lines).toEqual([
      '[HP-TICK] Time turns: the Timer moves to segment 2.',
      '[HP-INIT] North rolls 2 initiative dice: total 7.',
      '[HP-INIT] South rolls 2 initiative dice: total 7.',
      '[HP-INIT] Roll-off for first player: North 2, South 2: tied, roll again.',
      '[HP-INIT] Roll-off for first player: North 5, South 3.',
      '[HP-INIT] North is the first player.',
    ]);
    expect(state.pools).toEqual({ north: [3, 4], south: [6, 1] });
    expect(state.order).toEqual(['north', 'south']);
    // Sixes first: South holds the only 6, so South goes first although North is the first player.
    expect([state.face, state.order[state.next]]).toEqual([6, 'south']);
  });

  it('HP-ACTIVATE: faces from 6 down, players in turn from the first player; a pass spends the die', () => {
    let s: HexPrintState = {
      ...started(table(units(2))),
      phase: 'activations',
      order: ['north', 'south'],
      pools: { north: [4, 4], south: [4, 2] },
      face: 4,
      next: 0,
    };
    for (const u of s.units) u.marker = 'pool';
    expect(refusal(s, { type: 'activate', unit: 'gunner' })).toEqual({
      rule: 'HP-ACTIVATE',
      reason: "it is North's go, and South Gunner is not theirs",
    });
    // North has units in the pool, so it may not pass; with none there, it passes.
    expect(refusal(s, { type: 'pass' })).toEqual({
      rule: 'HP-ACTIVATE',
      reason: 'North Squad can be activated: a player passes only when no unit of theirs can',
    });
    for (const u of s.units) if (u.seat === 'north') u.marker = 3;
    const passed = run(s, { type: 'pass' });
    expect(passed.lines).toEqual(['[HP-ACTIVATE] North passes, spending a 4.']);
    s = passed.state;
    expect([s.face, s.order[s.next], s.pools]).toEqual([4, 'south', { north: [4], south: [4, 2] }]);
    s = run(s, { type: 'activate', unit: 'gunner' }).state;
    const ended = run(s, { type: 'endActivation' });
    expect(ended.lines).toEqual([
      '[HP-ACTIVATE] South Gunner took 0 actions: its marker goes forward 1 to segment 2.',
    ]);
    s = ended.state;
    // North's last 4 has no unit to activate: North passes again, and South's 2 comes next.
    expect([s.face, s.order[s.next]]).toEqual([4, 'north']);
    s = run(s, { type: 'pass' }).state;
    expect([s.face, s.order[s.next]]).toEqual([2, 'south']);
  });

  it('HP-ACTIVATE: a unit with no models left in the pool does not stop its player passing', () => {
    const s: HexPrintState = {
      ...started(table(units(2))),
      phase: 'activations',
      order: ['north', 'south'],
      pools: { north: [4], south: [2] },
      face: 4,
      next: 0,
    };
    for (const u of s.units) u.marker = u.id === 'squad' ? 'pool' : 2;
    for (const m of s.units.find((u) => u.id === 'squad')!.models) m.gone = 'removed';
    expect(refusal(s, { type: 'activate', unit: 'squad' })).toEqual({
      rule: 'HP-MODELS',
      reason: 'North Squad has no models left',
    });
    const passed = run(s, { type: 'pass' });
    expect(passed.lines).toEqual(['[HP-ACTIVATE] North passes, spending a 4.']);
    expect([passed.state.face, passed.state.order[passed.state.next]]).toEqual([2, 'south']);
  });

  it('HP-ACTIVATE: a unit takes up to ACT actions, then its marker goes forward that many segments', () => {
    let s = activating(
      { ...started(table(units(1))), timer: { segment: 5, sixes: 0, round: 1, turn: 5 } },
      'scout',
    );
    s = run(s, { type: 'spot', ability: 1, target: 'rival' }).state;
    s = run(s, { type: 'spot', ability: 1, target: 'gunner' }).state;
    const third = run(s, { type: 'spot', ability: 1, target: 'rival' });
    expect(third.lines.slice(1)).toEqual([
      '[HP-ACTIVATE] North Scout took 3 actions: its marker goes forward 3 to segment 2.',
      '[HP-ACTIVATE] Every die is spent: time turns next.',
    ]);
    expect(third.state.units.find((u) => u.id === 'scout')!.marker).toBe(2);
    expect(third.state.activation).toBeNull();
  });

  it('HP-TICK: from 6 to 1 a new round refills per-round uses and clears Spot', () => {
    const s = started(table(units(3)));
    const ready: HexPrintState = { ...s, phase: 'time', timer: { segment: 6, sixes: 1, round: 1, turn: 6 } };
    for (const u of ready.units) {
      u.usedThisRound = [1, 1];
      u.spottedBy = ['x'];
    }
    const { state, lines } = run(ready, { type: 'turnTime' });
    expect(lines).toEqual([
      '[HP-TICK] Time turns: the Timer moves to segment 1.',
      '[HP-TICK] Round 2 begins: abilities used per round are ready again.',
      '[HP-INIT] No marker is on segment 1.',
      '[HP-ACTIVATE] Every die is spent: time turns next.',
    ]);
    expect(state.units.map((u) => [u.usedThisRound, u.spottedBy])).toEqual(Array(4).fill([[0, 0], []]));
    expect(state.timer).toEqual({ segment: 1, sixes: 1, round: 2, turn: 7 });
  });

  it('HP-END: the third time the Timer turns to 6 the game ends, and Skirmish goes to the side that dealt more damage', () => {
    const s: HexPrintState = {
      ...started(table(units(3))),
      phase: 'time',
      timer: { segment: 5, sixes: 2, round: 3, turn: 17 },
      dealt: { north: 4, south: 3 },
    };
    const { state, lines } = run(s, { type: 'turnTime' });
    expect(lines).toEqual([
      '[HP-TICK] Time turns: the Timer moves to segment 6.',
      '[HP-END] The Timer turns to 6 for the third time: the game ends (damage dealt: North 4, South 3). North wins.',
    ]);
    expect([state.phase, state.result]).toEqual(['over', 'north']);
    expect(refusal(state, { type: 'turnTime' })).toEqual({ rule: 'HP-END', reason: 'the game is over' });
  });
});
