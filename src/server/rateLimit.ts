// How often one socket may speak: a bucket of `burst` messages refilled at `perSecond`. A flood is
// refused message by message with a reason, and the table never sees it.

export interface Rate {
  readonly perSecond: number;
  readonly burst: number;
}

export const DEFAULT_RATE: Rate = { perSecond: 20, burst: 40 };

export function rateLimiter(rate: Rate, now: () => number = () => performance.now()): () => boolean {
  let tokens = rate.burst;
  let last = now();
  return () => {
    const t = now();
    tokens = Math.min(rate.burst, tokens + ((t - last) / 1000) * rate.perSecond);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
