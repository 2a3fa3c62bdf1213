import { describe, expect, it } from 'vitest';
import { autoPlay } from '../../../../../src/rules/hex-battle-wars/engine/autoPlayer';
import { drawOffered, quietRounds } from '../../../../../src/rules/hex-battle-wars/engine/draw';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { seatToAct } from '../../../../../src/rules/hex-battle-wars/engine/headless';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { act, at, inPlay, refused } from '../support';

// HB-DRAW: the players may agree to end the game as a draw at any time: the seat to act offers, and
// every other seat still standing answers in turn. After 20 full rounds with no damage taken and
// no tile revealed, the app offers it.

const three = () =>
  inPlay([
    { seat: 'red', at: { q: 2, r: 2 } },
    { seat: 'blue', at: { q: 3, r: 2 }, ac: 13 },
    { seat: 'green', at: { q: 11, r: 0 } },
  ]);

const two = () =>
  inPlay([
    { seat: 'red', at: { q: 2, r: 2 }, invisibility: 4 },
    { seat: 'blue', at: { q: 3, r: 2 }, ac: 13 },
  ]);

/** Quiet since turn 1, now at turn `turn`. */
const quietTill = (s: BattleState, turn: number): BattleState => ({ ...s, turn, calmSince: 1 });

describe('Hex Battle Wars: an agreed draw', () => {
  it('HB-DRAW: the seat to act offers, every other seat standing agrees in turn, and the game ends with no winner', () => {
    const offered = act(three(), { type: 'offerDraw' });
    expect(offered.lines).toEqual(['[HB-DRAW] Red offers a draw; Blue, then Green answer in turn.']);
    expect(offered.state.draw).toEqual({ by: 'red', turn: 1, waiting: ['blue', 'green'], answer: 'asked' });
    expect(seatToAct(offered.state)).toBe('blue');
    const blue = act(offered.state, { type: 'answerDraw', accept: true });
    expect(blue.lines).toEqual(['[HB-DRAW] Blue agrees to a draw.']);
    expect(blue.state.draw).toEqual({ by: 'red', turn: 1, waiting: ['green'], answer: 'asked' });
    expect(seatToAct(blue.state)).toBe('green');
    const green = act(blue.state, { type: 'answerDraw', accept: true });
    expect(green.lines).toEqual([
      '[HB-DRAW] Green agrees to a draw.',
      '[HB-DRAW] Every player agrees: the game ends in a draw.',
    ]);
    expect(green.state).toMatchObject({
      phase: 'over',
      winner: null,
      draw: { by: 'red', turn: 1, waiting: [], answer: 'agreed' },
    });
    expect(seatToAct(green.state)).toBeNull();
    expect(hexBattleWars.progress(green.state)).toEqual({ turn: 1, over: true, winner: 'draw' });
    expect(refused(green.state, { type: 'offerDraw' })).toEqual({
      rule: 'HB-WIN',
      reason: 'the game is over',
    });
  });

  it('HB-DRAW: one seat declining lets the game go on where it stood, and the offer is not made again that turn', () => {
    const mid = act(act(three(), { type: 'pass' }).state, { type: 'rollMovement' }, [3]).state;
    const offered = act(mid, { type: 'offerDraw' }).state;
    const no = act(offered, { type: 'answerDraw', accept: false });
    expect(no.lines).toEqual(['[HB-DRAW] Blue declines the draw; the game goes on.']);
    expect(no.state).toEqual({
      ...mid,
      draw: { by: 'red', turn: 1, waiting: [], answer: 'declined' },
      log: no.state.log,
    });
    expect(seatToAct(no.state)).toBe('red');
    expect(refused(no.state, { type: 'offerDraw' })).toEqual({
      rule: 'HB-DRAW',
      reason: 'Red has already offered a draw this turn',
    });
  });

  it('HB-DRAW: while an offer waits, nothing else is done; with none, there is nothing to answer', () => {
    const offered = act(three(), { type: 'offerDraw' }).state;
    expect(refused(offered, { type: 'rollInvisibility' })).toEqual({
      rule: 'HB-DRAW',
      reason: 'not now: Blue is answering an offer of a draw',
    });
    expect(refused(offered, { type: 'offerDraw' })).toEqual({
      rule: 'HB-DRAW',
      reason: 'not now: Blue is answering an offer of a draw',
    });
    expect(refused(three(), { type: 'answerDraw', accept: true })).toEqual({
      rule: 'HB-DRAW',
      reason: 'no draw has been offered',
    });
    expect(refused({ ...three(), phase: 'place' }, { type: 'offerDraw' })).toEqual({
      rule: 'HB-DRAW',
      reason: 'not now: a draw is offered during play, and characters are being placed',
    });
    expect(hexBattleWars.undoable(three(), offered, { type: 'offerDraw' })).toBe(false);
  });

  it('HB-DRAW: a dead character is not asked', () => {
    const s = three();
    const greenDead = {
      ...s,
      characters: s.characters.map((c) => (c.seat === 'green' ? { ...c, dead: true, at: null } : c)),
    };
    const r = act(greenDead, { type: 'offerDraw' });
    expect(r.lines).toEqual(['[HB-DRAW] Red offers a draw; Blue answers.']);
    expect(r.state.draw!.waiting).toEqual(['blue']);
  });

  it('HB-DRAW: quiet rounds count full rounds since the last damage or tile revealed; after 20 the app offers a draw', () => {
    // Two standing: a round is two turns. Turn 40 is the 20th round's second turn, still being played.
    expect(quietRounds(quietTill(two(), 40))).toBe(19);
    expect(drawOffered(quietTill(two(), 40))).toBe(false);
    expect(quietRounds(quietTill(two(), 41))).toBe(20);
    expect(drawOffered(quietTill(two(), 41))).toBe(true);
    // A third standing makes a round three turns.
    expect(quietRounds(quietTill(three(), 41))).toBe(13);
    // Turns end one after another, each a quiet one.
    const passed = act(act(act(two(), { type: 'pass' }).state, { type: 'pass' }).state, {
      type: 'pass',
    }).state;
    expect(passed).toMatchObject({ turn: 2, calmSince: 1 });
  });

  it('HB-DRAW: damage taken, a ghost revealed or a character shown starts the quiet count again; a miss does not', () => {
    const attacking = { ...quietTill(two(), 41), step: 'attack' as const };
    const miss = act(attacking, { type: 'attack', target: 'blue' }, [2]);
    expect(miss.state).toMatchObject({ turn: 42, calmSince: 1 });
    const hit = act(attacking, { type: 'attack', target: 'blue' }, [13, 7]);
    expect(hit.lines).toEqual([
      '[HB-ATTACK] Red attacks Blue: 13 = 13 (no modifiers) against AC 13, a hit.',
      '[HB-DAMAGE] Blue takes 7 damage: health 25 → 18.',
      '[HB-ORDER] Turn 42: Blue.',
    ]);
    expect(hit.state).toMatchObject({ turn: 42, calmSince: 42 });
    expect(quietRounds(hit.state)).toBe(0);
    // Red invisible, its real tile 2: Blue hits tile 1, a ghost.
    const hidden = act(quietTill(two(), 41), { type: 'rollInvisibility' }, [4, 5]).state;
    const blueAttacks = { ...hidden, active: 1, step: 'attack' as const };
    const ghost = act(blueAttacks, { type: 'attack', target: 'tile:red:1' }, [13]);
    expect(ghost.lines[1]).toBe("[HB-GHOST] Red's tile 1 was a ghost: it leaves the board.");
    expect(ghost.state).toMatchObject({ turn: 42, calmSince: 42 });
    const shown = act({ ...hidden, step: 'invisibility' }, { type: 'reappear' });
    expect(shown.state).toMatchObject({ turn: 41, calmSince: 42 });
    expect(at(shown.state, 'red').invisible).toBe(false);
  });

  it('HB-DRAW: the shape check takes an offer and a yes-or-no answer, nothing else', () => {
    expect(hexBattleWars.readAction({ type: 'offerDraw' })).toEqual({
      ok: true,
      action: { type: 'offerDraw' },
    });
    expect(hexBattleWars.readAction({ type: 'answerDraw', accept: false })).toEqual({
      ok: true,
      action: { type: 'answerDraw', accept: false },
    });
    expect(hexBattleWars.readAction({ type: 'answerDraw' })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not an action of Hex Battle Wars: accept: missing: expected boolean',
    });
    expect(hexBattleWars.readAction({ type: 'answerDraw', accept: 'yes' })).toMatchObject({
      ok: false,
      rule: 'shape',
    });
    expect(hexBattleWars.readAction({ type: 'offerDraw', to: 'blue' })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not an action of Hex Battle Wars: to: unknown field "to"',
    });
  });

  it('HB-DRAW: an automatic seat accepts a draw, and offers one at the start of its turn after 20 quiet rounds, once', () => {
    const offered = act(three(), { type: 'offerDraw' }).state;
    expect(autoPlay(offered, 'blue', flatSight)).toEqual({ type: 'answerDraw', accept: true });
    expect(autoPlay(quietTill(two(), 40), 'red', flatSight)).not.toEqual({ type: 'offerDraw' });
    const due = quietTill(two(), 41);
    expect(autoPlay(due, 'red', flatSight)).toEqual({ type: 'offerDraw' });
    const declined = act(act(due, { type: 'offerDraw' }).state, { type: 'answerDraw', accept: false }).state;
    expect(autoPlay(declined, 'red', flatSight)).not.toEqual({ type: 'offerDraw' });
    // Past the round after the 20th, it waits for the 40th.
    expect(autoPlay(quietTill(two(), 43), 'red', flatSight)).not.toEqual({ type: 'offerDraw' });
    expect(autoPlay(quietTill(two(), 81), 'red', flatSight)).toEqual({ type: 'offerDraw' });
  });
});
