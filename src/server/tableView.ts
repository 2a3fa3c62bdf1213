import type { TableView } from '../net/protocol';
import type { GameTable } from './table';

// How a table stands, as every client at it sees it: the seed's hash once the game is on, and the
// seed itself (with its nonce) only once it is over.

export function viewOf(table: GameTable): TableView {
  const { seed, nonce } = table.opened;
  return {
    tableId: table.id,
    system: table.opened.system,
    status: table.status,
    seats: table.seats.view(),
    toAct: table.toAct(),
    seq: table.seq,
    seedHash: table.status === 'lobby' ? null : table.seedHash,
    seed: table.status === 'over' ? { seed, nonce } : null,
  };
}
