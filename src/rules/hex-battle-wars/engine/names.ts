import type { SeatView } from './gameState';

// Seats and pieces as players read them, in the log, the refusals and the panels.

/** A seat's name as players read it. */
export const nameOf = (s: SeatView, seat: string): string => s.seats.find((x) => x.id === seat)?.name ?? seat;

/** A piece as players read it: "Blue", or "Blue's tile 2". */
export function pieceName(s: SeatView, id: string): string {
  const tile = s.tiles.find((t) => t.id === id);
  if (tile === undefined) return nameOf(s, id);
  return `${nameOf(s, tile.seat)}'s tile ${id.slice(id.lastIndexOf(':') + 1)}`;
}
