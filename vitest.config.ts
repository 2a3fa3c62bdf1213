import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: `unit` runs the pure layers and the sight layer in plain Node; `slow` runs the
// sweeps, in Node too; `browser` builds the app once, serves it on 127.0.0.1 and drives it in
// headless Chromium (see tests/browser/harness.ts). `npm test` runs all three.

/**
 * The sweeps: each plays seeded random games or tables (fuzz, properties), or checks a fast path
 * against a plain answer over every case or a million rolls, or kills and restarts servers at every
 * step of a game. Each is seconds where a unit file is milliseconds, so `unit` stays quick to run
 * while working, and these still run before every merge.
 */
const SLOW = [
  'net/faults',
  'net/redisBlip',
  'rules/hex-battle-wars/engine/flatSight',
  'rules/hex-battle-wars/play.property',
  'rules/hex-battle-wars/sight/tableSight',
  'rules/hexprint/engine/properties',
  'rules/paintball-mini/engine/badActions.property',
  'rules/paintball-mini/engine/logWords',
  'rules/paintball-mini/engine/odds',
  'rules/paintball-mini/engine/properties',
  'rules/paintball-mini/setup/edit/sequences',
  'rules/paintball-mini/setup/fuzz',
  'rules/paintball-mini/sight/baseGrid',
  'rules/paintball-mini/sight/corridors',
  'rules/paintball-mini/sight/fastFacts',
  'rules/paintball-mini/sight/flatSightAgreement',
  'rules/paintball-mini/sight/hexEdges',
  'rules/paintball-mini/sight/plainBaseline',
  'rules/paintball-mini/sight/plainVisible',
  'rules/paintball-mini/sight/raycastAgreement',
  'rules/paintball-mini/sight/smokeApart',
  'rules/paintball-mini/sight/visibleLadder',
  'sight/stackSolids',
].map((file) => `tests/unit/${file}.test.ts`);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'slow',
          include: SLOW,
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
