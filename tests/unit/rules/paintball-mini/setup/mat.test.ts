import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { distance, matRectangle } from '../../../../../src/geometry';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { decodeShareLink, encodeShareLink } from '../../../../../src/table/share';

const KINDS = { 'paintball-mini': paintballSetup };
import {
  MAT_HOME_RADIUS_CM,
  captureTheFlag,
  captureTheFlagMat,
  checkPlacement,
  paintballSetup,
  parseSetup,
  reverseFlagMat,
  serialiseSetup,
  setupBoard,
  singleFlagMat,
  validateSetup,
} from '../../../../../src/rules/paintball-mini/setup';

// An open mat for tape-measure play: the set-up format, its checks, and the three scenarios on a
// 120 × 80 cm mat, measured in cm as the rulebook says ("simply bear in mind that a hex is 10cm").

const clone = (s: Setup): Record<string, unknown> => JSON.parse(JSON.stringify(s));
type Board = { tiles?: unknown[]; mat?: { outline: unknown[] } };
const boardOf = (v: Record<string, unknown>) => v.board as Board;

function problemsOf(value: unknown) {
  const result = validateSetup(value);
  if (result.ok) throw new Error('expected the set-up to be refused');
  return result.problems;
}

describe('an open mat in a set-up file', () => {
  it('a mat set-up has no tiles and loads; the file may leave the tiles out', () => {
    const v = clone(captureTheFlagMat());
    expect(boardOf(v).tiles).toEqual([]);
    expect(boardOf(v).mat).toEqual({ outline: matRectangle(120, 80) });
    expect(validateSetup(v).ok).toBe(true);
    delete boardOf(v).tiles;
    const r = validateSetup(v);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.setup.board.tiles).toEqual([]);
  });

  it('files made before the mat (tiles, no mat) still load unchanged', () => {
    const text = readFileSync('assets/setups/capture-the-flag.json', 'utf8');
    expect(text).not.toContain('"mat"');
    const r = parseSetup(text);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.setup).toEqual(captureTheFlag());
      expect(serialiseSetup(r.setup)).toBe(text);
      expect(setupBoard(r.setup).mat).toBeNull();
      expect(setupBoard(r.setup).hexes).toHaveLength(26);
    }
  });

  it('a link to a mat set-up opens as the same mat', () => {
    const link = encodeShareLink(captureTheFlagMat(), KINDS, 'https://example.test/');
    if (!link.ok) throw new Error(link.reason);
    const back = decodeShareLink(link.url, KINDS);
    expect(back).toEqual({ ok: true, setup: captureTheFlagMat() });
  });

  it('a board with neither tiles nor a mat is refused, naming both ways out', () => {
    const v = clone(captureTheFlag());
    boardOf(v).tiles = [];
    expect(problemsOf(v)).toEqual([
      {
        field: 'board.tiles',
        problem:
          'no tiles: a board needs at least one hex tile, or an open mat (board.mat) for tape-measure play',
      },
    ]);
  });

  it('a mat in hex mode, or a mat with tiles, is refused', () => {
    const hex = { ...clone(captureTheFlagMat()), mode: 'hex' };
    expect(problemsOf(hex)).toEqual([
      {
        field: 'board.mat',
        problem: 'an open mat has no hexes: it is for tape-measure play, so mode must be "hexless"',
      },
    ]);
    const both = clone(captureTheFlagMat());
    boardOf(both).tiles = (clone(captureTheFlag()).board as Board).tiles!;
    expect(problemsOf(both)).toEqual([
      {
        field: 'board.tiles',
        problem: 'an open mat has no hex tiles, this one lists 6: remove the tiles or the mat',
      },
    ]);
  });

  it('a bad outline is refused with what is wrong and where', () => {
    const withOutline = (outline: unknown[]) => {
      const v = clone(captureTheFlagMat());
      boardOf(v).mat = { outline };
      return v;
    };
    expect(
      problemsOf(
        withOutline([
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ]),
      ),
    ).toEqual([
      { field: 'board.mat.outline', problem: 'a mat needs at least 3 corners, this outline has 2' },
    ]);
    const bowtie = [
      { x: -50, y: -30 },
      { x: 50, y: 30 },
      { x: 50, y: -30 },
      { x: -50, y: 30 },
    ];
    expect(problemsOf(withOutline(bowtie))).toEqual([
      { field: 'board.mat.outline', problem: 'the outline crosses itself: side 1 meets side 3' },
    ]);
    const twice = [...matRectangle(100, 60), { x: 50, y: 30 }];
    expect(problemsOf(withOutline(twice))).toEqual([
      { field: 'board.mat.outline[4]', problem: 'corner 5 is at (50, 30) cm, the same point as corner 3' },
    ]);
    expect(
      problemsOf(
        withOutline([
          { x: 0, y: 0 },
          { x: 'ten', y: 0 },
          { x: 0, y: 10 },
        ]),
      ),
    ).toEqual([{ field: 'board.mat.outline[1].x', problem: 'expected number, got "ten"' }]);
    expect(problemsOf(withOutline(matRectangle(150, 80)))).toEqual([
      {
        field: 'board.mat.outline',
        problem:
          'the mat runs off the 140 × 100 cm table at (-75, -40) cm: make the table larger or the mat smaller',
      },
    ]);
  });
});

