// How often one socket may speak: a bucket of `burst` messages refilled at `perSecond`. A flood is
// refused message by message with a reason, and the table never sees it.

export interface Rate {
  readonly perSecond: number;
  readonly burst: number;
}

export const DEFAULT_RATE: Rate = { perSecond: 20, burst: 40 };

/** Takes one message's allowance (false: none is left); `left` says how many it would allow now, taking none. */
export interface Limiter {
  (): boolean;
  left(): number;
}

export function rateLimiter(rate: Rate, now: () => number = () => performance.now()): Limiter {
  let tokens = rate.burst;
  let last = now();
  const refill = () => {
    const t = now();
    tokens = Math.min(rate.burst, tokens + ((t - last) / 1000) * rate.perSecond);
    last = t;
  };
  const take = (() => {
    refill();
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  }) as Limiter;
  take.left = () => {
    refill();
    return Math.floor(tokens);
  };
  return take;
}
