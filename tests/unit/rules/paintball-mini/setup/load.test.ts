import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  MAT_SCENARIOS,
  SCENARIOS,
  captureTheFlag,
  parseSetup,
  reverseFlag,
  serialiseSetup,
  showcase,
  validateSetup,
} from '../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import {
  MOST_FIELD,
  MOST_MESSAGE,
  MOST_PROBLEM,
  MOST_QUOTED,
  clip,
  describeProblems,
} from '../../../../../src/rules/paintball-mini/setup/problems';

const clone = (s: Setup): Record<string, unknown> => JSON.parse(JSON.stringify(s));

function problemsOf(value: unknown) {
  const result = validateSetup(value);
  if (result.ok) throw new Error('expected the set-up to be refused');
  return result.problems;
}

describe('set-up files', () => {
  it('the shipped scenario files equal what the scenario builder makes', () => {
    for (const [id, make] of Object.entries({ ...SCENARIOS, ...MAT_SCENARIOS, showcase })) {
      const text = readFileSync(`assets/setups/${id}.json`, 'utf8');
      expect(text).toBe(serialiseSetup(make()));
      const loaded = parseSetup(text);
      expect(loaded.ok).toBe(true);
    }
  });

  it('PM-SCEN-CTF: 6 players and a Marshal a side, two on each home hex, flags and 3 soft + 1 hard cover a side', () => {
    const s = captureTheFlag();
    for (const team of ['red', 'blue'] as const) {
      const mine = s.figures.filter((f) => f.team === team);
      expect(mine.filter((f) => f.role === 'paintballer')).toHaveLength(6);
      expect(mine.filter((f) => f.role === 'marshal')).toHaveLength(1);
      expect(s.terrain.filter((t) => t.kind === 'soft' && t.id.includes(team))).toHaveLength(3);
      expect(s.terrain.filter((t) => t.kind === 'hard' && t.id.includes(team))).toHaveLength(1);
      expect(s.markers.filter((m) => m.kind === 'flag' && m.team === team)).toHaveLength(1);
    }
  });

  it('broken JSON names the file and where it broke', () => {
    const r = parseSetup('{"format": "paintball-mini-setup", ');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems[0]).toMatchObject({
        field: '(file)',
        problem: expect.stringMatching(/not valid JSON/),
      });
  });

  it('a wrong version is refused by name', () => {
    const v = clone(captureTheFlag());
    v.version = 7;
    expect(problemsOf(v)).toEqual([
      {
        field: 'version',
        problem:
          'version 7 was written by a newer version of this app: this one reads version 2 and older, so update the app to open it',
      },
    ]);
  });

  it('a missing field is named with its path', () => {
    const v = clone(captureTheFlag());
    delete (v.figures as Record<string, unknown>[])[3]!.at;
    expect(problemsOf(v)).toContainEqual({ field: 'figures[3].at', problem: 'missing: expected object' });
  });

  it('an unknown field is named with its path', () => {
    const v = clone(captureTheFlag());
    (v.terrain as Record<string, unknown>[])[0]!.colour = 'brown';
    expect(problemsOf(v)).toContainEqual({ field: 'terrain[0].colour', problem: 'unknown field "colour"' });
  });

  it('a position off the table is refused', () => {
    const v = clone(captureTheFlag());
    (v.figures as { at: { x: number } }[])[0]!.at.x = 500;
    expect(problemsOf(v)).toContainEqual({
      field: 'figures[0].at',
      problem: expect.stringMatching(/off the 120 × 80 cm table/),
    });
  });

  it('two pieces with one id are refused, naming both', () => {
    const v = clone(captureTheFlag());
    (v.terrain as { id: string }[])[2]!.id = 'red-1';
    expect(problemsOf(v)).toContainEqual({
      field: 'terrain[2].id',
      problem: 'id "red-1" is already used by figures[0]',
    });
  });

  it('a flag carried by nobody that exists is refused', () => {
    const v = clone(captureTheFlag());
    (v.markers as { carriedBy: string | null }[])[0]!.carriedBy = 'red-99';
    expect(problemsOf(v)).toContainEqual({
      field: 'markers[0].carriedBy',
      problem: 'no figure has the id "red-99"',
    });
  });

  it('PM-FLAG: a flag carried by an eliminated figure is refused, naming both', () => {
    const v = clone(reverseFlag());
    (v.figures as { status: string }[])[0]!.status = 'eliminated';
    expect(problemsOf(v)).toEqual([
      {
        field: 'markers[0].carriedBy',
        problem:
          'flag "flag-red" is carried by "red-1", who is eliminated: a flag whose carrier is out lies where it fell (PM-FLAG)',
      },
    ]);
  });

  it('PM-FLAG: a carried flag away from its carrier is refused, naming both', () => {
    const v = clone(reverseFlag());
    (v.markers as { at: { x: number } }[])[0]!.at.x += 5;
    expect(problemsOf(v)).toEqual([
      {
        field: 'markers[0].at',
        problem:
          'flag "flag-red" is 5.0 cm away from its carrier "red-1": a carried flag stands on its carrier\'s base',
      },
    ]);
  });

  it('PM-FLAG: two flags on one figure are refused, naming the figure and both flags', () => {
    const v = clone(reverseFlag());
    const red1 = (v.figures as { id: string; at: unknown }[])[0]!;
    const blue = (v.markers as { id: string; at: unknown; carriedBy: string | null }[]).find(
      (m) => m.id === 'flag-blue',
    )!;
    blue.carriedBy = red1.id;
    blue.at = red1.at;
    const i = (v.markers as { id: string }[]).indexOf(blue);
    expect(problemsOf(v)).toEqual([
      {
        field: `markers[${i}].carriedBy`,
        problem:
          '"red-1" already carries flag "flag-red": one figure carries one flag, so flag "flag-blue" cannot be carried too',
      },
    ]);
  });

  it('overlapping tiles are refused', () => {
    const v = clone(captureTheFlag());
    (v.board as { tiles: { at: { q: number; r: number } }[] }).tiles[1]!.at = { q: 1, r: 0 };
    expect(problemsOf(v)[0]).toMatchObject({
      field: 'board.tiles[1]',
      problem: expect.stringMatching(/overlaps tile "base-1"/),
    });
  });
});

