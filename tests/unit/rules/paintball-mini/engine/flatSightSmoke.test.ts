import { describe, expect, it } from 'vitest';
import type { GameState, Sight } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import type { Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { centre, lines, redToAct, table } from './support/table';

// PM-SMOKE read off real smoke on the table by the headless sight (flatSight) and by the sight layer:
// a target in smoke is shot at normally; only smoke between, or the shooter's own, calls a die.

const smokeIn = (id: string, q: number): Terrain => ({
  id,
  kind: 'smoke',
  at: centre({ q, r: 1 }),
  radius: 5,
});

function duel(terrain: Terrain[], sight: Sight): GameState {
  return redToAct(
    table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ],
      { terrain },
    ),
    sight,
  );
}

function shoot(s: GameState, dice: number[], sight: Sight) {
  const r = apply(
    s,
    { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
    { sight, dice },
  );
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return lines(r.events);
}

describe('smoke on the table', () => {
  for (const [name, sight] of [
    ['flatSight', flatSight],
    ['createSight', createSight()],
  ] as const) {
    it(`PM-SMOKE (${name}): a target standing in smoke is shot at normally, with no smoke die`, () => {
      // One die forced: had a smoke die been asked for, the 2 would be it and the to-hit die would be missing.
      expect(shoot(duel([smokeIn('smoke-b1', 2)], sight), [2], sight)).toEqual([
        '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 2',
      ]);
    });

    it(`PM-SMOKE (${name}): smoke between as well as on the target: a 6 and no shot`, () => {
      expect(shoot(duel([smokeIn('smoke-b1', 2), smokeIn('smoke-mid', 1)], sight), [6], sight)).toEqual([
        '[PM-SMOKE] smoke (smoke lies between): 6 → no shot',
      ]);
    });
  }
});
