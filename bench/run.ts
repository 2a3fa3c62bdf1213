// `npm run bench`: every section in bench/sections, each figure printed next to its target.
// Each section runs as the product's code runs: bundled by Vite's production build (`vite build
// --ssr`), not from source. Run from source, vite-node's module runner reads every imported binding
// through a getter, and the sight's hot paths timed that runner rather than the app.
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';
import type { BenchSection } from './report';
import { printRows } from './report';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * Where sections are built to: inside the checkout, so a bundle finds the app's dependencies, and
 * one folder a run, so two runs never build over each other.
 */
const OUT = `node_modules/.cache/bench-${process.pid}`;
const only = process.argv.slice(2);
let missed = 0;
for (const file of readdirSync(join(here, 'sections'))
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  const mod = (await import(pathToFileURL(await built(file)).href)) as { default: BenchSection };
  const rows = await mod.default.run();
  printRows(mod.default.title, rows);
  missed += rows.filter((r) => r.met === false).length;
}
rmSync(OUT, { recursive: true, force: true });
console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} target(s) missed.`);

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
