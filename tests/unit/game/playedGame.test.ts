import { describe, expect, it } from 'vitest';
import { actionOfLine, playAction, playRulesOf, replay, startPlay } from '../../../src/game/playedGame';
import type { ToyAction } from '../../fixtures/toy/engine';
import { toyTable } from '../../fixtures/toy/setup';
import { toy } from '../../fixtures/toy/system';

// The played game over the rules it is given (here the toy's): a record of set-up, seed and actions
// that always replays to the same game. PaintBall's take-back: its view state's playedGame.test.ts.

const rules = playRulesOf(toy, toy.measure());

describe('the played game', () => {
  it('TOY-MOVE, TOY-ROLL: a record played action by action and the same record replayed give the same game and log', () => {
    const actions: ToyAction[] = [
      { type: 'move', piece: 'red-1', to: { q: 0, r: 1 } },
      { type: 'roll', piece: 'blue-1', target: 'red-1' },
    ];
    let p = startPlay(rules, toyTable(), 8);
    for (const a of actions) {
      const r = playAction(rules, p, a);
      if (!r.ok) throw new Error(r.reason);
      p = r.played;
    }
    expect(p.game.log.map((e) => `[${e.rule}] ${e.text}`)).toEqual([
      '[game] Toy table: a new game, seed 8',
      '[TOY-MOVE] red-1 steps to (0, 1)',
      '[TOY-ROLL] blue-1 rolls at red-1: 1 → miss',
    ]);
    expect(p.marks).toEqual([1, 2, 3]);
    expect(p.lastEvents).toEqual([p.game.log[2]]);
    expect(replay(rules, toyTable(), 8, actions)).toEqual(p);
    expect(actionOfLine(p, 1)).toEqual(actions[0]);
    expect(actionOfLine(p, 2)).toEqual(actions[1]);
    expect(actionOfLine(p, 0)).toBeUndefined();
  });

  it('TOY-SEAT: a refused action names its rule and leaves the record as it was', () => {
    const p = startPlay(rules, toyTable(), 8);
    const before = JSON.stringify(p);
    const r = playAction(rules, p, { type: 'pass' });
    if (!r.ok) throw new Error(r.reason);
    expect(playAction(rules, r.played, { type: 'move', piece: 'red-1', to: { q: 0, r: 1 } })).toEqual({
      ok: false,
      rule: 'TOY-SEAT',
      reason: "red-1 is not blue's: blue is to act",
    });
    expect(JSON.stringify(p)).toBe(before);
    expect(
      replay(rules, toyTable(), 8, [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }])?.game.turn,
    ).toBe(2);
    // A record with an action that no longer applies does not replay.
    expect(
      replay(rules, toyTable(), 8, [{ type: 'pass' }, { type: 'move', piece: 'red-1', to: { q: 0, r: 1 } }]),
    ).toBeNull();
  });
});
