import { describe, expect, it } from 'vitest';
import { captureTheFlag, reverseFlag } from '../../../../../../src/rules/paintball-mini/setup';
import { duplicatePieces, movePieceTo } from '../../../../../../src/rules/paintball-mini/setup/edit';
import { centreOf, fig, ok, refused, slot } from './helpers';

describe('duplicatePieces', () => {
  it('hex mode: a figure is copied into a free slot of its own hex with a fresh id and name, keeping its kit', () => {
    const s0 = captureTheFlag();
    const s = {
      ...s0,
      figures: s0.figures.map((f) =>
        f.id === 'red-3' ? { ...f, expert: true, grenades: ['smoke' as const] } : f,
      ),
    };
    const { setup, selection } = ok(duplicatePieces(s, { ids: ['red-3'] }));
    expect(selection).toEqual(['red-7']);
    expect(fig(setup, 'red-7')).toMatchObject({
      name: 'Red 7',
      team: 'red',
      expert: true,
      grenades: ['smoke'],
      at: slot({ q: 0, r: 0 }, 1),
    });
  });

  it('is refused when there is no room, saying why', () => {
    const s = ok(movePieceTo(captureTheFlag(), { id: 'red-5', to: centreOf({ q: 0, r: 0 }) })).setup;
    expect(refused(duplicatePieces(s, { ids: ['red-3'] }))).toMatch(
      /^no room for the copy: Red 7 does not fit in that hex/,
    );
    const hexless = { ...captureTheFlag(), mode: 'hexless' as const };
    expect(refused(duplicatePieces(hexless, { ids: ['red-3'], by: { x: 0.5, y: 0 } }))).toMatch(
      /^no room for the copy: Red 7 would overlap/,
    );
    expect(refused(duplicatePieces(captureTheFlag(), { ids: ['soft-red-1'], by: { x: 0, y: 90 } }))).toBe(
      'no room for a copy of the soft cover: it would end off the 120 × 80 cm table',
    );
  });

  it('copies terrain and markers offset, with fresh ids; a copied flag is never carried', () => {
    const s = reverseFlag();
    const { setup, selection } = ok(duplicatePieces(s, { ids: ['soft-red-1', 'flag-red', 'stockade-red'] }));
    expect(selection).toEqual(['soft-1', 'stockade-1', 'flag-red-1']);
    const flag = s.markers.find((m) => m.id === 'flag-red')!;
    expect(setup.markers.find((m) => m.id === 'flag-red-1')).toEqual({
      ...flag,
      id: 'flag-red-1',
      at: { x: flag.at.x + 3, y: flag.at.y - 3 },
      carriedBy: null,
    });
  });

  it('hexless: copies go a little to one side, and a group of copies keeps its shape', () => {
    const s = { ...captureTheFlag(), mode: 'hexless' as const };
    const one = ok(duplicatePieces(s, { ids: ['red-1'] }));
    expect(fig(one.setup, 'red-7').at.x).toBeCloseTo(fig(s, 'red-1').at.x + 3, 6);
    expect(fig(one.setup, 'red-7').at.y).toBeCloseTo(fig(s, 'red-1').at.y - 3, 6);
    const { setup, selection } = ok(duplicatePieces(s, { ids: ['red-5', 'red-6'], by: { x: 10, y: 0 } }));
    expect(selection).toEqual(['red-7', 'red-8']);
    expect(fig(setup, 'red-7').at.x).toBeCloseTo(fig(s, 'red-5').at.x + 10, 3);
    expect(fig(setup, 'red-8').at.y).toBeCloseTo(fig(s, 'red-6').at.y, 3);
  });

  it('refuses unknown ids', () => {
    expect(refused(duplicatePieces(captureTheFlag(), { ids: ['ghost'] }))).toBe(
      'one of the selected pieces is no longer on the table',
    );
  });
});
