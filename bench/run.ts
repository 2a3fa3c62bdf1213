// `npm run bench`: every section in bench/sections, each figure printed next to its target.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { BenchSection } from './report';
import { printRows } from './report';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
let missed = 0;
for (const file of readdirSync(join(here, 'sections'))
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  const mod = (await import(join(here, 'sections', file))) as { default: BenchSection };
  const rows = await mod.default.run();
  printRows(mod.default.title, rows);
  missed += rows.filter((r) => r.met === false).length;
}
console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} target(s) missed.`);
