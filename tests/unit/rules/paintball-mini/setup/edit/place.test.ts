import { describe, expect, it } from 'vitest';
import { captureTheFlag } from '../../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import { PALETTE, placePiece } from '../../../../../../src/rules/paintball-mini/setup/edit';
import { centreOf, fig, ok, refused, sameHex, slot } from './helpers';

const red = { piece: 'figure', team: 'red', role: 'paintballer' } as const;
const blue = { piece: 'figure', team: 'blue', role: 'paintballer' } as const;

describe('placePiece', () => {
  it('a new red paintballer gets a fresh id, its own name, the rulebook defaults, and a base slot of the hex clicked', () => {
    const { setup, selection } = ok(
      placePiece(captureTheFlag(), { entry: red, at: centreOf({ q: 1, r: 1 }) }),
    );
    const f = fig(setup, 'red-7');
    expect(f).toMatchObject({
      team: 'red',
      role: 'paintballer',
      name: 'Red 7',
      facing: 0,
      expert: false,
      grenades: [],
      status: 'active',
    });
    expect([0, 1, 2].map((i) => slot({ q: 1, r: 1 }, i))).toContainEqual(f.at);
    expect(selection).toEqual(['red-7']);
  });

  it('blue figures face the other end; Marshals get their own ids and names', () => {
    const b = ok(placePiece(captureTheFlag(), { entry: blue, at: centreOf({ q: 3, r: 1 }) }));
    expect(fig(b.setup, 'blue-7').facing).toBe(180);
    const m = ok(
      placePiece(captureTheFlag(), {
        entry: { piece: 'figure', team: 'red', role: 'marshal' },
        at: centreOf({ q: 2, r: 1 }),
      }),
    );
    expect(m.selection).toEqual(['marshal-1']);
    expect(fig(m.setup, 'marshal-1').name).toBe('Marshal 1');
  });

  it('the new figure takes the free slot nearest the click', () => {
    // Hex (0, 0) holds red-3 on slot 0 and red-4 on slot 2: slot 1 is left.
    const { setup } = ok(placePiece(captureTheFlag(), { entry: red, at: centreOf({ q: 0, r: 0 }) }));
    expect(fig(setup, 'red-7').at).toEqual(slot({ q: 0, r: 0 }, 1));
  });

  it('refuses a 4th base in a hex, naming who is there', () => {
    const full = ok(placePiece(captureTheFlag(), { entry: red, at: centreOf({ q: 0, r: 0 }) })).setup;
    const why = refused(placePiece(full, { entry: red, at: centreOf({ q: 0, r: 0 }) }));
    expect(why).toBe(
      'Red 8 does not fit in that hex: a hex holds three bases and Red 3, Red 4 and Red 7 are already there',
    );
  });

  it("refuses a paintballer in an opponent's hex, naming the opponent", () => {
    const why = refused(placePiece(captureTheFlag(), { entry: blue, at: centreOf({ q: 0, r: 0 }) }));
    expect(why).toMatch(/^Blue 7 cannot stand in the same hex as Red 3 of the other team/);
  });

  it('a Marshal may stand with either team', () => {
    const { setup } = ok(
      placePiece(captureTheFlag(), {
        entry: { piece: 'figure', team: 'blue', role: 'marshal' },
        at: centreOf({ q: 0, r: 0 }),
      }),
    );
    expect(sameHex(fig(setup, 'marshal-1').at, { q: 0, r: 0 })).toBe(true);
  });

  it('refuses a figure off the board and anything off the table', () => {
    expect(refused(placePiece(captureTheFlag(), { entry: red, at: { x: -55, y: 35 } }))).toBe(
      'Red 7 would end off the board: figures stand on its hexes',
    );
    expect(refused(placePiece(captureTheFlag(), { entry: red, at: { x: -80, y: 0 } }))).toBe(
      'Red 7 would end off the 120 × 80 cm table',
    );
    expect(
      refused(
        placePiece(captureTheFlag(), { entry: { piece: 'terrain', kind: 'hill' }, at: { x: 0, y: 41 } }),
      ),
    ).toBe('that spot is off the 120 × 80 cm table');
  });

  it('terrain and markers go exactly where clicked, on or off the board', () => {
    const at = { x: -58.123, y: 38 };
    const { setup, selection } = ok(
      placePiece(captureTheFlag(), { entry: { piece: 'terrain', kind: 'hill' }, at }),
    );
    expect(setup.terrain.at(-1)).toEqual({
      id: 'hill-1',
      kind: 'hill',
      at,
      rotation: 0,
      radiusX: 9,
      radiusY: 6.5,
      height: 2.4,
    });
    expect(selection).toEqual(['hill-1']);
  });

  it('every palette entry places a piece the loader accepts, in hex and hexless mode', () => {
    for (const mode of ['hex', 'hexless'] as const) {
      let s: Setup = { ...captureTheFlag(), mode };
      PALETTE.forEach((entry, i) => {
        s = ok(placePiece(s, { entry, at: centreOf({ q: 1 + (i % 3), r: i < 3 ? 0 : 1 }) })).setup;
      });
      expect(s.figures).toHaveLength(14 + 3);
    }
  });

  it('a second red flag gets an id of its own; splats count up', () => {
    const s = ok(
      placePiece(captureTheFlag(), {
        entry: { piece: 'marker', kind: 'flag', team: 'red' },
        at: { x: 0, y: 0 },
      }),
    );
    expect(s.selection).toEqual(['flag-red-1']);
    expect(s.setup.markers.at(-1)).toEqual({
      id: 'flag-red-1',
      kind: 'flag',
      team: 'red',
      at: { x: 0, y: 0 },
      carriedBy: null,
    });
    const t = ok(
      placePiece(s.setup, { entry: { piece: 'marker', kind: 'splat', team: 'blue' }, at: { x: 1, y: 1 } }),
    );
    const u = ok(
      placePiece(t.setup, { entry: { piece: 'marker', kind: 'splat', team: 'blue' }, at: { x: 2, y: 1 } }),
    );
    expect(u.setup.markers.slice(-2).map((m) => m.id)).toEqual(['splat-1', 'splat-2']);
  });

  it('hexless: refuses a base overlapping another and places one that only comes close', () => {
    const s: Setup = { ...captureTheFlag(), mode: 'hexless' };
    const red3 = fig(s, 'red-3').at;
    expect(refused(placePiece(s, { entry: red, at: { x: red3.x + 1, y: red3.y } }))).toBe(
      'Red 7 would overlap the base of Red 3',
    );
    // Two bases facing 0° are 2.5 cm across the flats: side by side along x they just touch.
    const { setup } = ok(placePiece(s, { entry: red, at: { x: red3.x + 2.5, y: red3.y } }));
    expect(fig(setup, 'red-7').at).toEqual({ x: red3.x + 2.5, y: red3.y });
  });

  it('refuses a 61st figure', () => {
    let s: Setup = { ...captureTheFlag(), mode: 'hexless' };
    for (let i = 0; s.figures.length < 60; i++) {
      s = ok(
        placePiece(s, { entry: red, at: { x: -17 + (i % 11) * 3, y: -15 + Math.floor(i / 11) * 3 } }),
      ).setup;
    }
    expect(refused(placePiece(s, { entry: red, at: { x: 20, y: 10 } }))).toMatch(
      /at most|already holds 60 figures/,
    );
  });
});
