// What a volley did to each declared target, the categories the exact odds are given in. A target hit
// twice keeps the worst that happened to it.

export type ChartFate = 'chart-1' | 'chart-2' | 'chart-3' | 'chart-4' | 'chart-5' | 'chart-6';
export type Fate =
  | 'no-shot'
  | ChartFate
  | 'miss'
  | `absorbed:${string}`
  | 'saved'
  | 'shrugged-off'
  | 'wiped'
  | 'survived'
  | 'suppressed'
  | 'eliminated';

const RANK: Record<string, number> = {
  'no-shot': 0,
  miss: 1,
  absorbed: 2,
  saved: 3,
  'shrugged-off': 3,
  wiped: 4,
  survived: 5,
  suppressed: 6,
  eliminated: 7,
};
const ranks = new Map<string, number>();
export function fateRank(f: Fate): number {
  let r = ranks.get(f);
  if (r === undefined) {
    r = f.startsWith('chart-') ? 0 : RANK[f.split(':')[0]!]!;
    if (ranks.size < 10000) ranks.set(f, r);
  }
  return r;
}

/** Keeps the worse of the two; on a tie the first stays (the first obstruction that took a shot). */
export const worse = (a: Fate, b: Fate): Fate => (fateRank(b) > fateRank(a) ? b : a);

export const FATE_WORDS: Record<string, string> = {
  'no-shot': 'no shot (smoke)',
  'chart-1': 'problem chart: out of gas',
  'chart-2': 'problem chart: out of ammo',
  'chart-3': 'problem chart: gun jam',
  'chart-4': 'problem chart: minor problem',
  'chart-5': 'problem chart: goggles steamed up',
  'chart-6': 'problem chart: goggle lifting, disqualified',
  miss: 'missed',
  saved: 'hit, saved',
  'shrugged-off': 'hit, shrugged off',
  wiped: 'hit, the mark wiped off (no Marshal within 2 to check it)',
  survived: 'marked, survives the paintcheck',
  suppressed: 'suppressed (impotent)',
  eliminated: 'eliminated',
};

/**
 * A fate in a player's words. An absorbed shot names what took it when `nameOf` can name the piece
 * by its id ("absorbed by the soft cover", "absorbed by Blue 3"); never the id itself.
 */
export const fateWords = (f: Fate, nameOf?: (id: string) => string): string =>
  f.startsWith('absorbed:')
    ? nameOf === undefined
      ? 'absorbed by something in the way'
      : `absorbed by ${nameOf(f.slice(9))}`
    : (FATE_WORDS[f] ?? f);
