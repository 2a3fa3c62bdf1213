// `npm test`: types, lint, formatting, then every vitest test (unit, slow and browser), and one closing line
// "N passed, N failed" that CI reads (vitest's own summary is not read there).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results/vitest.json';
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return run.status === 0;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
mkdirSync('test-results', { recursive: true });

if (step('types', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json'])) passed++;
else failed++;
if (step('lint', npx, ['eslint', '.', '--max-warnings=0'])) passed++;
else failed++;
// One look for all code: `npm run format` writes what this checks.
if (step('formatting', npx, ['prettier', '--check', '.'])) passed++;
else failed++;
if (!step('chromium', process.execPath, ['scripts/ensure-chromium.mjs'])) failed++;
// The network tests that share tables between servers start a redis-server of their own.
if (!step('redis', process.execPath, ['scripts/ensure-redis.mjs'])) failed++;

if (existsSync(results)) rmSync(results);
const vitestOk = step('tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
]);
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests to count: count it, so it cannot pass unseen.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed++;
  }
} else {
  failed++;
}
if (!vitestOk && failed === 0) failed++;

console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
