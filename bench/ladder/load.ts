import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayMode, Setup } from '../../src/rules/paintball-mini/setup';
import { parseSetup } from '../../src/rules/paintball-mini/setup';

// The ladder of tables the bench measures (issue 13), each read from its shipped file through the
// set-up loader: Capture the Flag from assets/setups, the large, huge and biggest tables from bench/ladder.

export type LadderName = 'CTF' | 'large' | 'huge' | 'biggest';

export const LADDER: readonly LadderName[] = ['CTF', 'large', 'huge', 'biggest'];

/** Where the ladder's files are, from the repository's root: the bench runs there, from source or built. */
const here = 'bench/ladder';

/** The two biggest rungs in both modes: the tables issue 33's figures are read on. */
export type BigTable = `${Exclude<LadderName, 'CTF' | 'large'>}-${PlayMode}`;
export const BIG_TABLES: readonly BigTable[] = ['huge-hex', 'huge-hexless', 'biggest-hex', 'biggest-hexless'];

/** The paintballers still in the game: those with lines to their enemies. */
export const shooters = (t: Setup): Setup['figures'] =>
  t.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');

export const ladderFile = (name: Exclude<LadderName, 'CTF'>, mode: PlayMode) => `${name}-${mode}.json`;

function read(path: string): Setup {
  const parsed = parseSetup(readFileSync(path, 'utf8'));
  if (!parsed.ok)
    throw new Error(
      `${path} does not load: ${parsed.problems.map((p) => `${p.field}: ${p.problem}`).join('; ')}`,
    );
  return parsed.setup;
}

/** A rung of the ladder in one mode; CTF's hexless table is its hex file played without hexes, as before. */
export function loadRung(name: LadderName, mode: PlayMode): Setup {
  if (name === 'CTF') return { ...read('assets/setups/capture-the-flag.json'), mode };
  return read(join(here, ladderFile(name, mode)));
}
