import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import {
  captureTheFlag,
  parseSetup,
  reverseFlag,
  showcase,
  singleFlag,
} from '../../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import type { PlacementWarning } from '../../../../../../src/rules/paintball-mini/setup/edit';
import {
  checkPlacement,
  deletePieces,
  homeBases,
  movePieceTo,
  placePiece,
  setProperties,
} from '../../../../../../src/rules/paintball-mini/setup/edit';
import { hexKey, tileHexes } from '../../../../../../src/geometry';
import { centreOf, hexOf, ok, slot, withFigureAt } from './helpers';

const only = (s: Setup): PlacementWarning => {
  const w = checkPlacement(s);
  expect(w).toHaveLength(1);
  return w[0]!;
};

describe('checkPlacement', () => {
  it('every shipped PaintBall Mini set-up in assets/setups gives no warnings', () => {
    const files = readdirSync('assets/setups')
      .filter((f) => f.endsWith('.json'))
      .filter((f) => JSON.parse(readFileSync(`assets/setups/${f}`, 'utf8')).system === 'paintball-mini');
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const r = parseSetup(readFileSync(`assets/setups/${file}`, 'utf8'));
      if (!r.ok) throw new Error(file);
      expect(checkPlacement(r.setup), file).toEqual([]);
    }
  });

  it('recognises the home bases: single hexes with a stockade, red the −x one', () => {
    expect(homeBases(captureTheFlag()).map((h) => [h.team, h.hex, h.tileId, h.stockadeId])).toEqual([
      ['red', { q: -1, r: 1 }, 'home-red', 'stockade-red'],
      ['blue', { q: 5, r: 2 }, 'home-blue', 'stockade-blue'],
    ]);
  });

  it('PM-SCEN-CTF: a paintballer away from its home base is named', () => {
    const w = only(withFigureAt(captureTheFlag(), 'red-3', slot({ q: 2, r: 0 }, 0)));
    expect(w).toEqual({
      rule: 'PM-SCEN-CTF',
      pieces: ['red-3'],
      severity: 'warning',
      message:
        "Red 3 starts away from Red's home base: paintballers start on their home hex or in a hex next to it",
    });
  });

  it('PM-SCEN-CTF: three paintballers on a home hex', () => {
    const w = only(withFigureAt(captureTheFlag(), 'red-3', slot({ q: -1, r: 1 }, 2)));
    expect(w.pieces).toEqual(['red-1', 'red-2', 'red-3']);
    expect(w.message).toBe(
      "Red 1, Red 2 and Red 3 start on Red's home hex: at most two paintballers may start there",
    );
  });

  it('PM-SCEN-REVERSE: nobody on their own home hex', () => {
    const w = only(withFigureAt(reverseFlag(), 'blue-3', slot({ q: 5, r: 2 }, 0)));
    expect(w).toMatchObject({
      rule: 'PM-SCEN-REVERSE',
      pieces: ['blue-3'],
      message: "Blue 3 starts on Blue's own home hex: in Reverse Flag nobody starts there",
    });
  });

  it('cover per side: CTF and Reverse want 3 soft + 1 hard, Single 2 + 2', () => {
    const ctf = ok(deletePieces(captureTheFlag(), { ids: ['soft-red-3'] })).setup;
    expect(only(ctf)).toMatchObject({
      rule: 'PM-SCEN-CTF',
      pieces: ['soft-red-1', 'soft-red-2'],
      message: "Red's end has 2 soft cover: in Capture the Flag each player places 3",
    });
    const rev = ok(
      placePiece(reverseFlag(), { entry: { piece: 'terrain', kind: 'hard' }, at: { x: 20, y: 0 } }),
    ).setup;
    expect(only(rev)).toMatchObject({
      rule: 'PM-SCEN-REVERSE',
      message: "Blue's end has 2 hard cover: in Reverse Flag each player places 1",
    });
    const single = ok(deletePieces(singleFlag(), { ids: ['hard-blue-2'] })).setup;
    expect(only(single)).toMatchObject({
      rule: 'PM-SCEN-SINGLE',
      message: "Blue's end has 1 hard cover: in Single Flag each player places 2",
    });
  });

  it('a Marshal not next to a home base, and an end with no Marshal', () => {
    const s = ok(movePieceTo(captureTheFlag(), { id: 'marshal-red', to: centreOf({ q: 2, r: 1 }) })).setup;
    expect(checkPlacement(s)).toEqual([
      {
        rule: 'PM-SCEN-CTF',
        pieces: ['marshal-red'],
        severity: 'warning',
        message:
          'Marshal (red end) is not next to a home base: a Marshal starts in a hex next to a home base at each end',
      },
      {
        rule: 'PM-SCEN-CTF',
        pieces: [],
        severity: 'warning',
        message: "no Marshal starts next to Red's home base: one Marshal starts at each end",
      },
    ]);
  });

  it('CTF flags: one a team, next to its home base, not carried', () => {
    const far = ok(movePieceTo(captureTheFlag(), { id: 'flag-red', to: centreOf({ q: 2, r: 1 }) })).setup;
    expect(only(far)).toMatchObject({
      pieces: ['flag-red'],
      message: "Red's flag is not next to Red's home base: it starts in a hex next to it",
    });
    const none = ok(deletePieces(captureTheFlag(), { ids: ['flag-blue'] })).setup;
    expect(only(none).message).toBe('there are 0 blue flags: each team has one flag');
    const carried = ok(
      setProperties(captureTheFlag(), { id: 'flag-red', changes: { carriedBy: 'red-5' } }),
    ).setup;
    expect(only(carried).pieces).toEqual(['flag-red', 'red-5']);
  });

  it('Reverse flags: one carrier a side, of the flag’s own team', () => {
    const dropped = ok(setProperties(reverseFlag(), { id: 'flag-blue', changes: { carriedBy: null } })).setup;
    expect(only(dropped)).toMatchObject({
      rule: 'PM-SCEN-REVERSE',
      message: "Blue's flag is not carried: in Reverse Flag one blue paintballer starts with it",
    });
    let wrong = ok(setProperties(reverseFlag(), { id: 'flag-red', changes: { carriedBy: null } })).setup;
    wrong = ok(setProperties(wrong, { id: 'flag-red', changes: { carriedBy: 'blue-2' } })).setup;
    expect(checkPlacement(wrong).map((w) => w.message)).toContain(
      "Red's flag is carried by Blue 2 of the other team: one red paintballer starts with it",
    );
  });

  it('Single Flag: one flag, midway between the home bases', () => {
    const off = ok(movePieceTo(singleFlag(), { id: 'flag', to: centreOf({ q: 1, r: 1 }) })).setup;
    expect(only(off)).toMatchObject({
      rule: 'PM-SCEN-SINGLE',
      pieces: ['flag'],
      message: expect.stringMatching(
        /^the flag is \d+ cm from Red's home and \d+ cm from Blue's: it starts midway/,
      ),
    });
    const two = ok(
      placePiece(singleFlag(), {
        entry: { piece: 'marker', kind: 'flag', team: 'blue' },
        at: { x: 0, y: 5 },
      }),
    ).setup;
    expect(only(two).message).toBe(
      'there are 2 flags: Single Flag uses one flag, in the middle of the board',
    );
    const carried = ok(setProperties(singleFlag(), { id: 'flag', changes: { carriedBy: 'red-3' } })).setup;
    expect(checkPlacement(carried).map((w) => w.message)).toContain(
      'the flag starts carried by Red 3: it starts on the ground in the middle',
    );
  });

  it('no home base at an end is said once, and the rest is still checked', () => {
    const s = ok(deletePieces(captureTheFlag(), { ids: ['stockade-blue'] })).setup;
    const w = checkPlacement(s);
    expect(w.map((x) => x.message)).toContain(
      "no home base at Blue's end: Capture the Flag wants a single hex with a log stockade on it at each end",
    );
    expect(w.every((x) => x.rule === 'PM-SCEN-CTF')).toBe(true);
  });

  it('PM-CAPACITY: three of one team in a bunker', () => {
    let s: Setup = { ...captureTheFlag(), scenario: 'custom' };
    s = ok(
      placePiece(s, { entry: { piece: 'terrain', kind: 'bunker' }, at: centreOf({ q: 0, r: 0 }) }),
    ).setup;
    expect(checkPlacement(s)).toEqual([]);
    s = ok(
      placePiece(s, {
        entry: { piece: 'figure', team: 'red', role: 'paintballer' },
        at: centreOf({ q: 0, r: 0 }),
      }),
    ).setup;
    expect(only(s)).toEqual({
      rule: 'PM-CAPACITY',
      pieces: ['bunker-1', 'red-3', 'red-4', 'red-7'],
      severity: 'warning',
      message: 'Red 3, Red 4 and Red 7 are in the bunker: it holds at most two of one team',
    });
  });

  it('PM-LARGE: more than 11 paintballers in a team is a note about 2d6 command dice', () => {
    let s: Setup = { ...captureTheFlag(), scenario: 'custom', mode: 'hexless' };
    for (let i = 0; i < 6; i++)
      s = ok(
        placePiece(s, {
          entry: { piece: 'figure', team: 'blue', role: 'paintballer' },
          at: { x: -12 + 4 * i, y: -10 },
        }),
      ).setup;
    expect(only(s)).toMatchObject({
      rule: 'PM-LARGE',
      severity: 'note',
      message: 'blue has 12 paintballers, more than 11: blue rolls 2d6 for the command dice (PM-CMD)',
    });
    expect(only(s).pieces).toHaveLength(12);
  });

  it('PM-SENTRY: a file with a sentry carrying a flag or in a bunker is warned about', () => {
    const s = showcase();
    const sentries = {
      ...s,
      figures: s.figures.map((f) =>
        f.id === 'red-6' || f.id === 'red-5' ? { ...f, status: 'sentry' as const } : f,
      ),
    };
    expect(checkPlacement(sentries)).toEqual([
      {
        rule: 'PM-SENTRY',
        pieces: ['red-5', 'bunker-1'],
        severity: 'warning',
        message: 'Red 5 is a sentry in the bunker: figures in bunkers cannot be sentries',
      },
      {
        rule: 'PM-SENTRY',
        pieces: ['red-6', 'flag-blue'],
        severity: 'warning',
        message: "Red 6 is a sentry and carries Blue's flag: a flag carrier cannot be a sentry",
      },
    ]);
  });
});

