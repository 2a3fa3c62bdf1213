// Writes the bench's big tables to bench/ladder/*.json (npx vite-node bench/ladder/write.ts).
// They are generated once from a fixed seed; tests/unit/bench/ladder.test.ts keeps the files equal
// to what makeLadder.ts makes and checks that the set-up loader opens them.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { ladderFile } from './load';
import { RUNGS, makeRung } from './makeLadder';
import type { RungName } from './makeLadder';

const here = dirname(fileURLToPath(import.meta.url));
for (const name of Object.keys(RUNGS) as RungName[])
  for (const mode of ['hex', 'hexless'] as const) {
    const file = ladderFile(name, mode);
    writeFileSync(join(here, file), serialiseSetup(makeRung(name, mode)));
    console.log(`wrote bench/ladder/${file}`);
  }
