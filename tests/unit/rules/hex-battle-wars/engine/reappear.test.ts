import { describe, expect, it } from 'vitest';
import { logLines } from '../../../../../src/game/log';
import { autoPlay } from '../../../../../src/rules/hex-battle-wars/engine/autoPlayer';
import { candidates } from '../../../../../src/rules/hex-battle-wars/engine/candidates';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { redact } from '../../../../../src/rules/hex-battle-wars/engine/redact';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { act, at, inPlay, refused } from '../support';

// HB-REAPPEAR: instead of rolling to stay invisible, an invisible character's player may show it
// where its real tile is. It is the turn's invisibility step, costs no pass, and the character then
// moves with a d10 and may attack this turn.

const duo = (score = 4, passes = 3) =>
  inPlay([
    { seat: 'red', at: { q: 2, r: 2 }, invisibility: score, passes },
    { seat: 'blue', at: { q: 7, r: 9 }, ac: 13 },
  ]);

/** Red invisible (real tile 2) with its tiles at (2, 2), (3, 2) and (2, 3), at its invisibility step again. */
function hidden(score = 4, passes = 3): BattleState {
  const s = act(duo(score, passes), { type: 'rollInvisibility' }, [score, 5]).state;
  const spots = [
    { q: 2, r: 2 },
    { q: 3, r: 2 },
    { q: 2, r: 3 },
  ];
  return { ...s, step: 'invisibility', log: [], tiles: s.tiles.map((t, i) => ({ ...t, at: spots[i]! })) };
}

