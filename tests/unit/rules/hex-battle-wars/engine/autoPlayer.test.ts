import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../../../src/geometry';
import { playOut } from '../../../../../src/rules/hex-battle-wars/engine/headless';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { fullGame } from '../../../../../src/rules/hex-battle-wars/setup';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup';

// The automatic player in every seat: each of its choices is taken by the engine (playOut throws on
// a refusal), from health and stats through obstacles and placement to a winner.

describe('Hex Battle Wars automatic player', () => {
  it('HB-WIN: automatic duels are played to the last one standing', () => {
    const ends = [1, 2, 3, 4, 5, 6].map((seed) => playOut(duel(), seed, flatSight));
    const won = ends.filter((s) => s.phase === 'over');
    expect(won.length).toBeGreaterThanOrEqual(4);
    for (const s of won) {
      const alive = s.characters.filter((c) => !c.dead);
      expect(alive.map((c) => c.seat)).toEqual([s.winner]);
    }
  });

  it('HB-OBSTACLES, HB-PLACE: a full game is set up at the table by automatic players', () => {
    const s = playOut(fullGame(), 5, flatSight, 0);
    expect(s.phase).toBe('play');
    const at = s.characters.map((c) => c.at!);
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++) expect(hexDistance(at[i]!, at[j]!)).toBeGreaterThanOrEqual(10);
    expect(Object.values(s.table.levels).sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });
});
