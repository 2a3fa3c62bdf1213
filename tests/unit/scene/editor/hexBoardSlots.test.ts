import { describe, expect, it } from 'vitest';
import { hexToPoint } from '../../../../src/geometry';
import {
  editSelected,
  editTable,
  hexStrokeCell,
  idsInBox,
  noOpenMat,
  piecePicks,
  setupWarnings,
} from '../../../../src/scene/editor/hexBoardSlots';
import type { Edit } from '../../../../src/scene/systemView';
import type { Envelope } from '../../../../src/table';
import { editStore } from './editStore';

// The editor's slots the hex-board systems share: they must answer exactly as each system's own
// copy did before they were folded into one (the systems' editor tests check their own words).

const table: Envelope = {
  format: 'hex-tabletop-setup',
  version: 2,
  system: 'test',
  name: 'Test table',
  table: { width: 120, depth: 120 },
  board: {
    across: 10,
    origin: { x: 10, y: 10 },
    tiles: [{ id: 't1', kind: 'six', at: { q: 1, r: 1 }, rotation: 0 }],
    stacks: [],
  },
  seats: [
    { id: 'a', name: 'Ann' },
    { id: 'a', name: 'Bob' },
  ],
};

const pieces = [
  { id: 'left', at: { x: 0, y: 0 } },
  { id: 'middle', at: { x: 5, y: 5 } },
  { id: 'right', at: { x: 10, y: 10 } },
];

const renamed = (setup: Envelope): Edit<Envelope> => ({ ok: true, setup: { ...setup, name: 'Renamed' } });

describe("the hex boards' shared editor slots", () => {
  it('a system on hexes refuses every change of an open mat, naming itself', () => {
    const mat = noOpenMat<Envelope>('Hex Battle Wars');
    const refused = { ok: false, reason: 'Hex Battle Wars is played on hexes: it has no open mat' };
    expect(mat.move(table, { corner: 0, to: { x: 1, y: 1 } })).toEqual(refused);
    expect(mat.add(table, { at: { x: 1, y: 1 } })).toEqual(refused);
    expect(mat.remove(table, { corner: 0 })).toEqual(refused);
  });

  it('a box takes the pieces whose centre lies in it, its edges included, drawn from any corner', () => {
    expect(idsInBox(pieces, { x: 0, y: 0 }, { x: 5, y: 5 })).toEqual(['left', 'middle']);
    expect(idsInBox(pieces, { x: 10, y: 10 }, { x: 5, y: 5 })).toEqual(['middle', 'right']);
    expect(idsInBox(pieces, { x: 1, y: 0 }, { x: 4, y: 20 })).toEqual([]);
  });

  it("Ctrl+A and the box read the system's pieces of the set-up handed in", () => {
    const picks = piecePicks((setup: Envelope) => (setup.name === table.name ? pieces : []));
    expect(picks.allPieces(table)).toEqual(['left', 'middle', 'right']);
    expect(picks.inBox(table, { x: -1, y: -1 }, { x: 1, y: 1 })).toEqual(['left']);
    expect(picks.allPieces({ ...table, name: 'Other' })).toEqual([]);
  });

  it("a painting entry paints the hex under the pointer, named in the system's place words; a click entry none", () => {
    // The system names the hex (its place words); the kit asks it for the hex under the pointer.
    const named = (_: Envelope, h: { q: number; r: number }) =>
      h.q === 2 && h.r === 3 ? 'the hex in the forest' : '?';
    const cell = hexStrokeCell<Envelope, { piece: string }>((p) => p.piece === 'raise', named);
    const at = hexToPoint(table.board, { q: 2, r: 3 });
    expect(cell(table, { piece: 'raise' }, { x: at.x + 2, y: at.y - 2 })).toEqual({
      key: '2,3',
      name: 'the hex in the forest',
    });
    expect(cell(table, { piece: 'tile' }, at)).toBeNull();
  });

  it("the envelope's problems come first, then the system's, each read by the system", () => {
    const own = [{ field: 'units[0]', problem: 'stands off the board' }];
    expect(
      setupWarnings(table, own, {
        rule: (p) => `R-${p.field}`,
        words: (p) => `${table.name}: ${p.problem}`,
        pieces: (p) => (p.field.startsWith('units') ? ['u0'] : []),
      }),
    ).toEqual([
      {
        rule: 'R-seats[1].id',
        message: 'Test table: seat "a" is already seats[0]',
        severity: 'warning',
        pieces: [],
      },
      {
        rule: 'R-units[0]',
        message: 'Test table: stands off the board',
        severity: 'warning',
        pieces: ['u0'],
      },
    ]);
  });

  it("an edit of the whole table is kept on the store's table", () => {
    const { store, kept } = editStore(table, []);
    editTable(store, renamed);
    expect(kept).toEqual([renamed(table)]);
  });

  it('an edit of the selection is made only with something selected, and not when it has nothing to do', () => {
    const none = editStore(table, []);
    editSelected(none.store, renamed);
    expect(none.kept).toEqual([]);

    const some = editStore(table, ['left', 'right']);
    editSelected(some.store, (setup: Envelope, ids) => ({
      ok: true,
      setup: { ...setup, name: ids.join('+') },
    }));
    expect(some.kept).toEqual([{ ok: true, setup: { ...table, name: 'left+right' } }]);

    const idle = editStore(table, ['left']);
    editSelected(idle.store, () => null);
    expect(idle.kept).toEqual([]);
  });
});