describe('missing fields say so', () => {
  it('a missing status, kind, format or version is "missing", not "undefined"', () => {
    const v = clone(captureTheFlag());
    delete (v.figures as Record<string, unknown>[])[1]!.status;
    delete (v.terrain as Record<string, unknown>[])[4]!.kind;
    const problems = problemsOf(v);
    expect(problems).toContainEqual({
      field: 'figures[1].status',
      problem: expect.stringMatching(/^missing: expected "active" or "sentry"/),
    });
    expect(problems).toContainEqual({
      field: 'terrain[4].kind',
      problem: 'missing: expected a kind of piece',
    });
    const noFormat = clone(captureTheFlag());
    delete noFormat.format;
    expect(problemsOf(noFormat)).toEqual([
      {
        field: 'format',
        problem: 'expected "hex-tabletop-setup", missing: is this a table set-up?',
      },
    ]);
    const noVersion = clone(captureTheFlag());
    delete noVersion.version;
    expect(problemsOf(noVersion)).toEqual([
      { field: 'version', problem: 'missing: this app reads version 2' },
    ]);
  });
});

describe('messages quote no more than a short piece of what a file holds', () => {
  const huge = 'k'.repeat(10_000_000);

  it('a 10 MB unknown key is named by its first 39 characters and an ellipsis, in the field and the problem', () => {
    const v = clone(captureTheFlag());
    (v.terrain as Record<string, unknown>[])[0]![huge] = 1;
    const clipped = `${'k'.repeat(39)}…`;
    expect(problemsOf(v)).toEqual([
      { field: `terrain[0].${clipped}`, problem: `unknown field "${clipped}"` },
    ]);
    const message = describeProblems(problemsOf(v));
    expect(message).toBe(`terrain[0].${clipped}: unknown field "${clipped}"`);
  });

  it('many unknown keys: the first three are named and the rest counted', () => {
    const v = clone(captureTheFlag());
    Object.assign(v, { a: 1, b: 2, c: 3, [huge]: 4, e: 5 });
    expect(problemsOf(v)).toEqual([
      { field: '(set-up)', problem: 'unknown fields "a", "b", "c" and 2 more' },
    ]);
  });

  it('a 10 MB wrong value is quoted clipped', () => {
    expect(problemsOf({ ...clone(captureTheFlag()), format: huge })).toEqual([
      {
        field: 'format',
        problem: `expected "hex-tabletop-setup", got "${'k'.repeat(39)}…": is this a table set-up?`,
      },
    ]);
  });

  it('broken JSON of 10 MB gives a message of a few hundred characters at most', () => {
    const r = parseSetup(`{"${huge}`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0]!.field).toBe('(file)');
    expect(r.problems[0]!.problem.startsWith('not valid JSON: ')).toBe(true);
    expect(r.problems[0]!.problem.length).toBeLessThanOrEqual(16 + MOST_PROBLEM);
  });

  it('describeProblems clips each field and problem, and the whole message, however long the problems are', () => {
    const long = (c: string) => c.repeat(5000);
    const problems = [1, 2, 3, 4, 5].map((i) => ({ field: long(String(i)), problem: long('p') }));
    const message = describeProblems(problems);
    expect(message.length).toBeLessThanOrEqual(MOST_MESSAGE);
    expect(message.endsWith('… (and 2 more)')).toBe(true);
    expect(message.startsWith(`${'1'.repeat(MOST_FIELD - 1)}…: ${'p'.repeat(MOST_PROBLEM - 1)}…; `)).toBe(
      true,
    );
  });

  it('clip keeps short text, cuts long text to the limit with an ellipsis, and never splits an emoji', () => {
    expect(clip('short')).toBe('short');
    expect(clip('x'.repeat(MOST_QUOTED))).toBe('x'.repeat(MOST_QUOTED));
    expect(clip('x'.repeat(MOST_QUOTED + 1))).toBe(`${'x'.repeat(MOST_QUOTED - 1)}…`);
    expect(clip(`abc😀def`, 5)).toBe('abc…');
    expect(clip(`ab😀cdef`, 5)).toBe('ab😀…');
  });
});
