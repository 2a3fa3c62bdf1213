import type { Limiter, Rate } from './rateLimit';
import { rateLimiter } from './rateLimit';

// How many actions each table takes, whoever plays them (a player, the automatic player, a
// script): an endless game of automatic seats cannot spin a table, or the server's memory.

/** The most actions one table takes in a burst, and a second after that. */
export const TABLE_RATE: Rate = { perSecond: 4, burst: 60 };

export class TableAllowances {
  /** Each table's allowance, made on its first use. */
  private readonly tables = new Map<string, Limiter>();
  constructor(private readonly rate: Rate = TABLE_RATE) {}

  /** Counts one action taken at the table. */
  take(tableId: string): void {
    this.of(tableId)();
  }

  /** Why the table may take no action now, in a player's words; null when it may. Asking takes nothing. */
  refusal(tableId: string): string | null {
    return this.of(tableId).left() >= 1
      ? null
      : `this table has taken as many actions as it may for now (${this.rate.perSecond} a second): wait a moment`;
  }

  private of(tableId: string): Limiter {
    let allowed = this.tables.get(tableId);
    if (allowed === undefined) {
      allowed = rateLimiter(this.rate);
      this.tables.set(tableId, allowed);
    }
    return allowed;
  }
}
