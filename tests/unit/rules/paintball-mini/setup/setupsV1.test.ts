import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parseSetupText, readSetup, serialiseSetup } from '../../../../../src/table';
import { paintballSetup } from '../../../../../src/rules/paintball-mini/setup';

// Every set-up file shipped before the shared envelope is kept, as it was, under
// tests/fixtures/setups-v1/: each must open as exactly the version-2 file that replaced it.

const KINDS = { 'paintball-mini': paintballSetup };
const v1Files = readdirSync('tests/fixtures/setups-v1').filter((f) => f.endsWith('.json'));

describe('version-1 set-up files open as version 2', () => {
  it('every shipped PaintBall Mini set-up has its version-1 fixture (the other systems never had version 1)', () => {
    expect(v1Files.sort()).toEqual(
      readdirSync('assets/setups')
        .filter((f) => f.endsWith('.json'))
        .filter((f) => JSON.parse(readFileSync(`assets/setups/${f}`, 'utf8')).system === 'paintball-mini')
        .sort(),
    );
    expect(v1Files).toHaveLength(7);
  });

  for (const file of v1Files) {
    it(`${file}: migrates to exactly the shipped version-2 file`, () => {
      const v1Text = readFileSync(`tests/fixtures/setups-v1/${file}`, 'utf8');
      const v2Text = readFileSync(`assets/setups/${file}`, 'utf8');
      const v1 = JSON.parse(v1Text) as Record<string, unknown>;
      expect(v1.format).toBe('paintball-mini-setup');
      expect(v1.version).toBe(1);
      const migrated = parseSetupText(v1Text, KINDS);
      const shipped = parseSetupText(v2Text, KINDS);
      if (!migrated.ok || !shipped.ok) throw new Error(`${file} did not open`);
      expect(migrated.setup.figures).toEqual(shipped.setup.figures);
      expect(migrated.setup.terrain).toEqual(shipped.setup.terrain);
      expect(migrated.setup.markers).toEqual(shipped.setup.markers);
      expect(migrated.setup.board).toEqual(shipped.setup.board);
      expect(migrated.setup.seats).toEqual([
        { id: 'red', name: 'Red' },
        { id: 'blue', name: 'Blue' },
      ]);
      expect(migrated.setup.board.stacks).toEqual([]);
      // The whole set-up, written out again, is the shipped file to the byte.
      expect(serialiseSetup(migrated.setup)).toBe(v2Text);
    });
  }

  it('a version-1 file is read without being changed', () => {
    const v1 = JSON.parse(readFileSync('tests/fixtures/setups-v1/showcase.json', 'utf8')) as unknown;
    const before = JSON.stringify(v1);
    expect(readSetup(v1, KINDS).ok).toBe(true);
    expect(JSON.stringify(v1)).toBe(before);
  });

  it('a version-1 file keeps its own problems, named by the same fields', () => {
    const v1 = JSON.parse(readFileSync('tests/fixtures/setups-v1/single-flag.json', 'utf8')) as Record<
      string,
      unknown
    >;
    const figures = v1.figures as Record<string, unknown>[];
    figures[0] = { ...figures[0], status: 'asleep' };
    expect(readSetup({ ...v1, colour: 'green' }, KINDS)).toEqual({
      ok: false,
      problems: [
        {
          field: 'figures[0].status',
          problem:
            '"asleep" is not allowed: expected "active" or "sentry" or "impotent" or "out-of-ammo" or "jammed" or "eliminated"',
        },
        { field: 'colour', problem: 'unknown field "colour"' },
      ],
    });
  });
});
