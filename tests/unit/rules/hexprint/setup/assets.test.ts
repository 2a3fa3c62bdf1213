import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import { SCENARIOS } from '../../../../../src/rules/hexprint/setup/scenarios';

// The tables the app ships for HexPrint (assets/setups/hexprint-<id>.json, written by
// scripts/write-scenarios.ts) are the starter missions exactly, and read like any file.

describe('HexPrint’s built-in tables', () => {
  it.each(Object.keys(SCENARIOS))(
    'HP-SETUP: hexprint-%s.json is its mission as written and reads cleanly',
    (id) => {
      const file: unknown = JSON.parse(readFileSync(`assets/setups/hexprint-${id}.json`, 'utf8'));
      expect(file).toEqual(SCENARIOS[id as keyof typeof SCENARIOS]());
      const read = validateSetup(file);
      expect(read.ok ? [] : read.problems).toEqual([]);
    },
  );
});
