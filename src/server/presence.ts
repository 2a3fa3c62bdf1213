import type { Server } from 'socket.io';
import type { GameTable } from './table';

// Who is connected at a table that several servers share: a player may sit at any of them, so each
// server's own count is only its part. socket.io's Redis adapter asks every server for the sockets
// in the table's room (a server that has stopped is no longer asked), the seats are counted from
// them, and every other server is told the count, so whichever pushes the table's view next says
// the same. A server counts alone where it keeps its tables alone.

/** The message servers sharing tables tell each other the count in. */
export const PRESENCE = 'presence';

/** Seat → how many of its sockets are connected at every server. */
export type Presence = Record<string, number>;

/** An empty count whose keys are only seat ids: a seat named "__proto__" is a key like any other. */
const noSeats = (): Presence => Object.create(null) as Presence;

/** Counts the seats connected at `table` at every server, takes the count and tells the others (while `open`). */
export async function countEverywhere(io: Server, table: GameTable, open: () => boolean): Promise<void> {
  const counts = noSeats();
  for (const s of await io.in(table.id).fetchSockets()) {
    const seat = (s.data as { seat?: unknown }).seat;
    if (typeof seat === 'string') counts[seat] = (counts[seat] ?? 0) + 1;
  }
  if (!open()) return; // closing: its Redis is gone
  table.seats.present(counts);
  io.serverSideEmit(PRESENCE, table.id, counts);
}

/** Takes a count another server sent (only a count of whole numbers, for a table this one holds). */
export function takeCount(table: GameTable | undefined, counts: unknown): void {
  if (table === undefined || typeof counts !== 'object' || counts === null) return;
  const read = noSeats();
  for (const [seat, n] of Object.entries(counts))
    if (Number.isInteger(n) && (n as number) >= 0) read[seat] = n as number;
  table.seats.present(read);
}
