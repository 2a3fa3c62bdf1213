import { describe, expect, it } from 'vitest';
import { hexKey, tileHexes } from '../../../../../../src/geometry';
import { captureTheFlag, setupBoard } from '../../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import {
  addTile,
  boardCentreHex,
  checkPlacement,
  isLargerBoard,
  moveTile,
  placePiece,
  placeThirdMarshal,
  removeTile,
  rotateTile,
  wantsThirdMarshal,
} from '../../../../../../src/rules/paintball-mini/setup/edit';
import { centreOf, fig, hexOf, ok, refused, sameHex, slot } from './helpers';

const red = { piece: 'figure', team: 'red', role: 'paintballer' } as const;

/** The standard board with a 6-hex base added below it: 32 hexes. */
function grown(): Setup {
  return ok(addTile(captureTheFlag(), { kind: 'six', at: { q: -2, r: 4 } })).setup;
}

describe('board builder', () => {
  it('adds a 6-hex base and a single hex with fresh ids', () => {
    const a = ok(addTile(captureTheFlag(), { kind: 'six', at: { q: -2, r: 4 } }));
    expect(a.selection).toEqual(['base-5']);
    expect(setupBoard(a.setup).hexes).toHaveLength(32);
    const b = ok(addTile(a.setup, { kind: 'single', at: { q: 6, r: 1 }, rotation: 7 }));
    expect(b.setup.board.tiles.at(-1)).toEqual({
      id: 'hex-1',
      kind: 'single',
      at: { q: 6, r: 1 },
      rotation: 1,
    });
  });

  it('refuses a tile over another, naming both tiles as the tile list does', () => {
    expect(refused(addTile(captureTheFlag(), { kind: 'six', at: { q: 1, r: 1 } }))).toBe(
      'the new 6-hex base would overlap 6-hex base 1',
    );
  });

  it('refuses a board that would run off the table', () => {
    expect(refused(addTile(captureTheFlag(), { kind: 'single', at: { q: 9, r: 0 } }))).toBe(
      'the board would run off the 120 × 80 cm table: make the table larger first',
    );
    refused(addTile(captureTheFlag(), { kind: 'single', at: { q: 0.5, r: 0 } }));
  });

  it('refuses removing a tile that still has anything on it, naming every piece, so nothing is stranded on bare wood', () => {
    expect(refused(removeTile(captureTheFlag(), { id: 'home-red' }))).toBe(
      "Red 1, Red 2 and Red's home base stand on single hex 1: move them off or delete them first",
    );
    expect(refused(removeTile(captureTheFlag(), { id: 'base-3' }))).toBe(
      "Marshal (red end), the soft cover, the soft cover and Red's flag stand on 6-hex base 3: move them off or delete them first",
    );
    expect(refused(removeTile(captureTheFlag(), { id: 'nope' }))).toBe('that tile is no longer on the board');
  });

  it('refuses removing a tile with only terrain or a marker on it, naming them', () => {
    const s = captureTheFlag();
    const soft = s.terrain.find((t) => t.kind === 'soft')!;
    const tile = s.board.tiles.find((t) => tileHexes(t).some((h) => hexKey(h) === hexKey(hexOf(soft.at))))!;
    const bare: Setup = {
      ...s,
      figures: s.figures.filter((f) => !tileHexes(tile).some((h) => hexKey(h) === hexKey(hexOf(f.at)))),
    };
    const reason = refused(removeTile(bare, { id: tile.id }));
    expect(reason).toContain('the soft cover');
    expect(reason).toMatch(/stands? on 6-hex base \d: move (it|them) off or delete (it|them) first$/);
  });

  it('removes an empty tile, and never the last one', () => {
    const { setup } = ok(removeTile(grown(), { id: 'base-5' }));
    expect(setup.board.tiles.map((t) => t.id)).toEqual(captureTheFlag().board.tiles.map((t) => t.id));
    const lone: Setup = {
      ...captureTheFlag(),
      figures: [],
      markers: [],
      board: { ...captureTheFlag().board, tiles: [captureTheFlag().board.tiles[0]!] },
    };
    expect(refused(removeTile(lone, { id: 'base-1' }))).toBe(
      'the 6-hex base is the whole board: a board needs at least one tile',
    );
  });

  it('moves a tile with the figures, terrain and markers on it', () => {
    let s = grown();
    s = ok(placePiece(s, { entry: red, at: centreOf({ q: -1, r: 4 }) })).setup;
    s = ok(placePiece(s, { entry: { piece: 'terrain', kind: 'soft' }, at: centreOf({ q: 0, r: 4 }) })).setup;
    const before = fig(s, 'red-7').at;
    const { setup } = ok(moveTile(s, { id: 'base-5', to: { q: 3, r: 4 } }));
    expect(fig(setup, 'red-7').at.x).toBeCloseTo(before.x + 50, 3);
    expect(sameHex(setup.terrain.find((t) => t.id === 'soft-1')!.at, { q: 5, r: 4 })).toBe(true);
    expect(refused(moveTile(s, { id: 'base-5', to: { q: 0, r: 3 } }))).toMatch(
      '6-hex base 5 would overlap 6-hex base 3',
    );
  });

  it('turns a tile about its first hex, turning its pieces; figures land back on base slots', () => {
    const big: Setup = { ...captureTheFlag(), table: { width: 200, depth: 200 } };
    let s = ok(addTile(big, { kind: 'six', at: { q: 0, r: 5 } })).setup;
    s = ok(placePiece(s, { entry: red, at: centreOf({ q: 1, r: 5 }) })).setup;
    const { setup } = ok(rotateTile(s, { id: 'base-5', steps: 7 }));
    const tile = setup.board.tiles.find((t) => t.id === 'base-5')!;
    expect(tile.rotation).toBe(1);
    const f = fig(setup, 'red-7');
    // Hex (1, 5) is one step east of the pivot (0, 5); a 60° turn takes it one step south-east: (0, 6).
    expect(sameHex(f.at, { q: 0, r: 6 })).toBe(true);
    const hex = tileHexes(tile).find((h) => sameHex(f.at, h))!;
    expect([0, 1, 2].map((i) => slot(hex, i))).toContainEqual(f.at);
    expect(f.facing).toBe(60);
    expect(refused(rotateTile(captureTheFlag(), { id: 'base-1', steps: 1 }))).toMatch(/would overlap/);
    refused(rotateTile(captureTheFlag(), { id: 'base-1', steps: 0.5 }));
  });

  it('PM-LARGE: the standard board is not larger; one more tile makes it so', () => {
    expect(isLargerBoard(captureTheFlag())).toBe(false);
    expect(isLargerBoard(grown())).toBe(true);
  });

  it('PM-LARGE: the editor offers the third Marshal on a larger board until it stands there, never on the standard one', () => {
    expect(wantsThirdMarshal(captureTheFlag())).toBe(false);
    const s = grown();
    expect(wantsThirdMarshal(s)).toBe(true);
    const { setup } = ok(placeThirdMarshal(s));
    expect(wantsThirdMarshal(setup)).toBe(false);
    expect(refused(placeThirdMarshal(setup))).toBe('there are already 3 Marshals on the table');
  });

  it('PM-LARGE: places a third Marshal in the centre hex of a larger board, and the warning goes', () => {
    const s = grown();
    expect(checkPlacement(s).map((w) => w.rule)).toContain('PM-LARGE');
    const centre = boardCentreHex(s);
    const { setup, selection } = ok(placeThirdMarshal(s));
    expect(selection).toEqual(['marshal-centre']);
    expect(fig(setup, 'marshal-centre')).toMatchObject({
      role: 'marshal',
      name: 'Marshal (centre)',
      expert: false,
      grenades: [],
    });
    expect(sameHex(fig(setup, 'marshal-centre').at, centre)).toBe(true);
    expect(checkPlacement(setup)).toEqual([]);
    expect(refused(placeThirdMarshal(setup))).toBe('there are already 3 Marshals on the table');
    expect(refused(placeThirdMarshal(captureTheFlag()))).toBe(
      'the board has 26 hexes, no more than the standard 26: a third Marshal is for larger boards (PM-LARGE)',
    );
  });

  it('the centre hex of a symmetric larger board does not depend on the order of its tiles', () => {
    const s = grown();
    const reversed = { ...s, board: { ...s.board, tiles: [...s.board.tiles].reverse() } };
    expect(boardCentreHex(reversed)).toEqual(boardCentreHex(s));
  });
});
