import { describe, expect, it } from 'vitest';
import type { Envelope, TablePieces } from '../../../../src/table';
import { addTile, lowerHex, raiseHex, removeTile } from '../../../../src/table';
import { bare, noPieces, ok } from './helpers';

// The board's tiles in the editor, whichever system plays it: the system says which ids are taken
// and what stands where; a raised hex is never dropped with its tile.

describe('tiles', () => {
  it('a tile with a raised hex is not taken away until the hex is cleared', () => {
    const s = ok(raiseHex(bare(), { at: { q: 0, r: 0 } }));
    const tile = s.board.tiles[0]!;
    expect(removeTile(s, { id: tile.id }, noPieces)).toEqual({
      ok: false,
      reason: 'a hex of 6-hex base 1 is raised or tagged: clear it first',
    });
    const cleared = ok(lowerHex(s, { at: { q: 0, r: 0 } }));
    const r = removeTile(cleared, { id: tile.id }, noPieces);
    expect(r.ok && r.setup.board.tiles.map((t) => t.id)).toEqual(s.board.tiles.slice(1).map((t) => t.id));
  });

  it('a new tile takes an id the system says nobody has', () => {
    const s = bare();
    s.board.tiles = s.board.tiles.slice(0, 1);
    const taken: TablePieces<Envelope> = { usedIds: () => new Set(['base-1', 'base-2']), standing: () => [] };
    const r = addTile(s, { kind: 'six', at: { q: 3, r: 0 } }, taken);
    expect(r).toEqual({
      ok: true,
      setup: {
        ...s,
        board: {
          ...s.board,
          tiles: [...s.board.tiles, { id: 'base-3', kind: 'six', at: { q: 3, r: 0 }, rotation: 0 }],
        },
      },
      selection: ['base-3'],
    });
  });
});
