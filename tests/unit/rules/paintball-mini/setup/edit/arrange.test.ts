import { describe, expect, it } from 'vitest';
import { captureTheFlag, reverseFlag } from '../../../../../../src/rules/paintball-mini/setup';
import { arrangeHex } from '../../../../../../src/rules/paintball-mini/setup/edit';
import { centreOf, fig, ok, refused, slot, withFigureAt } from './helpers';

describe('arrangeHex', () => {
  it('stands figures that are off their slots on the free slots nearest them', () => {
    const h = { q: 0, r: 0 };
    let s = withFigureAt(captureTheFlag(), 'red-3', centreOf(h));
    s = withFigureAt(s, 'red-4', { x: centreOf(h).x + 2, y: centreOf(h).y - 1 });
    const { setup, selection } = ok(arrangeHex(s, { hex: h }));
    expect(fig(setup, 'red-4').at).toEqual(slot(h, 2));
    expect([slot(h, 0), slot(h, 1)]).toContainEqual(fig(setup, 'red-3').at);
    expect(selection).toEqual(['red-3', 'red-4']);
  });

  it('a carried flag stays with its carrier', () => {
    const s = reverseFlag();
    const carrier = fig(s, 'red-1');
    const moved = withFigureAt(s, 'red-1', { x: carrier.at.x + 0.7, y: carrier.at.y });
    const { setup } = ok(arrangeHex(moved, { hex: { q: 0, r: 0 } }));
    expect(setup.markers.find((m) => m.id === 'flag-red')!.at).toEqual(fig(setup, 'red-1').at);
  });

  it('refuses in hexless mode, for an empty hex, and for four bases in one hex', () => {
    expect(refused(arrangeHex({ ...captureTheFlag(), mode: 'hexless' }, { hex: { q: 0, r: 0 } }))).toBe(
      'bases are arranged in hexes only in hex mode',
    );
    expect(refused(arrangeHex(captureTheFlag(), { hex: { q: 2, r: 1 } }))).toBe(
      'there are no figures in the centre hex',
    );
    const crowded = withFigureAt(captureTheFlag(), 'red-5', centreOf({ q: 0, r: 0 }));
    const four = withFigureAt(crowded, 'red-6', {
      x: centreOf({ q: 0, r: 0 }).x - 1,
      y: centreOf({ q: 0, r: 0 }).y,
    });
    expect(refused(arrangeHex(four, { hex: { q: 0, r: 0 } }))).toMatch(
      /does not fit in that hex: a hex holds three bases/,
    );
  });
});
