import { describe, expect, it } from 'vitest';
import type { Hex, Point } from '../../../../../../src/geometry';
import { STANDARD_LAYOUT } from '../../../../../../src/rules/paintball-mini/board/standardBoard';
import type { EditResult, Setup } from '../../../../../../src/rules/paintball-mini/setup';
import {
  addTile,
  arrangeHex,
  captureTheFlag,
  captureTheFlagMat,
  checkPlacement,
  deletePieces,
  duplicatePieces,
  findPiece,
  hexPoint,
  moveTile,
  movePieceTo,
  movePieces,
  pieceLabel,
  placePiece,
  placeThirdMarshal,
  removeTile,
  reverseFlag,
  rotatePieces,
  rotateTile,
  setProperties,
  showcase,
  singleFlag,
  tileName,
} from '../../../../../../src/rules/paintball-mini/setup';
import { ok, refused } from './helpers';

// No internal id reaches a player in the editor: many edits that get refused and every scenario
// check on the shipped set-ups, with pieces deliberately misplaced, are read for the ids of the
// table's pieces and tiles and for raw "(q, r)" coordinates.

const SETUPS: [string, () => Setup][] = [
  ['Capture the Flag', captureTheFlag],
  ['Reverse Flag', reverseFlag],
  ['Single Flag', singleFlag],
  ['the showcase', showcase],
  ['Capture the Flag hexless', () => ({ ...captureTheFlag(), mode: 'hexless' as const })],
  ['Capture the Flag on an open mat', captureTheFlagMat],
];

const COORDINATES = /\(\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*\)/;

/**
 * Every id of the set-up's pieces and tiles that reads as an id (red-3, soft-blue-2, base-1): an id
 * that is a plain word (Single Flag's "flag") cannot be told from the word in a sentence.
 */
function idsOf(setup: Setup): string[] {
  return [
    ...setup.figures.map((f) => f.id),
    ...setup.terrain.map((t) => t.id),
    ...setup.markers.map((m) => m.id),
    ...setup.board.tiles.map((t) => t.id),
  ].filter((id) => /[-\d]/.test(id));
}