describe('checkPlacement: pieces off the board', () => {
  it('PM-LOS-PERIMETER: a piece left on bare wood is named, and cover off the board counts for no one', () => {
    const s = captureTheFlag();
    const soft = s.terrain.find((t) => t.kind === 'soft' && t.at.x < 0)!;
    // A hand-made file with the board's tile under that cover taken away (the editor refuses this).
    const tiles = s.board.tiles.filter(
      (t) => !tileHexes(t).some((h) => hexKey(h) === hexKey(hexOf(soft.at))),
    );
    const figures = s.figures.filter((f) =>
      tiles.some((t) => tileHexes(t).some((h) => hexKey(h) === hexKey(hexOf(f.at)))),
    );
    const terrain = s.terrain.filter(
      (t) =>
        t === soft || tiles.some((tile) => tileHexes(tile).some((h) => hexKey(h) === hexKey(hexOf(t.at)))),
    );
    const markers = s.markers.filter((m) =>
      m.kind === 'flag' && m.carriedBy !== null
        ? true
        : tiles.some((t) => tileHexes(t).some((h) => hexKey(h) === hexKey(hexOf(m.at)))),
    );
    const warnings = checkPlacement({ ...s, board: { ...s.board, tiles }, figures, terrain, markers });
    const off = warnings.find((w) => w.rule === 'PM-LOS-PERIMETER')!;
    expect(off.pieces).toEqual([soft.id]);
    expect(off.message).toBe('the soft cover stands off the board, outside the playing area');
    const redSoft = warnings.find(
      (w) =>
        w.rule === 'PM-SCEN-CTF' && w.message.startsWith("Red's end has") && w.message.includes('soft cover'),
    )!;
    expect(redSoft.pieces).not.toContain(soft.id);
  });
});
