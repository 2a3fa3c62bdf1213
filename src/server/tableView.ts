import type { TableView } from '../net/protocol';
import type { GameTable } from './table';

// How a table stands, as every client at it sees it: the seed's hash once the game is on, and the
// seed itself (with its nonce) only once it is over, and then the whole set-up where a seat was
// sent less of it.

export function viewOf(table: GameTable): TableView {
  const { seed, nonce } = table.opened;
  const hidesSetup = table.system.redactSetup !== undefined;
  return {
    tableId: table.id,
    system: table.opened.system,
    status: table.status,
    seats: table.seats.view(),
    // A game over (by the rules or by the host) has no one to act, whatever its last state says.
    toAct: table.status === 'over' ? null : table.toAct(),
    seq: table.seq,
    byInvitation: table.byInvitation,
    seedHash: table.status === 'lobby' ? null : table.seedHash,
    seed: table.status === 'over' ? { seed, nonce, ...(hidesSetup && { setup: table.setup }) } : null,
  };
}