describe('Hex Battle Wars: reappearing at will', () => {
  it('HB-REAPPEAR: the character stands where its real tile was and the ghosts leave, with no die and no pass', () => {
    const r = act(hidden(), { type: 'reappear' });
    expect(r.lines).toEqual([
      '[HB-REAPPEAR] Red chooses to reappear.',
      '[HB-REAPPEAR] Red stands where its tile 2 was; the ghosts leave the board.',
    ]);
    expect(at(r.state, 'red')).toEqual({
      seat: 'red',
      name: 'Red',
      at: { q: 3, r: 2 },
      ac: 13,
      invisibility: 4,
      health: 25,
      passes: 3,
      invisible: false,
      dead: false,
    });
    expect(r.state.tiles).toEqual([]);
    expect(r.state.step).toBe('movement');
    expect(r.state.active).toBe(0);
  });

  it('HB-REAPPEAR: a character that reappeared moves with a d10 and may attack this turn', () => {
    const shown = act(hidden(), { type: 'reappear' }).state;
    const rolled = act(shown, { type: 'rollMovement' }, [1]);
    expect(rolled.lines).toEqual(['[HB-MOVE] Red rolls 1 to move.']);
    const moved = act(rolled.state, { type: 'move', piece: 'red', path: [{ q: 4, r: 2 }] }).state;
    expect(moved.step).toBe('attack');
    const hit = act(
      {
        ...moved,
        characters: moved.characters.map((c) => (c.seat === 'blue' ? { ...c, at: { q: 5, r: 2 } } : c)),
      },
      { type: 'attack', target: 'blue' },
      [13, 4],
    );
    expect(hit.lines).toEqual([
      '[HB-ATTACK] Red attacks Blue: 13 = 13 (no modifiers) against AC 13, a hit.',
      '[HB-DAMAGE] Blue takes 4 damage: health 25 → 21.',
      '[HB-ORDER] Turn 2: Blue.',
    ]);
  });

  it('HB-REAPPEAR: with no passes left and a score of 1, reappearing is the way back to attacking', () => {
    const s = hidden(1, 0);
    expect(act(s, { type: 'rollInvisibility' }, [1]).lines).toEqual([
      '[HB-INVIS-KEEP] Red rolls 1 (needs 1) and stays invisible.',
    ]);
    const r = act(s, { type: 'reappear' });
    expect(at(r.state, 'red')).toMatchObject({ at: { q: 3, r: 2 }, invisible: false, passes: 0 });
  });

  it('HB-REAPPEAR: refused, in words, for a visible character and outside the invisibility step', () => {
    expect(refused(duo(), { type: 'reappear' })).toEqual({
      rule: 'HB-REAPPEAR',
      reason: 'Red is not invisible: only an invisible character can reappear',
    });
    expect(refused({ ...hidden(), step: 'movement' }, { type: 'reappear' })).toEqual({
      rule: 'HB-REAPPEAR',
      reason:
        'not now: a character reappears instead of its invisibility roll, the first step of a turn, and this is the movement step',
    });
    expect(refused({ ...hidden(), phase: 'place' }, { type: 'reappear' })).toEqual({
      rule: 'HB-REAPPEAR',
      reason:
        'not now: a character reappears instead of its invisibility roll, the first step of a turn, and characters are being placed',
    });
  });

  it('HB-REAPPEAR: the roll to stay or reappearing is the step: an invisible character still may not pass it', () => {
    expect(refused(hidden(), { type: 'pass' })).toEqual({
      rule: 'HB-INVIS-KEEP',
      reason: 'an invisible character must roll to stay invisible, or reappear, at the start of its turn',
    });
    expect(candidates(hidden())).toEqual([
      { type: 'rollInvisibility' },
      { type: 'reappear' },
      { type: 'pass' },
      { type: 'offerDraw' },
    ]);
  });

  it('HB-REAPPEAR / HB-HIDDEN: which tile was real stays secret until it shows, as after a failed roll', () => {
    const s = act(duo(), { type: 'rollInvisibility' }, [4, 5]).state;
    const r = act({ ...s, step: 'invisibility' }, { type: 'reappear' }).state;
    expect(logLines(redact(r, 'blue').log)).toEqual([
      '[HB-INVIS] Red rolls 4 (needs 4) and turns invisible: three tiles take its place.',
      '[HB-HIDDEN] Red sets down three identical tiles.',
      '[HB-REAPPEAR] Red chooses to reappear.',
      '[HB-REAPPEAR] Red stands where its tile 2 was; the ghosts leave the board.',
    ]);
    expect(logLines(redact(r, 'red').log)[1]).toBe("[HB-HIDDEN] Red's real tile is tile 2.");
    // Everyone has seen which tile it was: undo may not hide it again.
    expect(hexBattleWars.undoable({ ...s, step: 'invisibility' }, r, { type: 'reappear' })).toBe(false);
  });

  it('HB-REAPPEAR: the shape check takes the bare action and refuses anything more', () => {
    expect(hexBattleWars.readAction({ type: 'reappear' })).toEqual({
      ok: true,
      action: { type: 'reappear' },
    });
    expect(hexBattleWars.readAction({ type: 'reappear', piece: 'red' })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not an action of Hex Battle Wars: piece: unknown field "piece"',
    });
    expect(hexBattleWars.readAction({ type: 'Reappear' })).toMatchObject({ ok: false, rule: 'shape' });
  });

  it('HB-REAPPEAR: the automatic player reappears when no roll could show it, or with an enemy in sight of its real tile', () => {
    // A score of 1: the roll cannot fail, so it would never attack again.
    expect(autoPlay(hidden(1, 0), 'red', flatSight)).toEqual({ type: 'reappear' });
    // Blue stands in sight of Red's real tile (3, 2): Red shows itself to attack.
    expect(autoPlay(hidden(), 'red', flatSight)).toEqual({ type: 'reappear' });
    // Blue out of sight of the real tile, behind a wall of level 3: Red rolls to stay hidden.
    const walled = hidden();
    const wall = { ...walled.table, levels: { ...walled.table.levels, '4,2': 3, '4,3': 3, '3,3': 3 } };
    const far = {
      ...walled,
      table: wall,
      characters: walled.characters.map((c) => (c.seat === 'blue' ? { ...c, at: { q: 5, r: 2 } } : c)),
    };
    expect(flatSight.sees(far.table, { q: 3, r: 2 }, { q: 5, r: 2 })).toBe(false);
    expect(autoPlay(far, 'red', flatSight)).toEqual({ type: 'rollInvisibility' });
  });
});
