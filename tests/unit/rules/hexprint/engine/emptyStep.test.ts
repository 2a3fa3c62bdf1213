import { describe, expect, it } from 'vitest';
import { logLines } from '../../../../../src/game/log';
import { emptyStep, seatChooses } from '../../../../../src/rules/hexprint/engine/emptyStep';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { hex, run, started, table, unit } from './support';

// Steps the app takes by itself: a Turn time onto a segment that holds no marker rolls nothing and
// decides nothing (HP-TICK, HP-INIT); one that brings markers off rolls initiative and is clicked.

const setup = table([
  unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)], 3),
  unit('rival', 'scout', 'south', [hex(4, 7)], 3),
]);

/** Every die spent with the Timer on `segment`: time turns next. */
const waiting = (segment: number): HexPrintState => {
  const s = started(setup);
  return {
    ...s,
    phase: 'time',
    timer: { ...s.timer, segment },
    units: s.units.map((u) => ({ ...u, marker: 3 })),
    pools: { north: [], south: [] },
  };
};

describe('HexPrint steps nobody clicks', () => {
  it('HP-TICK: time turning onto a segment with no marker is empty; the app takes it and the log says so', () => {
    const s = waiting(1);
    expect(emptyStep(s)).toEqual({ type: 'turnTime' });
    const r = run(s, { type: 'turnTime' });
    expect(r.lines).toEqual([
      '[HP-TICK] Time turns: the Timer moves to segment 2.',
      '[HP-INIT] No marker is on segment 2.',
      '[HP-ACTIVATE] Every die is spent: time turns next.',
    ]);
    expect(r.state.rng).toEqual(s.rng);
  });

  it('HP-INIT: time turning onto the markers rolls initiative: not empty, a player clicks it, with nothing to choose', () => {
    const s = waiting(2);
    expect(emptyStep(s)).toBeNull();
    expect(seatChooses(s)).toBe(false);
    const r = run(s, { type: 'turnTime' }, [4, 2]);
    expect(logLines(r.state.log).some((l) => l.startsWith('[HP-INIT] North rolls 1 initiative die'))).toBe(
      true,
    );
  });

  it('HP-TIMER: placing markers and activating are choices; nothing is empty outside time turning', () => {
    const s = started({ ...setup, units: setup.units.map((u) => ({ ...u, marker: null })) });
    expect(s.phase).toBe('markers');
    expect([emptyStep(s), seatChooses(s)]).toEqual([null, true]);
  });
});
