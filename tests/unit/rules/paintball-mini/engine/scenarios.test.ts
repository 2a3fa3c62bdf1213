import { describe, expect, it } from 'vitest';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { captureTheFlag, reverseFlag, singleFlag } from '../../../../../src/rules/paintball-mini/setup';
import { redToAct } from './support/table';
import { act } from './support/act';

// The three scenarios: start rules and victory conditions (rulings.md: Scenarios).

const without = (s: Setup, ids: string[]): Setup => ({
  ...s,
  figures: s.figures.filter((f) => !ids.includes(f.id)),
});
function carrying(s: Setup, id: string, flagId: string, hex?: { q: number; r: number }): Setup {
  const f = s.figures.find((x) => x.id === id)!;
  const at =
    hex === undefined
      ? f.at
      : { x: -27.5 + 10 * (hex.q + hex.r / 2), y: -12.99038105676658 + 8.660254037844386 * hex.r + 2.3 };
  return {
    ...s,
    figures: s.figures.map((x) => (x.id === id ? { ...x, at } : x)),
    markers: s.markers.map((m) => (m.id === flagId ? { ...m, at, carriedBy: id } : m)),
  };
}

describe('scenarios', () => {
  it('PM-SCEN-CTF: bring the enemy flag into your own home base with a live figure and win', () => {
    const setup = carrying(without(captureTheFlag(), ['red-1', 'red-2']), 'red-3', 'flag-blue');
    const { state, log } = act(redToAct(setup), { type: 'move', figureId: 'red-3', to: { q: -1, r: 1 } });
    expect(log).toEqual([
      "[PM-AP] Red 3 moves into Red's home base (1 AP)",
      '[PM-SCEN-CTF] Red brings the enemy flag home and wins',
    ]);
    expect(state).toMatchObject({ winner: 'red', phase: 'over' });
    expect(apply(state, { type: 'endTurn' }, { sight: flatSight })).toEqual({
      ok: false,
      rule: 'game',
      reason: 'the game is over',
    });
  });

  it('PM-SCEN-CTF: victory reads which flag is carried: your own flag into your home base does not win', () => {
    const setup = carrying(without(captureTheFlag(), ['red-1', 'red-2']), 'red-3', 'flag-red');
    const { state, log } = act(redToAct(setup), { type: 'move', figureId: 'red-3', to: { q: -1, r: 1 } });
    expect(log).toEqual(["[PM-AP] Red 3 moves into Red's home base (1 AP)"]);
    expect(state).toMatchObject({ winner: null, phase: 'play' });
    expect(state.table.markers.find((m) => m.id === 'flag-red')).toMatchObject({ carriedBy: 'red-3' });
  });

  it('PM-SCEN-CTF: nobody moves their own flag; home bases hold 2 friendly figures', () => {
    const s = redToAct(captureTheFlag());
    const moved = act(s, { type: 'move', figureId: 'red-5', to: { q: -1, r: 2 } }).state;
    expect(moved.table.markers.find((m) => m.id === 'flag-red')).toMatchObject({ carriedBy: null });
    expect(
      apply(s, { type: 'move', figureId: 'red-3', to: { q: -1, r: 1 } }, { sight: flatSight }),
    ).toMatchObject({ ok: false, rule: 'PM-CAPACITY' });
  });

  it('PM-SCEN-REVERSE: nobody enters their own home base; deliver your own flag into the enemy base to win', () => {
    const start = reverseFlag();
    expect(start.markers.find((m) => m.id === 'flag-red')).toMatchObject({ carriedBy: 'red-1' });
    const s = redToAct(start);
    expect(apply(s, { type: 'move', figureId: 'red-1', to: { q: -1, r: 1 } }, { sight: flatSight })).toEqual({
      ok: false,
      rule: 'PM-SCEN-REVERSE',
      reason: 'nobody enters their own home base in Reverse Flag',
    });
    const near = carrying(start, 'red-1', 'flag-red', { q: 4, r: 2 });
    const won = act(redToAct(near), { type: 'move', figureId: 'red-1', to: { q: 5, r: 2 } });
    expect(won.log.at(-1)).toBe('[PM-SCEN-REVERSE] Red delivers its own flag into the enemy base and wins');
  });

  it('PM-SCEN-REVERSE: nobody moves the opponent’s flag', () => {
    const start = reverseFlag();
    const blueFlag = start.markers.find((m) => m.id === 'flag-blue')!;
    const dropped = {
      ...start,
      markers: start.markers.map((m) =>
        m.id === 'flag-blue' ? { ...m, carriedBy: null, at: { x: -17.5 + 1, y: 0 } } : m,
      ),
    };
    void blueFlag;
    const s = redToAct(dropped);
    const moved = act(s, { type: 'move', figureId: 'red-3', to: { q: 1, r: 0 } }).state;
    expect(moved.table.markers.find((m) => m.id === 'flag-blue')).toMatchObject({ carriedBy: null });
  });

  it('PM-SCEN-SINGLE: one flag in the middle, 2 soft and 2 hard a side; whoever takes it delivers it to the enemy base', () => {
    const start = singleFlag();
    expect(start.markers).toEqual([
      { id: 'flag', kind: 'flag', team: 'red', at: { x: 0, y: 0 }, carriedBy: null },
    ]);
    expect(start.terrain.filter((t) => t.kind === 'hard')).toHaveLength(4);
    const near = carrying(without(start, ['blue-1', 'blue-2']), 'red-3', 'flag', { q: 4, r: 2 });
    const won = act(redToAct(near), { type: 'move', figureId: 'red-3', to: { q: 5, r: 2 } });
    expect(won.log.at(-1)).toBe('[PM-SCEN-SINGLE] Red delivers the flag into the enemy base and wins');
  });
});
