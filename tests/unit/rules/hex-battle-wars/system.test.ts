import { describe, expect, it } from 'vitest';
import { ForcedDice } from '../../../../src/game/dice';
import { legalActions } from '../../../../src/game/legality';
import { hexBattleWars } from '../../../../src/rules/hex-battle-wars/system';
import { duel } from '../../../../src/rules/hex-battle-wars/setup';
import { flatSight } from '../../../../src/rules/hex-battle-wars/engine/sight';
import { cell } from '../../../../src/rules/hex-battle-wars/setup/scenarios';
import { act, inPlay } from './support';

// Hex Battle Wars through the kit's RuleSystem seam: what the app, the table server and the action
// bar ask of it.

const world = hexBattleWars.measure();

describe('the Hex Battle Wars system object', () => {
  it('names itself, plays on hexes only, and offers its built-in tables', () => {
    expect([hexBattleWars.id, hexBattleWars.name, hexBattleWars.modes]).toEqual([
      'hex-battle-wars',
      'Hex Battle Wars',
      ['hex'],
    ]);
    expect(hexBattleWars.scenarios.map((s) => [s.id, s.name])).toEqual([
      ['duel', 'Duel'],
      ['free-for-all', 'Free-for-all'],
      ['six-players', 'Six-player battle'],
      ['full-game', 'Full game (place obstacles and characters)'],
    ]);
    expect(hexBattleWars.readSetup(hexBattleWars.scenarios[0]!.setup()).ok).toBe(true);
  });

  it('HB-DICE: readAction refuses a malformed action, naming the field', () => {
    expect(hexBattleWars.readAction({ type: 'move', piece: 'red', path: [{ q: 1 }] })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not an action of Hex Battle Wars: path[0].r: missing: expected number',
    });
    expect(hexBattleWars.readAction({ type: 'teleport' })).toEqual({
      ok: false,
      rule: 'shape',
      reason:
        'not an action of Hex Battle Wars: type: expected one of "chooseHealth", "rollStats", "placeObstacle", "rollForLeftovers", "rollForOrder", "placeCharacter", "rollInvisibility", "reappear", "rollMovement", "move", "attack", "offerDraw", "answerDraw", "pass"',
    });
    expect(hexBattleWars.readAction(null)).toMatchObject({ ok: false, rule: 'shape' });
    expect(hexBattleWars.readAction({ type: 'pass', extra: 1 })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not an action of Hex Battle Wars: extra: unknown field "extra"',
    });
    expect(hexBattleWars.readAction({ type: 'attack', target: 'blue' })).toEqual({
      ok: true,
      action: { type: 'attack', target: 'blue' },
    });
  });

  it('HB-DICE: a die of the wrong kind is refused and the state is left as it was', () => {
    const s = {
      ...inPlay([
        { seat: 'red', at: { q: 0, r: 0 } },
        { seat: 'blue', at: { q: 7, r: 9 } },
      ]),
      step: 'movement' as const,
    };
    const before = JSON.stringify(s);
    expect(hexBattleWars.apply(s, { type: 'rollMovement' }, world, new ForcedDice([12]))).toEqual({
      ok: false,
      rule: 'HB-DICE',
      reason: 'forced die 1 (12) is not a d10 roll',
    });
    expect(JSON.stringify(s)).toBe(before);
    const r = act(s, { type: 'rollMovement' }, [10]);
    expect(r.state.log.at(-1)!.dice).toEqual([{ sides: 10, value: 10 }]);
  });

  it('HB-DICE: the same seed and actions give the same dice and log', () => {
    const play = () => {
      let s = hexBattleWars.start(duel(), 99);
      for (let i = 0; i < 40; i++) {
        const a = legalActions(hexBattleWars, s, world)[0]!;
        const r = hexBattleWars.apply(s, a, world);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      return s.log;
    };
    expect(play()).toEqual(play());
  });

  it("seatToAct names the seat to act, the bar offers its step in words, greyed with the engine's reason", () => {
    const s = inPlay([
      { seat: 'red', at: { q: 0, r: 0 }, passes: 0 },
      { seat: 'blue', at: { q: 7, r: 9 } },
    ]);
    expect(hexBattleWars.seatToAct(s)).toBe('red');
    const sheet = hexBattleWars.offers(s, { pieceId: 'red', targetId: null }, world)!;
    expect(sheet.title).toBe('Red');
    expect(sheet.status).toBe('Health 25 · AC 13 · invisibility 4 · passes 0 of 3');
    expect(sheet.hint).toBe('Roll for invisibility, or pass on to movement.');
    expect(sheet.offers.map((o) => [o.label, o.cost, o.note ?? '', o.refused?.rule ?? ''])).toEqual([
      ['Roll for invisibility', 'a d10', 'Needs 4 or more: 70%', ''],
      ['Pass', '1 pass', '', 'HB-PASS'],
    ]);
    expect(hexBattleWars.offers(s, { pieceId: 'blue', targetId: null }, world)!.hint).toBe(
      'Waiting for Red.',
    );
    expect(hexBattleWars.offers(s, { pieceId: 'nobody', targetId: null }, world)).toBeNull();
  });

  it('HB-ATTACK: the attack button carries the odds for the piece pointed at', () => {
    const s0 = inPlay([
      { seat: 'red', at: { q: 2, r: 2 } },
      { seat: 'blue', at: { q: 7, r: 9 }, ac: 13 },
    ]);
    const s = {
      ...s0,
      step: 'attack' as const,
      characters: s0.characters.map((c) => (c.seat === 'blue' ? { ...c, at: { q: 3, r: 2 } } : c)),
    };
    const attack = hexBattleWars.offers(s, { pieceId: 'red', targetId: 'blue' }, world)!.offers[0]!;
    expect(attack.note).toBe(
      'no modifiers · 13+ to hit · hit 40% · 20 5.0% · expected damage 3.8 · kills 1.3%',
    );
    expect(attack.refused).toBeUndefined();
  });

  it('undo never steps back over a die, nor past the turn handed on', () => {
    const s = inPlay([
      { seat: 'red', at: { q: 0, r: 0 } },
      { seat: 'blue', at: { q: 7, r: 9 } },
    ]);
    const passed = act(s, { type: 'pass' }).state;
    expect(hexBattleWars.undoable(s, passed, { type: 'pass' })).toBe(true);
    const rolled = act(passed, { type: 'rollMovement' }, [4]).state;
    expect(hexBattleWars.undoable(passed, rolled, { type: 'rollMovement' })).toBe(false);
  });

  it('HB-LOS: its measure is the 3D line through the stacks: a stack cutting across the line blocks it, as the flat sight says too', () => {
    const s = inPlay(
      [
        { seat: 'red', at: cell(0, 0) },
        { seat: 'blue', at: cell(4, 1) },
      ],
      [{ at: cell(1, 1), height: 3, tags: ['obstacle'] }],
    );
    const attacking = { ...s, step: 'attack' as const };
    expect(flatSight.sees(s.table, cell(0, 0), cell(4, 1))).toBe(false);
    expect(
      hexBattleWars.apply(attacking, { type: 'attack', target: 'blue' }, world, new ForcedDice([20])),
    ).toEqual({
      ok: false,
      rule: 'HB-LOS',
      reason: 'Red cannot see Blue: an obstacle is in the way',
    });
  });
});
