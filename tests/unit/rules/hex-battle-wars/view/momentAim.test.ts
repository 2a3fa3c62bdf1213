import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../../../src/game/luck/replayLedger';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';
import { actor } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import type { Action } from '../../../../../src/rules/hex-battle-wars/engine/actions';
import { battleTable } from '../../../../../src/rules/hex-battle-wars/view/state/played';
import { shotAim } from '../../../../../src/rules/hex-battle-wars/view/play/shotAim';
import { momentGames, momentTable } from '../../../../../src/state/momentTable';
import type { GameRules } from '../../../../../src/state/tableStore';
import { autoGame } from '../../../game/luck/support';

// A key moment of a Hex Battle Wars duel as the battle report pictures it: the game replayed on a
// table of its own up to the attack, the attacker picked and its target targeted (HB-ATTACK,
// HB-LOS: the line SightLine draws), and the players' own table never touched.

const world = hexBattleWars.measure();
const game = autoGame(hexBattleWars, duel(), 7, world);
const rules = battleTable as unknown as GameRules;

describe('a moment of a duel on a table of its own', () => {
  it('HB-ATTACK: the biggest swing is shown before its attack, the attacker picked and its target targeted', () => {
    const made = ledgerOf(hexBattleWars, game, world);
    if (!made.ok) throw new Error(made.reason);
    const swing = made.ledger.swings[0];
    expect(swing).toBeDefined();
    const at = made.ledger.rolls[swing!.roll]!.action;
    const action = game.actions[at] as Action;
    expect(action.type).toBe('attack');
    const games = momentGames(rules, game, [0, at, game.actions.length]);
    expect([...games.keys()]).toEqual([0, at, game.actions.length]);
    const before = games.get(at)!;
    expect(before.actions).toEqual(game.actions.slice(0, at));
    // The game there is the engine's own, replayed apart: the same state, the same log.
    let s = hexBattleWars.start(duel(), 7);
    for (const a of game.actions.slice(0, at)) {
      const r = hexBattleWars.apply(s, a, world);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(before.game).toEqual(s);
    const aim = shotAim(before.game as typeof s, action);
    expect(aim).toEqual({
      pieceId: actor(s).seat,
      targetId: action.type === 'attack' ? action.target : null,
    });
    const table = momentTable(rules, before, aim).getState();
    expect(table.play).toBe(before);
    expect([table.selectedId, table.targetId]).toEqual([aim!.pieceId, aim!.targetId]);
    expect(table.replayAt).toBeNull();
    // The end: the whole game, nothing picked.
    const end = momentTable(rules, games.get(game.actions.length)!, undefined).getState();
    expect(hexBattleWars.progress(end.play!.game as typeof s).over).toBe(true);
    expect([end.selectedId, end.targetId]).toEqual([null, null]);
  });

  it('only an attack is aimed: a move shows no shot', () => {
    const move = game.actions.findIndex((a) => (a as Action).type !== 'attack');
    const before = momentGames(rules, game, [move]).get(move)!;
    expect(shotAim(before.game as never, game.actions[move] as Action)).toBeUndefined();
  });

  it('a record whose action cannot be read is refused in words, and no table is made', () => {
    expect(() => momentGames(rules, { ...game, actions: [{ type: 'fly' }] }, [1])).toThrow(
      /^action 1 could not be read: /,
    );
    expect(() => momentGames(rules, { ...game, initial: { system: 'hex-battle-wars' } }, [0])).toThrow(
      /^the game's set-up could not be read: /,
    );
  });
});
