import { describe, expect, it } from 'vitest';
import { act, at, inPlay, refused } from '../support';

// A turn's steps and passes, and whose turn is next (HB-STEPS, HB-PASS, HB-ORDER).

const duo = () =>
  inPlay([
    { seat: 'red', at: { q: 0, r: 0 } },
    { seat: 'blue', at: { q: 7, r: 9 } },
  ]);

describe('Hex Battle Wars turns', () => {
  it('HB-STEPS: invisibility, then movement, then attack; a step passed by is never gone back to', () => {
    const s = duo();
    expect(refused(s, { type: 'attack', target: 'blue' })).toEqual({
      rule: 'HB-STEPS',
      reason: 'not now: the attack is the last step of a turn, and this is the invisibility step',
    });
    const moved = act(s, { type: 'pass' }).state;
    expect(moved.step).toBe('movement');
    expect(refused(moved, { type: 'rollInvisibility' })).toEqual({
      rule: 'HB-STEPS',
      reason: 'not now: invisibility is the first step of a turn, and this is the movement step',
    });
    const rolled = act(moved, { type: 'rollMovement' }, [1]);
    expect(rolled.lines).toEqual(['[HB-MOVE] Red rolls 1 to move.']);
    const done = act(rolled.state, { type: 'move', piece: 'red', path: [{ q: 1, r: 0 }] });
    expect(done.state.step).toBe('attack');
    expect(refused(done.state, { type: 'rollMovement' }).rule).toBe('HB-STEPS');
  });

  it('HB-PASS: skipping a step that could be taken uses one of three passes', () => {
    const r = act(duo(), { type: 'pass' });
    expect(at(r.state, 'red').passes).toBe(2);
    expect(r.lines).toEqual(['[HB-PASS] Red passes the invisibility roll (2 of 3 passes left).']);
  });

  it('HB-PASS: with no passes left every step that can be taken must be taken', () => {
    const s = inPlay([
      { seat: 'red', at: { q: 0, r: 0 }, passes: 0 },
      { seat: 'blue', at: { q: 7, r: 9 } },
    ]);
    expect(refused(s, { type: 'pass' })).toEqual({
      rule: 'HB-PASS',
      reason: 'no passes left: every step that can be taken must be taken',
    });
  });

  it('HB-PASS: an attack step with no target in sight ends the turn and costs no pass', () => {
    const s = { ...duo(), step: 'attack' as const };
    const blocked = { ...s, table: { ...s.table, levels: { '1,0': 3, '0,1': 3 } } };
    const r = act(blocked, { type: 'pass' });
    expect(at(r.state, 'red').passes).toBe(3);
    expect(r.lines).toEqual([
      '[HB-PASS] Red has nothing to attack and ends the turn.',
      '[HB-ORDER] Turn 2: Blue.',
    ]);
  });

  it('HB-MOVE: once the die is rolled the move cannot be passed', () => {
    const s = act({ ...duo(), step: 'movement' }, { type: 'rollMovement' }, [3]).state;
    expect(refused(s, { type: 'pass' })).toEqual({
      rule: 'HB-MOVE',
      reason: 'the movement die is rolled: the whole roll must be moved',
    });
  });

  it('HB-ORDER: turns go clockwise and skip the dead', () => {
    const s = inPlay([
      { seat: 'red', at: { q: 0, r: 0 } },
      { seat: 'blue', at: { q: 7, r: 9 } },
      { seat: 'green', at: { q: 8, r: 0 } },
    ]);
    const blueDead = {
      ...s,
      step: 'attack' as const,
      characters: s.characters.map((c) =>
        c.seat === 'blue' ? { ...c, dead: true, at: null, health: 0 } : c,
      ),
    };
    const r = act({ ...blueDead, table: { ...s.table, levels: { '1,0': 3, '0,1': 3 } } }, { type: 'pass' });
    expect(r.state.active).toBe(2);
    expect(r.state.turn).toBe(2);
    expect(r.lines[1]).toBe('[HB-ORDER] Turn 2: Green.');
  });
});
