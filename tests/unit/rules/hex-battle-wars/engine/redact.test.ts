import { describe, expect, it } from 'vitest';
import { logLines } from '../../../../../src/game/log';
import { autoAction, autoPlay } from '../../../../../src/rules/hex-battle-wars/engine/autoPlayer';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { redact } from '../../../../../src/rules/hex-battle-wars/engine/redact';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { act, inPlay } from '../support';

// What each seat may know (HB-HIDDEN): the real tile is its owner's secret until it is revealed.

/** Red turned invisible (real tile 3), its tiles spread; Blue's turn to attack from (3, 3). */
function secret(real: 1 | 2 | 3): BattleState {
  const s0 = inPlay([
    { seat: 'red', at: { q: 2, r: 2 }, invisibility: 4 },
    { seat: 'blue', at: { q: 7, r: 9 } },
  ]);
  const s = act(s0, { type: 'rollInvisibility' }, [8, real]).state;
  const spots = [
    { q: 2, r: 2 },
    { q: 4, r: 2 },
    { q: 2, r: 4 },
  ];
  return {
    ...s,
    active: 1,
    step: 'attack',
    tiles: s.tiles.map((t, i) => ({ ...t, at: spots[i]! })),
    characters: s.characters.map((c) => (c.seat === 'blue' ? { ...c, at: { q: 3, r: 3 } } : c)),
  };
}

describe('Hex Battle Wars hidden information', () => {
  it('HB-HIDDEN: other seats see three identical tiles and a log line without the die; the owner sees all', () => {
    const s = secret(3);
    const blue = redact(s, 'blue');
    expect(blue.tiles.map((t) => t.real)).toEqual([null, null, null]);
    expect(logLines(blue.log)).toEqual([
      '[HB-INVIS] Red rolls 8 (needs 4) and turns invisible: three tiles take its place.',
      '[HB-HIDDEN] Red sets down three identical tiles.',
    ]);
    expect(blue.log[1]!.dice).toBeUndefined();
    expect(blue.rng).toEqual([0, 0, 0, 0]);
    const red = redact(s, 'red');
    expect(red.tiles.map((t) => t.real)).toEqual([false, false, true]);
    expect(logLines(red.log)[1]).toBe("[HB-HIDDEN] Red's real tile is tile 3.");
    expect(red.log[1]!.dice).toEqual([{ sides: 6, value: 3 }]);
  });

  it('HB-HIDDEN: whichever tile is real, every other seat is sent the very same view', () => {
    const views = ([1, 2, 3] as const).map((real) => JSON.stringify(redact(secret(real), 'blue')));
    expect(views[1]).toBe(views[0]);
    expect(views[2]).toBe(views[0]);
    const own = ([1, 2, 3] as const).map((real) => JSON.stringify(redact(secret(real), 'red')));
    expect(new Set(own).size).toBe(3);
  });

  it('HB-HIDDEN: once a hit reveals the real tile, everyone sees the character', () => {
    const r = act(secret(3), { type: 'attack', target: 'tile:red:3' }, [15, 2]);
    const blue = redact(r.state, 'blue');
    expect(blue.tiles).toEqual([]);
    expect(blue.characters[0]).toMatchObject({ at: { q: 2, r: 4 }, invisible: false, health: 23 });
  });

  it('HB-HIDDEN: the automatic player decides from its own view only, the same whichever tile is real', () => {
    const choices = ([1, 2, 3] as const).map((real) => autoPlay(secret(real), 'blue', flatSight));
    expect(choices[0]).toEqual(choices[1]);
    expect(choices[0]).toEqual(choices[2]);
    expect(choices[0]).toEqual(autoAction(redact(secret(1), 'blue'), 'blue', flatSight));
    expect(choices[0]!.type).toBe('attack');
  });
});
