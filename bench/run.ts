// `npm run bench`: every section in bench/sections, each figure printed next to its target.
// Each section runs as the product's code runs: bundled by Vite's production build (`vite build
// --ssr`), not from source. Run from source, vite-node's module runner reads every imported binding
// through a getter, and the sight's hot paths timed that runner rather than the app. The machine's
// load is printed when the run starts, as each section starts and when it ends (bench/timing.ts
// says how figures are timed). A section that throws or times out prints FAILED with its reason and
// the rest still run; the run then exits 1.
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';
import type { BenchSection } from './report';
import { printFailed, printRows, printTitle } from './report';
import { machineLoad } from './timing';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * Where sections are built to: inside the checkout, so a bundle finds the app's dependencies, and
 * one folder a run, so two runs never build over each other.
 */
const OUT = `node_modules/.cache/bench-${process.pid}`;
const only = process.argv.slice(2);
let missed = 0;
const failed: string[] = [];
/** Rejections no section awaited (a socket's late timeout): counted against the section running. */
const stray: string[] = [];
process.on('unhandledRejection', (e) => stray.push(reasonOf(e)));

console.log(`# npm run bench: ${machineLoad()} at the start`);
for (const file of readdirSync(join(here, 'sections'))
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  // A section that throws or times out says so and why, and the others still run.
  let title = file;
  try {
    const mod = (await import(pathToFileURL(await built(file)).href)) as { default: BenchSection };
    title = mod.default.title;
    printTitle(title, machineLoad());
    const rows = await mod.default.run();
    printRows(rows);
    missed += rows.filter((r) => r.met === false).length;
    if (stray.length > 0) throw new Error(`after its figures: ${stray.join('; ')}`);
  } catch (e) {
    if (title === file) printTitle(title, machineLoad());
    printFailed(reasonOf(e));
    failed.push(title);
  }
  stray.length = 0;
}
rmSync(OUT, { recursive: true, force: true });
console.log(`\n# ${machineLoad()} at the end`);
const ran = failed.length === 0 ? '' : ' in the sections that ran';
console.log(missed === 0 ? `Every target met${ran}.` : `${missed} target(s) missed${ran}.`);
if (failed.length > 0) console.log(`${failed.length} section(s) FAILED: ${failed.join('; ')}`);
// Out now, even if a failed section left a socket or a child open behind it.
process.exit(failed.length > 0 ? 1 : 0);

function reasonOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Builds one section as the server is built for production; returns the bundle's path. */
async function built(file: string): Promise<string> {
  // vite-node sets NODE_ENV to development; a production build wants it production while it builds.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      logLevel: 'error',
      mode: 'production',
      build: { ssr: join(here, 'sections', file), outDir: OUT, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
  return resolve(OUT, file.replace(/\.ts$/, '.js'));
}
