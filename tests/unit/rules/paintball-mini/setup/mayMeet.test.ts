import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Terrain } from '../../../../../src/rules/paintball-mini/setup';
import type { TableRay } from '../../../../../src/rules/paintball-mini/setup/pickOnRay';
import { hitTerrain, mayMeet } from '../../../../../src/rules/paintball-mini/setup/pickOnRay';

// Picking casts the pointer's ray only at the pieces it may meet (pickOnRay.ts, mayMeet): a piece
// it passes over is skipped. Skipping must never lose a hit: wherever the plain cast at a piece
// meets it before a figure, the pre-test lets it through. Checked against the plain cast on seeded
// random pieces of every kind and rays aimed at them, grazes and near misses included.

const num = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const at = fc.record({ x: num(-40, 40), y: num(-40, 40) });

const piece: fc.Arbitrary<Terrain> = fc.oneof(
  fc.record({ id: fc.constant('soft'), kind: fc.constant('soft' as const), at, radius: num(0.5, 20) }),
  fc.record({
    id: fc.constant('hard'),
    kind: fc.constant('hard' as const),
    model: fc.constantFrom('drums' as const, 'crates' as const, 'logs' as const),
    at,
    rotation: num(0, 360),
    width: num(0.5, 30),
    depth: num(0.5, 30),
  }),
  fc.record({
    id: fc.constant('hill'),
    kind: fc.constant('hill' as const),
    at,
    rotation: num(0, 360),
    radiusX: num(1, 60),
    radiusY: num(1, 60),
    height: num(0.5, 20),
  }),
  fc.record({
    id: fc.constant('ring'),
    kind: fc.constantFrom('bunker' as const, 'stockade' as const),
    at,
    rotation: num(0, 360),
    radius: num(1, 15),
  }),
  fc.record({
    id: fc.constant('trench'),
    kind: fc.constant('trench' as const),
    at,
    rotation: num(0, 360),
    length: num(1, 80),
    width: num(0.5, 10),
  }),
  fc.record({ id: fc.constant('smoke'), kind: fc.constant('smoke' as const), at, radius: num(0.5, 15) }),
);

describe('mayMeet (seed 20261207)', () => {
  it('lets through every piece the plain cast meets before the figure', () => {
    let met = 0;
    fc.assert(
      fc.property(
        piece,
        fc.record({ x: num(-200, 200), y: num(-200, 200), z: num(-5, 250) }),
        fc.record({ x: num(-1, 1), y: num(-1, 1), z: num(-3, 8) }),
        num(0.5, 2),
        (t, eye, off, figureAt) => {
          // Aimed near the piece (up to 15 cm off its centre, about its height), from anywhere, even below it.
          const aim = { x: t.at.x + off.x * 15, y: t.at.y + off.y * 15, z: off.z };
          const ray: TableRay = {
            origin: eye,
            dir: { x: aim.x - eye.x, y: aim.y - eye.y, z: aim.z - eye.z },
          };
          const hit = hitTerrain(ray, t);
          // The figure the ray goes on to, somewhere about the aimed point: before, at or past the hit.
          const until = figureAt * (hit ?? 1);
          if (hit !== null && hit < until) {
            met++;
            expect(mayMeet(ray, t, until)).toBe(true);
          }
          if (hit !== null) expect(mayMeet(ray, t, Infinity)).toBe(true);
        },
      ),
      { seed: 20261207, numRuns: 4000 },
    );
    expect(met).toBeGreaterThan(100);
  });

  it('skips a piece the ray passes high over on its way to a figure across the table', () => {
    const crates: Terrain = {
      id: 'crates-1',
      kind: 'hard',
      model: 'crates',
      at: { x: 0, y: 0 },
      rotation: 0,
      width: 6,
      depth: 6,
    };
    // From a three-quarter view over the crates to a figure 60 cm beyond them.
    const ray: TableRay = { origin: { x: -80, y: 0, z: 90 }, dir: { x: 140, y: 0, z: -89 } };
    expect(hitTerrain(ray, crates)).toBeNull();
    expect(mayMeet(ray, crates, 1)).toBe(false);
    // Aimed at the crates themselves, they are cast at.
    const atCrates: TableRay = { origin: { x: -80, y: 0, z: 90 }, dir: { x: 80, y: 0, z: -89 } };
    expect(mayMeet(atCrates, crates, Infinity)).toBe(true);
    expect(hitTerrain(atCrates, crates)).not.toBeNull();
  });
});
