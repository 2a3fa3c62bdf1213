import type { Field } from './field';
import type { HitOutcomes } from './oddsHit';
import { HitBranches } from './oddsHit';
import type { VolleyPlan } from './volley';

// The branches of the exact odds after the to-hit dice: the hits of a volley one after another, each
// ending in its ways (oddsHit.ts) on a numbered table state (oddsStates.ts). What the remaining hits
// still do is memoised by the hit list's suffix and the state number, so the walk works on plain numbers.

/**
 * What the hits from one on still do: per target, the chance of each outcome (target t's outcome x
 * at t * size + x; the last outcome is 'nothing more'), and who falls (by figure number, `order`
 * listing them as first met).
 */
export interface Future {
  readonly fates: readonly number[];
  /** The indices of `fates` that are not 0, ascending: the walk adds in the same order as a full scan. */
  readonly held: readonly number[];
  readonly deaths: readonly number[];
  readonly order: readonly number[];
}

export class Walk {
  /** Outcome count plus one ('nothing more', the last index). */
  readonly size: number;
  readonly none: Future;
  /** futures[suffix][state]: suffixes of hit lists numbered through a trie of prepended targets. */
  private readonly futures: Future[][] = [];
  private readonly trie: number[] = [];
  private suffixes = 1;
  private readonly hits: HitBranches;

  constructor(
    readonly plan: VolleyPlan,
    root: Field,
    index: ReadonlyMap<string, number>,
    private readonly rank: readonly number[],
    miss: number,
    outcome: HitOutcomes,
  ) {
    this.size = rank.length + 1;
    const fates = zeros(plan.targets.length * this.size);
    for (let t = 0; t < plan.targets.length; t++) fates[t * this.size + rank.length] = 1;
    this.none = { fates, held: nonZero(fates), deaths: [], order: [] };
    this.hits = new HitBranches(plan, root, index, miss, outcome);
  }

  /** The figures a hit can reach or a check can ask about, by figure number. */
  get figures(): readonly string[] {
    return this.hits.figures;
  }

  /** The nearest free Marshal to figure number `r` in state `s`, or null. */
  marshalNear(s: number, r: number) {
    return this.hits.marshalNear(s, r);
  }

  /** Numbers the suffixes of a hit list (targets hit, in order): suffix i is `ids[i]`. */
  suffixesOf(hitList: readonly number[]): number[] {
    const T = this.plan.targets.length;
    const ids = new Array<number>(hitList.length + 1);
    let node = 0;
    ids[hitList.length] = 0;
    for (let i = hitList.length - 1; i >= 0; i--) {
      const j = node * T + hitList[i]!;
      let child = this.trie[j];
      if (child === undefined) {
        child = this.suffixes++;
        this.trie[j] = child;
      }
      node = child;
      ids[i] = node;
    }
    return ids;
  }

  /** What hits i… of `hitList` (suffix numbers `suffix`) still do from state `s`. */
  future(hitList: readonly number[], suffix: readonly number[], i: number, s: number): Future {
    if (i === hitList.length) return this.none;
    let bySuffix = this.futures[suffix[i]!];
    if (bySuffix === undefined) {
      bySuffix = [];
      this.futures[suffix[i]!] = bySuffix;
    }
    const memo = bySuffix[s];
    if (memo !== undefined) return memo;
    const size = this.size;
    const NONE = size - 1;
    const rank = this.rank;
    const T = this.plan.targets.length;
    const fates = zeros(T * size);
    const deaths = zeros(this.hits.figures.length);
    const order: number[] = [];
    const t = hitList[i]!;
    for (const b of this.hits.of(t, s)) {
      const next = this.future(hitList, suffix, i + 1, b.state);
      const bi = b.fate;
      const nf = next.fates;
      const mine = t * size;
      for (const j of next.held) {
        const q = nf[j]!;
        // Target t keeps the worse of this hit and what comes later; the others keep what comes later.
        if (j < mine || j >= mine + size) fates[j]! += b.p * q;
        else {
          const x = j - mine;
          fates[mine + (x === NONE ? bi : rank[x]! > rank[bi]! ? x : bi)]! += b.p * q;
        }
      }
      if (b.dead >= 0) {
        if (!order.includes(b.dead)) order.push(b.dead);
        deaths[b.dead]! += b.p;
      }
      for (const r of next.order) {
        if (!order.includes(r)) order.push(r);
        deaths[r]! += b.p * next.deaths[r]!;
      }
    }
    const result = { fates, held: nonZero(fates), deaths, order };
    bySuffix[s] = result;
    return result;
  }
}

/** Plain arrays of doubles: far cheaper to make than small typed arrays, and as fast to add into. */
export function zeros(n: number): number[] {
  const a: number[] = [];
  for (let j = 0; j < n; j++) a.push(0);
  return a;
}

function nonZero(a: readonly number[]): number[] {
  const out: number[] = [];
  for (let j = 0; j < a.length; j++) if (a[j] !== 0) out.push(j);
  return out;
}
