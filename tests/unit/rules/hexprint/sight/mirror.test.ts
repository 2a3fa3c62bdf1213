import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import { terrainOf } from '../../../../../src/rules/hexprint/board/terrain';
import { sampledSight } from '../../../../../src/rules/hexprint/engine/sampledSight';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import { place } from './boards';

// Issue 26, item 7 (HP-LOS): the Skirmish table is its own half-turn image, so a shot and its
// mirror must see the same share of their targets. With samples on one spiral arm, 88 of 2,142
// mirrored pairs changed cover tier; with a body sample set that is its own half-turn image, a pair
// and its mirror may differ only where a ray grazes an edge, by one sample.

const COLS = 12;
const ROWS = 10;
/** A hex's mirror across the board's centre: (col, row) to (cols − 1 − col, rows − 1 − row). */
function mirror(h: Hex): Hex {
  const col = h.q + Math.floor(h.r / 2);
  const row = ROWS - 1 - h.r;
  return { q: COLS - 1 - col - Math.floor(row / 2), r: row };
}

describe('HexPrint sight on a half-turn symmetric table', () => {
  it('HP-LOS: every shot on the Skirmish table sees what its mirror sees, within one sample', () => {
    const setup = skirmish();
    const t = terrainOf(setup.board, setup.terrainCards);
    const hexes = setup.board.tiles.map((tile) => tile.at);
    expect(hexes.map((h) => hexKey(mirror(mirror(h))))).toEqual(hexes.map(hexKey));
    for (const h of hexes) expect(t.hexes[hexKey(mirror(h))]).toEqual(t.hexes[hexKey(h)]);
    let pairs = 0;
    let apart = 0;
    let covered = 0;
    let n = 0;
    for (const a of hexes)
      for (const b of hexes) {
        if (hexKey(a) === hexKey(b) || n++ % 5 !== 0) continue;
        const [eyeTall, targetTall] = [1 + (n % 2), 1 + ((n >> 1) % 2)];
        const seen = sampledSight(t, place(t, a, eyeTall), place(t, b, targetTall)).seen;
        const mirrored = sampledSight(t, place(t, mirror(a), eyeTall), place(t, mirror(b), targetTall)).seen;
        expect(Math.abs(seen - mirrored), `${hexKey(a)}→${hexKey(b)}`).toBeLessThanOrEqual(1);
        apart += seen === mirrored ? 0 : 1;
        covered += seen < 64 ? 1 : 0;
        pairs++;
      }
    expect(pairs).toBeGreaterThan(2500);
    // The table hides something from a good share of the shots, so the check has teeth.
    expect(covered).toBeGreaterThan(pairs / 10);
    expect(apart).toBeLessThanOrEqual(pairs / 100);
  });
});
