// Where a side's total stands among every game with the same decisions. Its rolls are independent
// and each has whole-number outcomes, so the chances of each total are the convolution of their
// odds, exactly; a side's luck (its total less the total it expected) ranks as its total does. The
// terms are all products and sums of chances, never differences, so no cancellation creeps in: the
// error stays a few units in the last place per roll. Tails are summed apart, smallest first with a
// compensated sum, so a one-in-a-million total is not lost against the ones near 1.

/** The chances of each total of the rolls so far and one more roll with `odds`. */
export function withRoll(total: readonly number[], odds: readonly number[]): number[] {
  const next = new Array<number>(total.length + odds.length - 1).fill(0);
  for (let t = 0; t < total.length; t++) {
    const p = total[t]!;
    if (p === 0) continue;
    for (let k = 0; k < odds.length; k++) next[t + k]! += p * odds[k]!;
  }
  return next;
}

/** A sum that keeps the low bits a plain sum drops (Neumaier's). */
function carefulSum(values: readonly number[]): number {
  let sum = 0;
  let lost = 0;
  for (const v of [...values].sort((a, b) => a - b)) {
    const t = sum + v;
    lost += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  return sum + lost;
}

/** Among every game with the same decisions: the share whose total is lower, the same, higher. */
export interface Standing {
  readonly below: number;
  readonly tied: number;
  readonly above: number;
}

/** Where `observed` stands in `total` (the chances of each total), each share out of the whole. */
export function standing(total: readonly number[], observed: number): Standing {
  const below = carefulSum(total.slice(0, Math.max(0, observed)));
  const tied = total[observed] ?? 0;
  const above = carefulSum(total.slice(observed + 1));
  // The chances sum to 1 only to rounding: each share is taken of what they do sum to.
  const all = below + tied + above;
  return { below: below / all, tied: tied / all, above: above / all };
}
