import { describe, expect, it } from 'vitest';
import { apply, applyUnlogged } from '../../../../../src/rules/hex-battle-wars/engine/apply';
import { autoPlay } from '../../../../../src/rules/hex-battle-wars/engine/autoPlayer';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { seatToAct } from '../../../../../src/rules/hex-battle-wars/engine/headless';
import {
  moverAt,
  movers,
  nextMover,
  othersMoved,
} from '../../../../../src/rules/hex-battle-wars/engine/pieces';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import { fullGame } from '../../../../../src/rules/hex-battle-wars/setup';
import { act, inPlay } from '../support';

// The pieces the seat to act moves, found one at a time (the engine's and the automatic player's
// quick questions), agree with the whole list; and a game that keeps no log plays exactly as one that
// does, writing no line.

const duo = () =>
  inPlay([
    { seat: 'red', at: { q: 2, r: 2 }, invisibility: 4 },
    { seat: 'blue', at: { q: 7, r: 9 } },
  ]);

describe('Hex Battle Wars movers', () => {
  it('HB-MOVE: a visible character is the one piece its seat moves', () => {
    const s = act({ ...duo(), step: 'movement' }, { type: 'rollMovement' }, [3]).state;
    expect(movers(s)).toEqual([{ id: 'red', at: { q: 2, r: 2 } }]);
    expect(nextMover(s)).toEqual({ id: 'red', at: { q: 2, r: 2 } });
    expect([moverAt(s, 'red'), moverAt(s, 'blue'), moverAt(s, 'tile:red:1')]).toEqual([
      { q: 2, r: 2 },
      null,
      null,
    ]);
    expect(othersMoved(s, 'red')).toBe(true);
  });

  it('HB-INVIS: an invisible character moves its three tiles in turn, and the step ends with the last', () => {
    const hidden = act(duo(), { type: 'rollInvisibility' }, [4, 5]).state;
    let s: BattleState = act(hidden, { type: 'rollMovement' }, [1]).state;
    const ids = ['tile:red:1', 'tile:red:2', 'tile:red:3'];
    expect(movers(s).map((m) => m.id)).toEqual(ids);
    expect([moverAt(s, 'red'), moverAt(s, 'tile:red:2'), moverAt(s, 'blue')]).toEqual([
      null,
      { q: 2, r: 2 },
      null,
    ]);
    const steps = [
      { q: 1, r: 2 },
      { q: 3, r: 2 },
      { q: 2, r: 3 },
    ];
    for (const [k, id] of ids.entries()) {
      expect(nextMover(s)).toEqual({ id, at: { q: 2, r: 2 } });
      expect(ids.map((other) => othersMoved(s, other))).toEqual(ids.map((other) => k === 2 && other === id));
      const moved = act(s, { type: 'move', piece: id, path: [steps[k]!] });
      // Where each tile went is said in place words (beside its sister tiles), never as coordinates.
      expect(moved.lines).toHaveLength(1);
      expect(moved.lines[0]).toMatch(
        new RegExp(
          `^\\[HB-MOVE\\] Red's tile ${k + 1} moves 1 step from [a-z0-9' -]+ to [a-z0-9' -]+\\.$`,
          'i',
        ),
      );
      s = moved.state;
    }
    expect([s.step, s.roll, s.moved]).toEqual(['attack', null, []]);
    expect(s.tiles.map((t) => t.at)).toEqual(steps);
  });
});

describe('Hex Battle Wars without a log', () => {
  it('HB-DICE: every action of a whole game takes the same state unlogged, with no line written', () => {
    let s = newGame(fullGame(), 7);
    let actions = 0;
    for (; s.phase !== 'over' && actions < 3000; actions++) {
      const action = autoPlay(s, seatToAct(s)!, flatSight);
      const logged = apply(s, action, flatSight);
      const quiet = applyUnlogged({ ...s, log: [] }, action, flatSight);
      if (!logged.ok || !quiet.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
      expect(quiet.events).toEqual([]);
      expect(quiet.state).toEqual({ ...logged.state, log: [] });
      s = logged.state;
    }
    expect(s.phase).toBe('over');
    expect(s.log.length).toBeGreaterThan(actions);
  });
});
