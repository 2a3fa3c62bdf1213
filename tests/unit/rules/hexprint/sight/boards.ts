import type { Hex } from '../../../../../src/geometry';
import { hexKey, hexonLayout, pointToHex } from '../../../../../src/geometry';
import type { Terrain } from '../../../../../src/rules/hexprint/board/terrain';
import { terrainOf } from '../../../../../src/rules/hexprint/board/terrain';
import { columnTop, eyeOf, targetSample } from '../../../../../src/rules/hexprint/engine/sampledSight';
import type { Place } from '../../../../../src/rules/hexprint/engine/world';
import { STARTER_TERRAIN } from '../../../../../src/rules/hexprint/setup/starterSet';
import type { Stack } from '../../../../../src/table';
import { mulberry32 } from '../../../../fixtures/mulberry32';

// Seeded random stacked boards and the brute-force % visible the sight tests check against: each
// sample's line walked in steps of 0.05 cm over the columns.

export const random = mulberry32;

export const SIZE = 8;

export function board(rand: () => number): Terrain {
  const tiles = [];
  const stacks: Stack[] = [];
  for (let q = 0; q < SIZE; q++)
    for (let r = 0; r < SIZE; r++) {
      tiles.push({ id: `t${q}-${r}`, kind: 'single' as const, at: { q, r }, rotation: 0 });
      const roll = rand();
      if (roll < 0.35)
        stacks.push({
          at: { q, r },
          height: 1 + Math.floor(rand() * 3),
          tags: rand() < 0.2 ? ['Forest'] : ['Land'],
        });
    }
  return terrainOf({ across: 10, origin: { x: 0, y: 0 }, tiles, stacks }, STARTER_TERRAIN);
}

export function bruteSeen(t: Terrain, eye: Place, target: Place, samples: number): number {
  const from = eyeOf(eye);
  const own = new Set([...eye.hexes, ...target.hexes].map(hexKey));
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    const to = targetSample(target, i, samples);
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const steps = Math.ceil(length / 0.05);
    let clear = true;
    for (let k = 1; k < steps && clear; k++) {
      const f = k / steps;
      const h = pointToHex(hexonLayout, { x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f });
      if (!own.has(hexKey(h)) && from.z + (to.z - from.z) * f < columnTop(t, h)) clear = false;
    }
    if (clear) seen++;
  }
  return seen;
}

export const place = (t: Terrain, h: Hex, height: number): Place => ({
  hexes: [h],
  base: t.hexes[hexKey(h)]!.height,
  height,
});
