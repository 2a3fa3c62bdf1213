import { defineConfig } from 'vitest/config';

// Two projects: `unit` runs the pure layers and the sight layer in plain Node; `browser` builds the
// app once, serves it on 127.0.0.1 and drives it in headless Chromium (see tests/browser/harness.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
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
