import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ladderFile, loadRung } from '../../../bench/ladder/load';
import { makeRung } from '../../../bench/ladder/makeLadder';
import { serialiseSetup, setupBoard } from '../../../src/rules/paintball-mini/setup';
import type { PlayMode } from '../../../src/rules/paintball-mini/setup';

// The bench's ladder of tables (issue 13) is read from shipped files through the set-up loader;
// the files are what bench/ladder/makeLadder.ts generates from its seed, and hold what the issue
// names: hexes, figures, terrain pieces.

const SIZES = {
  CTF: { hexes: 26, figures: 14, terrain: 10, reds: 7, blues: 7 },
  large: { hexes: 74, figures: 31, terrain: 45, reds: 16, blues: 15 },
  huge: { hexes: 242, figures: 83, terrain: 120, reds: 42, blues: 41 },
  // The most the set-up format allows (issue 29): 194 tiles, 100 figures, 200 pieces.
  biggest: { hexes: 1154, figures: 100, terrain: 200, reds: 50, blues: 50 },
} as const;

describe('the bench ladder', () => {
  for (const [name, size] of Object.entries(SIZES) as [keyof typeof SIZES, (typeof SIZES)['CTF']][])
    for (const mode of ['hex', 'hexless'] as PlayMode[])
      it(`${name} (${mode}) opens through the set-up loader with ${size.hexes} hexes, ${size.figures} figures and ${size.terrain} terrain pieces`, () => {
        const table = loadRung(name, mode);
        expect(table.mode).toBe(mode);
        expect(setupBoard(table).hexes).toHaveLength(size.hexes);
        expect(table.figures).toHaveLength(size.figures);
        expect(table.terrain).toHaveLength(size.terrain);
        expect(table.figures.filter((f) => f.team === 'red')).toHaveLength(size.reds);
        expect(table.figures.filter((f) => f.team === 'blue')).toHaveLength(size.blues);
      });

  for (const name of ['large', 'huge', 'biggest'] as const)
    for (const mode of ['hex', 'hexless'] as PlayMode[])
      it(`bench/ladder/${ladderFile(name, mode)} is what the seeded generator makes`, () => {
        const file = readFileSync(join(__dirname, '../../../bench/ladder', ladderFile(name, mode)), 'utf8');
        expect(file).toBe(serialiseSetup(makeRung(name, mode)));
      });

  it('the huge table fields two teams of 40 paintballers', () => {
    const players = loadRung('huge', 'hex').figures.filter((f) => f.role === 'paintballer');
    expect(players.filter((f) => f.team === 'red')).toHaveLength(40);
    expect(players.filter((f) => f.team === 'blue')).toHaveLength(40);
  });
});
