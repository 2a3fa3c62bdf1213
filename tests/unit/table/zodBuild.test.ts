import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from '../../../src/table/zod';

// The app reads every shape with zod's small build (src/table/zod.ts). One import of the full build
// anywhere would put both in the first download, and a schema that takes `z` from 'zod/mini' itself
// would refuse in "Invalid input" instead of naming what is wrong.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe("zod's small build", () => {
  const files = sourceFiles('src').map((f) => ({ f, text: readFileSync(f, 'utf8') }));

  it('is the only zod the app imports, and its schemas take z from src/table/zod.ts', () => {
    const full = files.filter(({ text }) => /from 'zod(\/v4)?(\/classic)?'/.test(text)).map(({ f }) => f);
    expect(full).toEqual([]);
    const direct = files
      .filter(
        ({ f, text }) =>
          /^import \{[^}]*\} from 'zod\/mini'/m.test(text) && !f.endsWith(join('table', 'zod.ts')),
      )
      .map(({ f }) => f);
    expect(direct).toEqual([]);
    // The scan reads real files: the schemas are there to find.
    expect(
      files.filter(({ text }) => /from '(\.\.\/)+table\/zod'|from '\.\/zod'/.test(text)).length,
    ).toBeGreaterThan(5);
  });

  it('refuses in words, as the full build did', () => {
    const r = z.strictObject({ n: z.int().check(z.maximum(5)) }).safeParse({ n: 9, x: 1 });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'Too big: expected number to be <=5',
      'Unrecognized key: "x"',
    ]);
  });
});
