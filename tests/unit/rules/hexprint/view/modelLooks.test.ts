import type { BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import {
  BASE_CM,
  LOOK_HEIGHT_CM,
  MODEL_LOOKS,
  lookGeometry,
  lookOf,
} from '../../../../../src/rules/hexprint/view/table/modelLooks';
import { MODEL_RADIUS_CM, WALKER_RADIUS_CM } from '../../../../../src/rules/hexprint/view/table/models';
import {
  HEAVY_GUNNER,
  LINE_SQUAD,
  SCOUT,
  STARTER_CARDS,
  WALKER,
} from '../../../../../src/rules/hexprint/setup/starterSet';

// What is drawn of a HexPrint model stays inside the upright cylinder the rules see it as (HP-LOS
// measures that cylinder; the picker meets it): a drawing wider or taller would show a shot what
// the rules do not count. The Walker's feet stand out on its three hexes, under the rest of it.

/** The furthest a geometry's points reach from its upright axis, and its lowest and highest. */
function reach(g: BufferGeometry, above = -Infinity) {
  const p = g.getAttribute('position');
  let out = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < p.count; i++) {
    low = Math.min(low, p.getY(i));
    high = Math.max(high, p.getY(i));
    if (p.getY(i) > above) out = Math.max(out, Math.hypot(p.getX(i), p.getZ(i)));
  }
  return { out, low, high };
}

describe('HexPrint model looks', () => {
  it('each starter card has a look of its own; a player’s own card takes the nearest one', () => {
    expect(STARTER_CARDS.map(lookOf)).toEqual(['squad', 'scout', 'gunner', 'walker']);
    expect(lookOf({ ...LINE_SQUAD, type: 'Rangers' })).toBe('squad'); // tagged Squad
    expect(lookOf({ ...HEAVY_GUNNER, type: 'Sniper' })).toBe('trooper');
    expect(lookOf({ ...SCOUT, type: 'Tank', footprint: 3 })).toBe('walker');
  });

  it('HP-LOS: every one-hex look stands inside its model’s cylinder, on the ground, one level tall', () => {
    for (const look of MODEL_LOOKS.filter((l) => l !== 'walker')) {
      const r = reach(lookGeometry(look));
      expect([look, r.out <= MODEL_RADIUS_CM]).toEqual([look, true]);
      expect([look, r.low]).toEqual([look, expect.closeTo(0, 6)]);
      expect([look, r.high <= LOOK_HEIGHT_CM.one + 1e-6, r.high > LOOK_HEIGHT_CM.one * 0.85]).toEqual([
        look,
        true,
        true,
      ]);
    }
  });

  it('HP-LOS: the Walker is two levels tall, and all of it above its feet stands inside its cylinder', () => {
    const g = lookGeometry('walker');
    const r = reach(g, BASE_CM);
    expect(r.out).toBeLessThanOrEqual(WALKER_RADIUS_CM);
    expect(r.high).toBeLessThanOrEqual(LOOK_HEIGHT_CM.walker + 1e-6);
    expect(r.high).toBeGreaterThan(LOOK_HEIGHT_CM.walker * 0.9);
    expect(lookOf(WALKER)).toBe('walker');
  });

  it('a model takes its seat’s colour on its base and cloth, not on its faces and guns', () => {
    for (const look of MODEL_LOOKS) {
      const tint = lookGeometry(look).getAttribute('seatTint');
      const shares = new Set(Array.from({ length: tint.count }, (_, i) => tint.getX(i)));
      expect([look, shares.has(0), shares.has(1)]).toEqual([look, true, true]);
    }
  });
});