function leaks(text: string, ids: readonly string[]): string[] {
  const found = ids.filter((id) => new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}($|[^\\w-])`).test(text));
  if (COORDINATES.test(text)) found.push('a coordinate');
  return found;
}

const centre = (h: Hex): Point => hexPoint(STANDARD_LAYOUT, h);

/** Places a player might drag a piece to: onto every other piece, every tile, off the board and off the table. */
function targets(s: Setup): Point[] {
  return [
    ...s.figures.map((f) => f.at),
    ...s.terrain.map((t) => t.at),
    ...s.markers.map((m) => m.at),
    ...s.board.tiles.map((t) => centre(t.at)),
    { x: -55, y: 35 },
    { x: 0, y: 39 },
    { x: 200, y: 0 },
  ];
}

/** Edits a player might try on this set-up: most are refused, and every refusal is read. */
function tries(s: Setup): EditResult[] {
  const out: EditResult[] = [];
  const ids = [...s.figures, ...s.terrain, ...s.markers].map((p) => p.id);
  const spots = targets(s);
  for (const id of ids) {
    for (const to of spots) out.push(movePieceTo(s, { id, to }));
    out.push(rotatePieces(s, { ids: [id], by: 60 }));
    out.push(duplicatePieces(s, { ids: [id] }));
    out.push(duplicatePieces(s, { ids: [id], by: { x: 0, y: 90 } }));
    out.push(movePieces(s, { ids: [id, 'no-such-piece'], by: { x: 1, y: 0 } }));
    out.push(setProperties(s, { id, changes: { id: 'x' } }));
    out.push(setProperties(s, { id, changes: { nonsense: 1 } }));
    out.push(setProperties(s, { id, changes: { team: 'green' } }));
  }
  for (const f of s.figures) {
    for (const changes of [
      { grenades: ['gas'] },
      { status: 'sentry' },
      { role: 'marshal' },
      { expert: true, role: 'marshal' },
      { team: f.team === 'red' ? 'blue' : 'red' },
      { status: 'active' },
      { name: '' },
    ])
      out.push(setProperties(s, { id: f.id, changes }));
  }
  for (const m of s.markers) {
    out.push(setProperties(s, { id: m.id, changes: { carriedBy: 'nobody' } }));
    for (const f of s.figures) out.push(setProperties(s, { id: m.id, changes: { carriedBy: f.id } }));
  }
  for (const t of s.terrain)
    out.push(setProperties(s, { id: t.id, changes: { height: 99, model: 'tyres' } }));
  out.push(deletePieces(s, { ids: ['ghost'] }), deletePieces(s, { ids: [] }));
  out.push(placeThirdMarshal(s));
  for (const tile of s.board.tiles) {
    out.push(
      removeTile(s, { id: tile.id }),
      rotateTile(s, { id: tile.id, steps: 1 }),
      arrangeHex(s, { hex: tile.at }),
    );
    out.push(addTile(s, { kind: 'six', at: tile.at }), addTile(s, { kind: 'single', at: tile.at }));
    for (const other of s.board.tiles) out.push(moveTile(s, { id: tile.id, to: other.at }));
    out.push(moveTile(s, { id: tile.id, to: { q: 40, r: 0 } }));
  }
  for (const entry of [
    { piece: 'figure', team: 'red', role: 'paintballer' },
    { piece: 'figure', team: 'blue', role: 'paintballer' },
    { piece: 'terrain', kind: 'bunker' },
    { piece: 'marker', kind: 'flag', team: 'blue' },
  ] as const)
    for (const at of spots) out.push(placePiece(s, { entry, at }));
  out.push(removeTile(s, { id: 'nope' }), moveTile(s, { id: 'nope', to: { q: 0, r: 0 } }));
  return out;
}

/** The set-up with one piece dragged somewhere it should not start, as the editor lets it (or by hand). */
function misplaced(s: Setup): Setup[] {
  const out: Setup[] = [];
  // On a mat: its middle, both home bases, and just past each corner (off the mat, on the table).
  const matSpots = (s.board.mat?.outline ?? []).flatMap((c) => [{ x: c.x * 1.1, y: c.y * 1.1 }]);
  const onMat =
    s.board.mat === undefined
      ? []
      : [
          { x: 0, y: 0 },
          { x: -45, y: 0 },
          { x: 45, y: 0 },
          { x: -30, y: 25 },
        ];
  const spots = [...s.board.tiles.map((t) => centre(t.at)), { x: -55, y: 35 }, ...matSpots, ...onMat];
  for (const p of [...s.figures, ...s.terrain, ...s.markers]) {
    for (const to of spots) {
      const r = movePieceTo(s, { id: p.id, to });
      if (r.ok) out.push(r.setup);
    }
  }
  // By hand, as a file could have it: every tile taken away in turn, a sentry in every place, every
  // flag carried by every figure, every name shared by both teams.
  for (const tile of s.board.tiles)
    out.push({ ...s, board: { ...s.board, tiles: s.board.tiles.filter((t) => t !== tile) } });
  out.push({ ...s, figures: s.figures.map((f) => ({ ...f, status: 'sentry' as const })) });
  for (const m of s.markers)
    for (const f of s.figures)
      out.push({ ...s, markers: s.markers.map((x) => (x === m ? { ...x, carriedBy: f.id } : x)) });
  out.push({ ...s, figures: s.figures.map((f) => ({ ...f, name: f.name.replace(/^(Red|Blue) /, '') })) });
  return out;
}

describe('no id reaches a player in the editor', () => {
  it('the check finds an old-style text, so it can fail', () => {
    const ids = idsOf(captureTheFlag());
    expect(leaks('Red 3 (red-3) does not fit in hex (0, 0)', ids)).toEqual(['red-3', 'a coordinate']);
    expect(leaks('the log stockade stockade-red stands on tile home-red', ids)).toEqual([
      'stockade-red',
      'home-red',
    ]);
    expect(leaks('the red flag flag-red is carried by Blue 2', ids)).toEqual(['flag-red']);
    expect(leaks("Red's flag is carried by Blue 2: a flag carrier cannot be a sentry", ids)).toEqual([]);
  });

  for (const [name, make] of SETUPS) {
    it(`${name}: every refusal names pieces, tiles and places as a player sees them`, () => {
      const s = make();
      const ids = idsOf(s);
      let refusals = 0;
      for (const r of tries(s)) {
        if (r.ok) continue;
        refusals++;
        expect(leaks(r.reason, ids), r.reason).toEqual([]);
      }
      expect(refusals).toBeGreaterThan(100);
    });

    it(`${name}: every scenario check on misplaced pieces names them as a player sees them`, () => {
      const s = make();
      const ids = idsOf(s);
      const seen = new Set<string>();
      for (const bad of misplaced(s)) {
        for (const w of checkPlacement(bad)) {
          seen.add(w.rule);
          expect(leaks(w.message, ids), w.message).toEqual([]);
          // The warning still carries the ids, for the editor to light its pieces on hover.
          for (const id of w.pieces)
            expect(findPiece(bad, id) ?? bad.board.tiles.find((t) => t.id === id), id).toBeDefined();
        }
      }
      expect(seen.size).toBeGreaterThan(1);
    });

    it(`${name}: the properties heading and the tile list name what a player sees`, () => {
      const s = make();
      const ids = idsOf(s);
      for (const p of [...s.figures, ...s.terrain, ...s.markers])
        expect(leaks(pieceLabel(s, findPiece(s, p.id)!), ids)).toEqual([]);
      const names = s.board.tiles.map((t) => tileName(s.board.tiles, t));
      for (const n of names) expect(leaks(n, ids)).toEqual([]);
      expect(new Set(names).size).toBe(names.length);
    });
  }

  it('two figures with one name are told apart by their team; a home base by whose it is', () => {
    const s = ok(
      setProperties(ok(setProperties(captureTheFlag(), { id: 'red-1', changes: { name: 'Ace' } })).setup, {
        id: 'blue-1',
        changes: { name: 'Ace' },
      }),
    ).setup;
    expect(pieceLabel(s, findPiece(s, 'red-1')!)).toBe("Red's Ace");
    expect(pieceLabel(s, findPiece(s, 'blue-1')!)).toBe("Blue's Ace");
    expect(pieceLabel(s, findPiece(s, 'red-2')!)).toBe('Red 2');
    expect(pieceLabel(s, findPiece(s, 'stockade-red')!)).toBe("Red's home base");
    expect(pieceLabel(s, findPiece(s, 'flag-blue')!)).toBe("Blue's flag");
    expect(refused(setProperties(s, { id: 'red-1', changes: { role: 'marshal', expert: true } }))).toBe(
      "Red's Ace: a Marshal is no player: no expert status, no grenades",
    );
  });
});
