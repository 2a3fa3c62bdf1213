import { createHash } from 'node:crypto';
import type { Socket } from 'socket.io';
import type { Limiter, Rate } from './rateLimit';
import { rateLimiter } from './rateLimit';

// Limits that follow a person across their connections: one machine opening sixty connections
// must not fill the server with tables or guess table codes sixty times faster. A connection is
// known by the address it comes from (behind a proxy that says so, the address the proxy was asked
// from), and a table remembers who opened it by a digest of that address, never the address.

/** Joins and creates one address may send: a burst of 10, then one a second. */
export const ADDRESS_RATE: Rate = { perSecond: 1, burst: 10 };
/** Tables not yet over that one address may hold open at one server. */
export const MOST_TABLES_PER_ADDRESS = 8;
/** Addresses remembered before the quiet ones are forgotten. */
const REMEMBERED = 10_000;

/**
 * The address a connection comes from: when a proxy in front is trusted, the last address in its
 * X-Forwarded-For (the one it added itself: a client may write any before it), else the socket's own.
 */
export function addressOf(socket: Socket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
  return trustProxy && last !== undefined && last !== '' ? last : socket.handshake.address;
}

/** Who opened a table, as kept with it: a digest, so no address is written to the table's file. */
export const openerOf = (address: string): string =>
  createHash('sha256').update(`hex-table:${address}`).digest('hex').slice(0, 16);

/** One limiter per address, for the messages that reach for tables (join, create). */
export class AddressLimits {
  private readonly limiters = new Map<string, Limiter>();
  constructor(private readonly rate: Rate = ADDRESS_RATE) {}

  /** Takes one message's allowance for `address`: false when it has none left. */
  allow(address: string): boolean {
    let limiter = this.limiters.get(address);
    if (limiter === undefined) {
      if (this.limiters.size >= REMEMBERED) this.forgetQuiet();
      limiter = rateLimiter(this.rate);
      this.limiters.set(address, limiter);
    }
    return limiter();
  }

  /** An address whose allowance is full again has nothing to remember. */
  private forgetQuiet(): void {
    for (const [address, limiter] of this.limiters)
      if (limiter.left() >= this.rate.burst) this.limiters.delete(address);
  }
}
