import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import {
  GRENADE_REACH_CM,
  apply,
  flatSight,
  grenadeReach,
  oneTargetHex,
} from '../../../../../src/rules/paintball-mini/engine';
import type { Point } from '../../../../../src/geometry';
import { lines, redToAct, table } from './support/table';

// The engine's own answers for what the action bar tells a player before a click: whether a volley
// may split between two targets (PM-SNAP) and how far a grenade reaches (PM-GRENADE). Each is
// checked against what `apply` does with the same figures.

const hexless = (where: Record<string, Point>, grenades = false): GameState => {
  const t = table(
    [
      { id: 'r1', hex: { q: 0, r: 1 }, grenades: grenades ? ['smoke'] : [] },
      { id: 'b1', hex: { q: 3, r: 1 } },
      { id: 'b2', hex: { q: 3, r: 2 } },
    ],
    { mode: 'hexless' },
  );
  const options = { ...t.options, grenades };
  return redToAct({ ...t, options, figures: t.figures.map((f) => ({ ...f, at: where[f.id]! })) });
};
const split: Action = {
  type: 'shoot',
  figureId: 'r1',
  shots: [
    { targetId: 'b1', dice: 1 },
    { targetId: 'b2', dice: 1 },
  ],
};

describe('what the action bar may ask the engine', () => {
  it('PM-SNAP: two targets 10 cm apart are one target hex and the volley splits; 10.5 cm apart they are not', () => {
    const near = hexless({ r1: { x: -20, y: 0 }, b1: { x: 20, y: 0 }, b2: { x: 20, y: 10 } });
    const at = (s: GameState, id: string) => s.table.figures.find((f) => f.id === id)!.at;
    expect(oneTargetHex(near.table, at(near, 'b1'), at(near, 'b2'))).toBe(true);
    const r = apply(near, split, { sight: flatSight, dice: [2, 3] });
    expect(r.ok).toBe(true);
    expect(r.ok && lines(r.events)).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 4, needs 5+), 1 at b2 (range 5, needs 6+): 2, 3',
    ]);

    const far = hexless({ r1: { x: -20, y: 0 }, b1: { x: 20, y: 0 }, b2: { x: 20, y: 10.5 } });
    expect(oneTargetHex(far.table, at(far, 'b1'), at(far, 'b2'))).toBe(false);
    expect(apply(far, split, { sight: flatSight, dice: [] })).toEqual({
      ok: false,
      rule: 'PM-SNAP',
      reason: 'all targets of a volley stand in one target hex: b2 does not',
    });
  });

  it('PM-GRENADE: the reach in words is the one the engine holds a throw to', () => {
    expect(grenadeReach('hex')).toBe('2 hexes');
    expect(grenadeReach('hexless')).toBe(`${GRENADE_REACH_CM} cm`);
    const s = hexless({ r1: { x: -20, y: 0 }, b1: { x: 20, y: 0 }, b2: { x: 20, y: 10 } }, true);
    const throwTo = (x: number): Action => ({
      type: 'throwGrenade',
      figureId: 'r1',
      grenade: 'smoke',
      at: { x, y: 0 },
    });
    expect(apply(s, throwTo(-20 + GRENADE_REACH_CM + 0.5), { sight: flatSight, dice: [] })).toEqual({
      ok: false,
      rule: 'PM-GRENADE',
      reason: `a grenade reaches ${grenadeReach('hexless')} at most`,
    });
    const r = apply(s, throwTo(-20 + GRENADE_REACH_CM), { sight: flatSight, dice: [3] });
    expect(r.ok && lines(r.events)).toEqual([
      '[PM-GRENADE] r1 throws a smoke grenade (2 AP), misses on 1 or 6: 3 → on target',
      '[PM-SMOKE] smoke fills the ground within 5 cm in the open',
    ]);
  });
});
