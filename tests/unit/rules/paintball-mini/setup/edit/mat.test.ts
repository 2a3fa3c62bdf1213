import { describe, expect, it } from 'vitest';
import { matRectangle } from '../../../../../../src/geometry';
import {
  addMatCorner,
  addTile,
  captureTheFlag,
  captureTheFlagMat,
  matSize,
  moveMatCorner,
  movePieces,
  removeMatCorner,
  resizeMat,
  validateSetup,
} from '../../../../../../src/rules/paintball-mini/setup';

// The editor's open mat: its size as a rectangle, any corner moved, no tiles; never a piece left off it.

describe('editing an open mat', () => {
  it('width and depth make the mat a rectangle of that size, and the result still loads', () => {
    const s = captureTheFlagMat();
    expect(matSize(s)).toEqual({ width: 120, depth: 80 });
    const r = resizeMat(s, { width: 130, depth: 90 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.setup.board.mat).toEqual({ outline: matRectangle(130, 90) });
    expect(matSize(r.setup)).toEqual({ width: 130, depth: 90 });
    expect(validateSetup(r.setup).ok).toBe(true);
    expect(s.board.mat).toEqual({ outline: matRectangle(120, 80) }); // the input is untouched
  });

  it('a size off the table, too small, or not a number is refused in words', () => {
    const s = captureTheFlagMat();
    expect(resizeMat(s, { width: 150, depth: 80 })).toEqual({
      ok: false,
      reason: 'a corner of the mat would run off the 140 × 100 cm table: make the table larger first',
    });
    expect(resizeMat(s, { width: 10, depth: 80 })).toEqual({
      ok: false,
      reason: 'a mat is at least 20 × 20 cm (asked for 10 × 80 cm)',
    });
    expect(resizeMat(s, { width: Number.NaN, depth: 80 })).toEqual({
      ok: false,
      reason: 'a mat is measured in cm: give a number for each side',
    });
    expect(resizeMat(captureTheFlag(), { width: 100, depth: 60 })).toEqual({
      ok: false,
      reason: 'this table is a board of hex tiles, not an open mat',
    });
  });

  it('PM-LOS-PERIMETER: a smaller mat that would leave pieces off it is refused, naming them', () => {
    const r = resizeMat(captureTheFlagMat(), { width: 100, depth: 80 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.reason).toMatch(
        /^Marshal \(red end\), .*Marshal \(blue end\).* would be off the mat: move them first$/,
      );
  });

  it('a corner moved makes any simple polygon; one that crosses the outline is refused', () => {
    const s = captureTheFlagMat();
    const moved = moveMatCorner(s, { corner: 2, to: { x: 65, y: 45 } });
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.setup.board.mat!.outline[2]).toEqual({ x: 65, y: 45 });
    const odd = moveMatCorner(s, { corner: 2, to: { x: 65.9876, y: 40 } });
    if (!odd.ok) throw new Error(odd.reason);
    expect(matSize(odd.setup)).toEqual({ width: 126, depth: 80 }); // to a millimetre
    expect(validateSetup(moved.setup).ok).toBe(true);
    expect(moveMatCorner(s, { corner: 2, to: { x: 0, y: -45 } })).toEqual({
      ok: false,
      reason: 'that is no mat: the outline crosses itself: side 1 meets side 3',
    });
    expect(moveMatCorner(s, { corner: 7, to: { x: 0, y: 0 } })).toEqual({
      ok: false,
      reason: 'the mat has corners 1 to 4, not 8',
    });
  });

  it('a corner added on a side and moved out makes a five-sided mat; a corner taken away joins its neighbours', () => {
    const s = captureTheFlagMat();
    const outline = s.board.mat!.outline;
    // On the far side (between the corners at y = 40), at x = 0.
    const side = outline.findIndex((a, i) => a.y === 40 && outline[(i + 1) % outline.length]!.y === 40);
    const added = addMatCorner(s, { at: { x: 0.04, y: 40.3 } });
    if (!added.ok) throw new Error(added.reason);
    const five = added.setup.board.mat!.outline;
    expect(five).toEqual([...outline.slice(0, side + 1), { x: 0.04, y: 40.3 }, ...outline.slice(side + 1)]);
    const peaked = moveMatCorner(added.setup, { corner: side + 1, to: { x: 0, y: 48 } });
    if (!peaked.ok) throw new Error(peaked.reason);
    expect(peaked.setup.board.mat!.outline).toHaveLength(5);
    expect(validateSetup(peaked.setup).ok).toBe(true);
    const back = removeMatCorner(peaked.setup, { corner: side + 1 });
    if (!back.ok) throw new Error(back.reason);
    expect(back.setup.board.mat!.outline).toEqual(outline);
  });

  it('a mat keeps at least three corners, and a hex board has none to add', () => {
    const s = { ...captureTheFlagMat(), figures: [], terrain: [], markers: [] };
    const triangle = removeMatCorner(s, { corner: 0 });
    if (!triangle.ok) throw new Error(triangle.reason);
    expect(triangle.setup.board.mat!.outline).toHaveLength(3);
    expect(removeMatCorner(triangle.setup, { corner: 0 })).toEqual({
      ok: false,
      reason: 'a mat has at least 3 corners',
    });
    expect(addMatCorner(captureTheFlag(), { at: { x: 0, y: 0 } })).toEqual({
      ok: false,
      reason: 'this table is a board of hex tiles, not an open mat',
    });
  });

  it('PM-LOS-PERIMETER: a figure dragged off the mat in the editor is refused; on the mat it moves', () => {
    const s = captureTheFlagMat();
    // Marshal (red end) stands at x ≈ −53.7: 8 cm further towards −x is past the mat's edge at −60.
    expect(movePieces(s, { ids: ['marshal-red'], by: { x: -8, y: 0 } })).toEqual({
      ok: false,
      reason: 'Marshal (red end) would end off the mat: figures stand on it',
    });
    expect(movePieces(s, { ids: ['marshal-red'], by: { x: -5, y: 0 } }).ok).toBe(true);
  });

  it('an open mat takes no hex tiles', () => {
    expect(addTile(captureTheFlagMat(), { kind: 'six', at: { q: 0, r: 0 } })).toEqual({
      ok: false,
      reason: 'an open mat has no hex tiles: it is played with the tape measure',
    });
  });
});
