import { describe, expect, it } from 'vitest';
import { apply, flatSight, newGame } from '../../../../../src/rules/paintball-mini/engine';
import { showcase } from '../../../../../src/rules/paintball-mini/setup';
import { lines, redToAct, table } from './support/table';
import { act } from './support/act';

// PM-START: the table as set up is the game's start.

const ids = (fs: readonly { id: string }[]) => fs.map((f) => f.id);

describe('the table as set up', () => {
  it('PM-START: a figure marked eliminated is out: never acts, never targeted, and does not count', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 2, r: 1 }, status: 'eliminated' },
    ]);
    const start = newGame(setup, 1);
    expect(ids(start.table.figures)).toEqual(['r1']);
    expect(start.out).toEqual([{ ...setup.figures[1]!, grenades: [] }]);
    expect(lines(start.log).slice(1)).toEqual([
      '[PM-START] b1 starts out of the game, as the set-up marks it',
    ]);
    expect(start.runs.b1).toBeUndefined();
    const s = redToAct(setup);
    expect(
      apply(
        s,
        { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
        { sight: flatSight, dice: [6] },
      ),
    ).toMatchObject({ ok: false, reason: 'no target "b1" is on the table' });
    // Blue has no paintballer in play: the first check of the game finds it wiped out.
    const { state, log } = act(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } });
    expect(log).toEqual(['[PM-AP] r1 moves into the open (1 AP)', '[game] Red wins: no opponents left']);
    expect(state).toMatchObject({ winner: 'red', phase: 'over' });
  });

  it('PM-START: a figure marked eliminated is never in the way', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b9', hex: { q: 1, r: 1 }, status: 'eliminated' },
      { id: 'b1', hex: { q: 2, r: 1 } },
    ]);
    const { log } = act(
      redToAct(setup),
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
      [4, 6],
    );
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 4',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 6 → saved',
    ]);
  });

  it('PM-START: a jammed figure starts its jam; the nearest Marshal walks to it from the first turn', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 5, r: 2 }, status: 'jammed' },
      { id: 'm1', hex: { q: 0, r: 3 }, marshal: true },
    ]);
    const start = newGame(setup, 1);
    expect(start.jams).toEqual([{ figureId: 'b1', marshalId: null, arrivedTurn: null }]);
    expect(lines(start.log).slice(1)).toEqual([
      '[PM-START] b1 starts with a jammed gun: a Marshal will come to clear it',
    ]);
    const { state, log } = act(start, { type: 'rollCommand' }, [6, 1]);
    expect(log[0]).toBe("[PM-CHART] m1 walks 2 hexes toward b1's jammed gun");
    expect(state.jams).toEqual([{ figureId: 'b1', marshalId: 'm1', arrivedTurn: null }]);
  });

  it('PM-START: the showcase starts with Blue 5 out, Blue 4 jammed, and sentry, impotent, out-of-ammo as set', () => {
    const start = newGame(showcase(), 1);
    expect(ids(start.out)).toEqual(['blue-5']);
    expect(start.table.figures.some((f) => f.id === 'blue-5')).toBe(false);
    expect(start.jams).toEqual([{ figureId: 'blue-4', marshalId: null, arrivedTurn: null }]);
    expect(lines(start.log).filter((l) => l.startsWith('[PM-START]'))).toEqual([
      '[PM-START] Blue 4 starts with a jammed gun: a Marshal will come to clear it',
      '[PM-START] Blue 5 starts out of the game, as the set-up marks it',
    ]);
    const status = (id: string) => start.table.figures.find((f) => f.id === id)!.status;
    expect([status('red-3'), status('blue-2'), status('red-5')]).toEqual([
      'sentry',
      'impotent',
      'out-of-ammo',
    ]);
  });
});
