import { describe, expect, it } from 'vitest';
import { captureTheFlag, reverseFlag } from '../../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import { movePieceTo, movePieces } from '../../../../../../src/rules/paintball-mini/setup/edit';
import { by, centreOf, fig, ok, refused, sameHex, slot, withFigureAt } from './helpers';

const ctf = captureTheFlag;
const hexless = (): Setup => ({ ...captureTheFlag(), mode: 'hexless' });

describe('movePieces in hex mode', () => {
  it('snaps a figure into the base slot of the target hex nearest where it was dropped', () => {
    const s = ctf();
    const drop = { x: slot({ q: 1, r: 1 }, 2).x + 0.4, y: slot({ q: 1, r: 1 }, 2).y - 0.3 };
    const { setup, selection } = ok(movePieces(s, { ids: ['red-3'], by: by(fig(s, 'red-3').at, drop) }));
    expect(fig(setup, 'red-3').at).toEqual(slot({ q: 1, r: 1 }, 2));
    expect(selection).toEqual(['red-3']);
  });

  it('a figure arriving in a hex of friends takes the free slot', () => {
    const s = ctf();
    const { setup } = ok(movePieceTo(s, { id: 'red-5', to: centreOf({ q: 0, r: 0 }) }));
    expect(fig(setup, 'red-5').at).toEqual(slot({ q: 0, r: 0 }, 1));
    expect(fig(setup, 'red-3').at).toEqual(fig(s, 'red-3').at);
  });

  it('refuses a 4th base, naming the hex and who is in it', () => {
    const s = ctf();
    const why = refused(
      movePieces(s, { ids: ['red-5', 'red-6'], by: by(centreOf({ q: 0, r: 1 }), centreOf({ q: 0, r: 0 })) }),
    );
    expect(why).toBe(
      'Red 6 does not fit in that hex: a hex holds three bases and Red 3 and Red 4 are already there',
    );
  });

  it("refuses an opponent's hex (PM-AP), naming the opponent", () => {
    const s = ctf();
    const why = refused(movePieceTo(s, { id: 'red-3', to: fig(s, 'blue-3').at }));
    expect(why).toMatch(/^Red 3 cannot stand in the same hex as Blue 3 of the other team/);
  });

  it('a Marshal may go into a hex an opponent holds', () => {
    const s = ctf();
    const { setup } = ok(movePieceTo(s, { id: 'marshal-red', to: fig(s, 'blue-3').at }));
    expect(sameHex(fig(setup, 'marshal-red').at, { q: 4, r: 3 })).toBe(true);
  });

  it('a whole hex of figures moves together and keeps to one hex', () => {
    const s = ctf();
    const { setup } = ok(
      movePieces(s, { ids: ['red-3', 'red-4'], by: by(centreOf({ q: 0, r: 0 }), centreOf({ q: 2, r: 0 })) }),
    );
    expect(sameHex(fig(setup, 'red-3').at, { q: 2, r: 0 })).toBe(true);
    expect(fig(setup, 'red-3').at).not.toEqual(fig(setup, 'red-4').at);
  });

  it('refuses a figure off the board or off the table, by name', () => {
    const s = ctf();
    expect(refused(movePieceTo(s, { id: 'red-1', to: { x: -50, y: 30 } }))).toBe(
      'Red 1 would end off the board: figures stand on its hexes',
    );
    expect(refused(movePieceTo(s, { id: 'red-1', to: { x: -70, y: 0 } }))).toBe(
      'Red 1 would end off the 120 × 80 cm table',
    );
  });

  it('terrain and markers move freely, off the board too, but not off the table', () => {
    const s = ctf();
    const { setup } = ok(movePieces(s, { ids: ['soft-red-1', 'flag-red'], by: { x: 0, y: 20 } }));
    expect(setup.terrain.find((t) => t.id === 'soft-red-1')!.at.y).toBeCloseTo(
      s.terrain.find((t) => t.id === 'soft-red-1')!.at.y + 20,
      3,
    );
    expect(refused(movePieces(s, { ids: ['soft-red-1'], by: { x: 0, y: 100 } }))).toBe(
      'the soft cover would end off the 120 × 80 cm table',
    );
  });

  it('a flag follows its carrier; dragging a carried flag alone drops it; dragging both keeps it carried', () => {
    const s = reverseFlag();
    const to = centreOf({ q: 1, r: 1 });
    const carried = ok(movePieceTo(s, { id: 'red-1', to })).setup;
    expect(carried.markers.find((m) => m.id === 'flag-red')).toMatchObject({
      carriedBy: 'red-1',
      at: fig(carried, 'red-1').at,
    });
    const dropped = ok(movePieceTo(s, { id: 'flag-red', to })).setup;
    expect(dropped.markers.find((m) => m.id === 'flag-red')).toMatchObject({ carriedBy: null, at: to });
    const both = ok(movePieces(s, { ids: ['flag-red', 'red-1'], by: by(fig(s, 'red-1').at, to) })).setup;
    expect(both.markers.find((m) => m.id === 'flag-red')).toMatchObject({
      carriedBy: 'red-1',
      at: fig(both, 'red-1').at,
    });
  });

  it('an eliminated figure takes no room in a hex', () => {
    const s0 = ctf();
    const s = {
      ...s0,
      figures: s0.figures.map((f) => (f.id === 'red-4' ? { ...f, status: 'eliminated' as const } : f)),
    };
    const { setup } = ok(
      movePieces(s, { ids: ['red-5', 'red-6'], by: by(centreOf({ q: 0, r: 1 }), centreOf({ q: 0, r: 0 })) }),
    );
    expect(sameHex(fig(setup, 'red-6').at, { q: 0, r: 0 })).toBe(true);
  });

  it('a figure off its slot is put back on one when another arrives in its hex', () => {
    const s = withFigureAt(ctf(), 'red-4', centreOf({ q: 0, r: 0 }));
    const { setup } = ok(movePieceTo(s, { id: 'red-5', to: centreOf({ q: 0, r: 0 }) }));
    const slots = [0, 1, 2].map((i) => slot({ q: 0, r: 0 }, i));
    for (const id of ['red-3', 'red-4', 'red-5']) expect(slots).toContainEqual(fig(setup, id).at);
    expect(new Set(['red-3', 'red-4', 'red-5'].map((id) => JSON.stringify(fig(setup, id).at))).size).toBe(3);
  });

  it('a drag that is not a number of cm moves nothing', () => {
    refused(movePieces(ctf(), { ids: ['red-1'], by: { x: Number.NaN, y: 0 } }));
    refused(movePieces(ctf(), { ids: ['soft-red-1'], by: { x: Infinity, y: 0 } }));
  });

  it('refuses unknown ids and an empty selection', () => {
    expect(refused(movePieces(ctf(), { ids: ['nobody'], by: { x: 1, y: 0 } }))).toBe(
      'one of the selected pieces is no longer on the table',
    );
    expect(refused(movePieces(ctf(), { ids: [], by: { x: 1, y: 0 } }))).toBe('nothing is selected');
  });
});

