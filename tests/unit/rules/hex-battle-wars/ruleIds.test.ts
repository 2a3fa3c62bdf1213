import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every rule of our Hex Battle Wars rulings is named by at least one test of this folder.

const RULE_IDS = [
  'HB-BOARD',
  'HB-SEATS',
  'HB-LEVEL',
  'HB-OBSTACLES',
  'HB-STATS',
  'HB-PLACE',
  'HB-ORDER',
  'HB-STEPS',
  'HB-PASS',
  'HB-INVIS',
  'HB-INVIS-KEEP',
  'HB-INVIS-NOATTACK',
  'HB-REAPPEAR',
  'HB-HIDDEN',
  'HB-GHOST',
  'HB-MOVE',
  'HB-LOS',
  'HB-ATTACK',
  'HB-TWENTY',
  'HB-DAMAGE',
  'HB-WIN',
  'HB-DRAW',
  'HB-HAZARD',
  'HB-HAZARD-LEAVE',
  'HB-DICE',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? files(path) : f.endsWith('.test.ts') ? [path] : [];
  });
}

describe('Hex Battle Wars rule coverage', () => {
  it('names every HB rule in a test name', () => {
    const names = files(__dirname).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\bit(?:\.each\([^)]*\))?\(\s*(['"`])(.*?)\1/g)].map((m) => m[2]!),
    );
    const named = new Set(names.flatMap((n) => n.match(/HB-[A-Z-]+[A-Z]/g) ?? []));
    expect(RULE_IDS.filter((id) => !named.has(id))).toEqual([]);
  });
});
