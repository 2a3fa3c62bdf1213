import type { LogEntry } from '../game/log';

// A system's first line may name the seed it was started with (PaintBall Mini's "a new game, seed
// 1234"): fair at one screen, where the seed is no secret, but at a network table it would hand
// every player the dice to come. The table server writes the seed out of the lines it sends until
// the end, when it reveals the seed itself.

/** What stands where a line named the seed. */
export const SEED_WORDS = '(kept by the table server until the end)';

/** The lines with every mention of `seed` (as a whole number) replaced by SEED_WORDS. */
export function withoutSeed(lines: readonly LogEntry[], seed: number | string): readonly LogEntry[] {
  const written = String(seed);
  const named = new RegExp(`(?<![0-9A-Za-z])${written.replace(/[^0-9A-Za-z]/g, '\\$&')}(?![0-9A-Za-z])`, 'g');
  const hide = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(named, SEED_WORDS);
    if (Array.isArray(v)) return v.map(hide);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hide(x)]));
    return v === seed ? SEED_WORDS : v;
  };
  return lines.map((line) => hide(line) as LogEntry);
}