describe('movePieces in hexless mode', () => {
  it('places figures exactly where they are dropped, keeping a group together', () => {
    const s = hexless();
    const { setup } = ok(movePieces(s, { ids: ['red-3', 'red-4'], by: { x: 12.5, y: 1 } }));
    for (const id of ['red-3', 'red-4']) {
      expect(fig(setup, id).at.x).toBeCloseTo(fig(s, id).at.x + 12.5, 3);
      expect(fig(setup, id).at.y).toBeCloseTo(fig(s, id).at.y + 1, 3);
    }
  });

  it('refuses bases overlapping, naming both figures', () => {
    const s = hexless();
    const target = fig(s, 'red-4').at;
    expect(refused(movePieceTo(s, { id: 'red-3', to: { x: target.x + 1.5, y: target.y } }))).toBe(
      'Red 3 would overlap the base of Red 4',
    );
  });

  it('bases that only touch are allowed; turned bases are tested exactly', () => {
    const s = hexless();
    const a = fig(s, 'red-4').at;
    ok(movePieceTo(s, { id: 'red-3', to: { x: a.x + 2.5, y: a.y } }));
    // Turned 30°, red-3 points a corner at red-4: 2.5 cm apart they now overlap.
    const turned = { ...s, figures: s.figures.map((f) => (f.id === 'red-3' ? { ...f, facing: 30 } : f)) };
    refused(movePieceTo(turned, { id: 'red-3', to: { x: a.x + 2.5, y: a.y } }));
  });

  it('figures moved together may not overlap each other', () => {
    const s = hexless();
    const a = fig(s, 'red-3').at;
    const t = withFigureAt(s, 'red-4', { x: a.x + 2.6, y: a.y });
    ok(movePieces(t, { ids: ['red-3', 'red-4'], by: { x: 20, y: 0 } }));
  });
});
