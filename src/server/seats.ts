import type { SeatView } from '../net/protocol';

// Who sits where at one table: each seat of the set-up, the player who took it and the token that
// proves it, whether a socket of theirs is connected, and whether the automatic player plays it.

interface Place {
  readonly id: string;
  readonly name: string;
  player: string | null;
  token: string | null;
  connected: number;
  auto: boolean;
}

export class Seats {
  private readonly places: Place[];

  constructor(seats: readonly { id: string; name: string }[]) {
    this.places = seats.map((s) => ({
      id: s.id,
      name: s.name,
      player: null,
      token: null,
      connected: 0,
      auto: false,
    }));
  }

  ids(): string[] {
    return this.places.map((p) => p.id);
  }
  has(seat: string): boolean {
    return this.places.some((p) => p.id === seat);
  }
  /** The seat's name as the set-up gives it ("Red"), for refusals a player reads. */
  nameOf(seat: string): string {
    return this.places.find((p) => p.id === seat)?.name ?? seat;
  }
  isFree(seat: string): boolean {
    return this.places.find((p) => p.id === seat)?.token === null;
  }
  /** Whether a socket of the seat's player is connected (at any server sharing the table). */
  isConnected(seat: string): boolean {
    return (this.places.find((p) => p.id === seat)?.connected ?? 0) > 0;
  }
  isAuto(seat: string): boolean {
    return this.places.find((p) => p.id === seat)?.auto === true;
  }
  /** The seat a token was handed to, or null for a token of no seat here. */
  byToken(token: string): string | null {
    return this.places.find((p) => p.token === token)?.id ?? null;
  }
  take(seat: string, token: string, player: string): void {
    const p = this.places.find((q) => q.id === seat);
    if (p === undefined) return;
    p.token = token;
    p.player = player;
  }
  setAuto(seat: string, on: boolean): void {
    const p = this.places.find((q) => q.id === seat);
    if (p !== undefined) p.auto = on;
  }
  /** A socket of this seat came (+1) or went (-1). */
  connect(seat: string, by: 1 | -1): void {
    const p = this.places.find((q) => q.id === seat);
    if (p !== undefined) p.connected = Math.max(0, p.connected + by);
  }
  /** Who is connected, as counted at every server sharing the table (a seat not named has no one). */
  present(counts: Readonly<Record<string, number>>): void {
    for (const p of this.places) p.connected = Object.hasOwn(counts, p.id) ? counts[p.id]! : 0;
  }
  /** Who is connected here, as `from` (the same table before it was read again) had it. */
  carry(from: Seats): void {
    for (const p of this.places) p.connected = from.places.find((q) => q.id === p.id)?.connected ?? 0;
  }
  view(): SeatView[] {
    return this.places.map((p) => ({
      id: p.id,
      name: p.name,
      player: p.player,
      connected: p.connected > 0,
      auto: p.auto,
    }));
  }
}
