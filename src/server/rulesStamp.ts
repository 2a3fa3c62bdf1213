import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Which code a snapshot's game was played by. A snapshot holds a game as the rules then played it;
// after any change to the code that plays games (a rules fix, a new field in a state) the log
// replayed would give another game, so a snapshot stamped by other code is ignored and its table
// replayed whole, once. The stamp is a hash of every TypeScript source under src/ that is not a
// view (.tsx): over-cautious on purpose, since a needless replay costs a moment and a stale game
// would be wrong. The server's own build writes the stamp in (vite.config.ts, __RULES_STAMP__),
// since a built server has no sources beside it; run from the sources it is worked out once.

declare const __RULES_STAMP__: string | undefined;

/** The hash of the sources under `src` that play games: every .ts file, by its path and text, in a fixed order. */
export function sourceStamp(src: string): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  walk(src);
  for (const file of files.sort()) {
    hash.update(`${relative(src, file).split('\\').join('/')}\n`);
    hash.update(readFileSync(file));
    hash.update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}

let stamp: string | undefined;

/** The stamp of the code this server plays games by. */
export function rulesStamp(): string {
  if (stamp !== undefined) return stamp;
  stamp =
    typeof __RULES_STAMP__ === 'string'
      ? __RULES_STAMP__
      : sourceStamp(fileURLToPath(new URL('..', import.meta.url)));
  return stamp;
}
