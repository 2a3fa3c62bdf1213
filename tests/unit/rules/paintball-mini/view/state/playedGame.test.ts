import { describe, expect, it } from 'vitest';
import {
  actionOfLine,
  playAction,
  replay,
  startPlay,
  takenBack,
} from '../../../../../../src/game/playedGame';
import type { Action } from '../../../../../../src/rules/paintball-mini/engine';
import { paintballTable as rules } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { duel } from '../../../../../fixtures/duel';

// The played game over the rules it is given (here PaintBall Mini's): a record of set-up, seed and
// actions that always replays to the same game.

const TAKE_BACK: Action = { type: 'correct', correction: { kind: 'takeBack' } };

describe('the played game', () => {
  it('PM-CMD, PM-AIM: a record played action by action and the same record replayed give the same game and log', () => {
    const actions: Action[] = [{ type: 'rollCommand' }, { type: 'aim', figureId: 'blue-1' }];
    let p = startPlay(rules, duel(), 8);
    for (const a of actions) {
      const r = playAction(rules, p, a);
      if (!r.ok) throw new Error(r.reason);
      p = r.played;
    }
    expect(p.game.log.map((e) => `[${e.rule}] ${e.text}`)).toEqual([
      '[game] Duel: a new game, seed 8, on hexes',
      '[PM-CMD] command dice turn 1: red 1, blue 6 → Blue acts first; every figure may act',
      '[PM-AIM] Blue 1 takes aim (1 AP)',
    ]);
    expect(p.marks).toEqual([1, 2, 3]);
    expect(replay(rules, duel(), 8, actions)).toEqual(p);
    expect(actionOfLine(p, 1)).toEqual({ type: 'rollCommand' });
    expect(actionOfLine(p, 0)).toBeUndefined();
  });

  it('PM-CMD: a refused action names its rule and leaves the record as it was', () => {
    const p = startPlay(rules, duel(), 8);
    const before = JSON.stringify(p);
    const r = playAction(rules, p, { type: 'aim', figureId: 'blue-1' });
    expect(r).toEqual({ ok: false, rule: 'PM-CMD', reason: 'roll the command dice first' });
    expect(JSON.stringify(p)).toBe(before);
  });

  it('EN-REFEREE: a take-back undoes the last action still standing; one with nothing standing is refused', () => {
    expect([
      ...takenBack(rules, [{ type: 'rollCommand' }, { type: 'endActivation' }, TAKE_BACK, TAKE_BACK])!,
    ]).toEqual([1, 0]);
    expect(takenBack(rules, [TAKE_BACK])).toBeNull();
    expect(playAction(rules, startPlay(rules, duel(), 8), TAKE_BACK)).toEqual({
      ok: false,
      rule: 'EN-REFEREE',
      reason: 'there is no action to take back',
    });
  });
});
