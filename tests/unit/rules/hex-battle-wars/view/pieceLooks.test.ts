import type { Matrix4 } from 'three';
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { blueHidden } from '../../../../fixtures/battleHidden';
import {
  characterGeometry,
  tileGeometry,
} from '../../../../../src/rules/hex-battle-wars/view/table/pieceLooks';
import { pieceParts } from '../../../../../src/rules/hex-battle-wars/view/table/pieceParts';
import {
  FIGURE_HEIGHT_CM,
  FIGURE_RADIUS_CM,
  TILE_CM,
  TILE_RADIUS_CM,
  placedPieces,
} from '../../../../../src/rules/hex-battle-wars/view/table/pieces';

const within = (g: ReturnType<typeof tileGeometry>, radius: number, height: number) => {
  const p = g.getAttribute('position');
  for (let i = 0; i < p.count; i++)
    if (Math.hypot(p.getX(i), p.getZ(i)) > radius + 1e-6 || p.getY(i) < -1e-6 || p.getY(i) > height + 1e-6)
      return false;
  return true;
};

describe('Hex Battle Wars pieces as drawn', () => {
  it('HB-LOS: a character and a tile are drawn inside the cylinders the rules and the picker see', () => {
    expect(within(characterGeometry(), FIGURE_RADIUS_CM, FIGURE_HEIGHT_CM)).toBe(true);
    expect(within(tileGeometry(), TILE_RADIUS_CM, TILE_CM)).toBe(true);
  });

  it('HB-HIDDEN: the three tiles differ only by their numbers, in pips, and carry their seat’s mark', () => {
    const setup = blueHidden();
    const parts = pieceParts(setup, placedPieces(setup));
    expect(parts.characters).toHaveLength(1);
    expect(parts.tiles).toHaveLength(3);
    // Red's two marks on its base, one on each of Blue's tiles; Blue is the second seat.
    expect(parts.marks.map((m) => m.seat)).toEqual([0, 0, 1, 1, 1]);
    // 1 + 2 + 3 pips, each lying on its own tile.
    expect(parts.pips).toHaveLength(6);
    const tileOf = (m: { matrix: Matrix4 }) => new Vector3().setFromMatrixPosition(m.matrix);
    const centres = parts.tiles.map(tileOf);
    const perTile = centres.map(
      (c) =>
        parts.pips.filter((p) => Math.hypot(tileOf(p).x - c.x, tileOf(p).z - c.z) < TILE_RADIUS_CM).length,
    );
    expect(perTile).toEqual([1, 2, 3]);
    // The real tile (the second) looks like the others: same colour, same shape.
    expect(new Set(parts.tiles.map((t) => t.colour)).size).toBe(1);
  });

  it("HB-HIDDEN: a tile model of the player's own, taller than the token, carries each tile's mark and number on its top", () => {
    const setup = blueHidden();
    const plain = pieceParts(setup, placedPieces(setup));
    const modelled = pieceParts(setup, placedPieces(setup), null, () => null, 2);
    const y = (m: { matrix: Matrix4 }) => new Vector3().setFromMatrixPosition(m.matrix).y;
    // Blue's three tile marks and six pips rise by the model's height over the token's (2 − 0.8 cm).
    expect(modelled.marks.slice(2).map((m, i) => y(m) - y(plain.marks[i + 2]!))).toEqual(
      [1, 1, 1].map(() => expect.closeTo(2 - TILE_CM, 9)),
    );
    expect(modelled.pips.map((p, i) => y(p) - y(plain.pips[i]!))).toEqual(
      plain.pips.map(() => expect.closeTo(2 - TILE_CM, 9)),
    );
    // Red's character marks and every tile itself stay where they were; a model no taller changes nothing.
    expect(modelled.marks.slice(0, 2).map(y)).toEqual(plain.marks.slice(0, 2).map(y));
    expect(modelled.tiles).toEqual(plain.tiles);
    expect(pieceParts(setup, placedPieces(setup), null, () => null, TILE_CM)).toEqual(plain);
  });
});