describe('the scenarios on an open mat', () => {
  const stockade = (s: Setup, team: 'red' | 'blue') => s.terrain.find((t) => t.id === `stockade-${team}`)!;
  const figuresOf = (s: Setup, team: 'red' | 'blue', role: 'paintballer' | 'marshal') =>
    s.figures.filter((f) => f.team === team && f.role === role);
  const onHome = (s: Setup, team: 'red' | 'blue') =>
    figuresOf(s, team, 'paintballer').filter(
      (f) => distance(f.at, stockade(s, team).at) <= MAT_HOME_RADIUS_CM,
    );
  /** cm from a point to the home stockade's edge. */
  const beyondHome = (s: Setup, team: 'red' | 'blue', p: { x: number; y: number }) =>
    distance(p, stockade(s, team).at) - MAT_HOME_RADIUS_CM;

  it('PM-SCEN-CTF (open mat): homes are 10 cm stockades, two players on each, the rest and the flag within 10 cm of it, a Marshal beside each', () => {
    const s = captureTheFlagMat();
    expect(s.name).toBe('Capture the Flag — open mat 120 × 80 cm');
    expect(s.mode).toBe('hexless');
    for (const team of ['red', 'blue'] as const) {
      expect(stockade(s, team)).toMatchObject({ kind: 'stockade', radius: 5 });
      expect(onHome(s, team)).toHaveLength(2);
      for (const f of figuresOf(s, team, 'paintballer'))
        expect(beyondHome(s, team, f.at)).toBeLessThanOrEqual(10);
      const marshal = figuresOf(s, team, 'marshal')[0]!;
      expect(beyondHome(s, team, marshal.at)).toBeGreaterThan(0);
      expect(beyondHome(s, team, marshal.at)).toBeLessThanOrEqual(10);
      const flag = s.markers.find((m) => m.id === `flag-${team}`)!;
      expect(flag).toMatchObject({ carriedBy: null });
      expect(beyondHome(s, team, flag.at)).toBeGreaterThan(0);
      expect(beyondHome(s, team, flag.at)).toBeLessThanOrEqual(10);
      expect(s.terrain.filter((t) => t.kind === 'soft' && t.id.includes(team))).toHaveLength(3);
      expect(s.terrain.filter((t) => t.kind === 'hard' && t.id.includes(team))).toHaveLength(1);
    }
    expect(stockade(s, 'red').at).toEqual({ x: -45, y: 0 });
    expect(stockade(s, 'blue').at).toEqual({ x: 45, y: 0 });
    expect(checkPlacement(s)).toEqual([]);
  });

  it('PM-SCEN-REVERSE (open mat): nobody on their own home base, one player of each team holds its own flag', () => {
    const s = reverseFlagMat();
    for (const team of ['red', 'blue'] as const) {
      expect(onHome(s, team)).toHaveLength(0);
      const flag = s.markers.find((m) => m.id === `flag-${team}`)!;
      const carrier = s.figures.find((f) => f.id === (flag.kind === 'flag' ? flag.carriedBy : null))!;
      expect(carrier).toMatchObject({ team, role: 'paintballer' });
      expect(flag.at).toEqual(carrier.at);
    }
    expect(checkPlacement(s)).toEqual([]);
  });

  it('PM-SCEN-SINGLE (open mat): one flag in the middle of the mat, 2 soft and 2 hard cover a side', () => {
    const s = singleFlagMat();
    expect(s.markers).toEqual([
      { id: 'flag', kind: 'flag', team: 'red', at: { x: 0, y: 0 }, carriedBy: null },
    ]);
    for (const team of ['red', 'blue'] as const) {
      expect(s.terrain.filter((t) => t.kind === 'soft' && t.id.includes(team))).toHaveLength(2);
      expect(s.terrain.filter((t) => t.kind === 'hard' && t.id.includes(team))).toHaveLength(2);
    }
    expect(checkPlacement(s)).toEqual([]);
  });

  it('PM-SCEN-CTF, EN-MAT (open mat): the start checks measure in cm: a player 12 cm beyond the home base, a flag 11 cm beyond it', () => {
    const s = captureTheFlagMat();
    const moved: Setup = {
      ...s,
      figures: s.figures.map((f) => (f.id === 'red-3' ? { ...f, at: { x: -45 + 5 + 12, y: 0 } } : f)),
      markers: s.markers.map((m) => (m.id === 'flag-blue' ? { ...m, at: { x: 45, y: 5 + 11 } } : m)),
    };
    expect(checkPlacement(moved).map((w) => [w.rule, w.pieces, w.message])).toEqual([
      [
        'PM-SCEN-CTF',
        ['red-3'],
        "Red 3 starts away from Red's home base: paintballers start on their home base or within 10 cm of it",
      ],
      [
        'PM-SCEN-CTF',
        ['flag-blue'],
        "Blue's flag is not next to Blue's home base: it starts within 10 cm of it",
      ],
    ]);
  });

  it('PM-LOS-PERIMETER (open mat): a piece off the mat is flagged as off the mat', () => {
    const s = captureTheFlagMat();
    const off: Setup = {
      ...s,
      terrain: s.terrain.map((t) => (t.id === 'soft-red-1' ? { ...t, at: { x: -25, y: 45 } } : t)),
    };
    const warnings = checkPlacement(off).filter((w) => w.rule === 'PM-LOS-PERIMETER');
    expect(warnings.map((w) => [w.pieces, w.message])).toEqual([
      [['soft-red-1'], 'the soft cover stands off the mat, outside the playing area'],
    ]);
  });
});
