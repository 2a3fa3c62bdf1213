import type { JoinMessage, Joined, NetRefusal } from '../net/protocol';
import { refuse } from '../net/protocol';
import { token } from './ids';
import type { Tables } from './tables';
import { viewOf } from './tableView';

// Taking a seat, coming back to one, or watching. A seat token proves a seat; a free seat is taken
// by naming it (its token comes back, kept by the client for coming back); with neither, the
// client watches. Each gets the set-up as its seat may see it and every event after the last one they have.

export function joinTable(tables: Tables, msg: JoinMessage): Joined | NetRefusal {
  const table = tables.get(msg.tableId);
  if (table === undefined) return refuse('table', `no table has the code ${msg.tableId}`);
  if (msg.lastSeq > table.seq)
    return refuse('stale', `the table is at event ${table.seq}: it has no event ${msg.lastSeq}`);
  let seat: string | null = null;
  let seatToken: string | null = null;
  // A player coming back has their seat's token; anyone new needs the link's invitation too.
  if (msg.seatToken === undefined && table.byInvitation && msg.invitation !== table.invitation)
    return refuse(
      'seat',
      `table ${table.id} seats newcomers by invitation only: open the link the host sends (the code alone is not enough)`,
    );
  if (msg.seatToken !== undefined) {
    seat = table.seats.byToken(msg.seatToken);
    if (seat === null) return refuse('seat', 'this seat token is not one of this table’s');
    seatToken = msg.seatToken;
  } else if (msg.seat !== undefined) {
    if (!table.seats.has(msg.seat)) return refuse('seat', `this table has no seat "${msg.seat}"`);
    if (!table.seats.isFree(msg.seat)) return refuse('seat', `${table.seats.nameOf(msg.seat)} is taken`);
    seat = msg.seat;
    seatToken = token();
    table.record({ kind: 'seat', seat, token: seatToken, player: msg.name ?? table.seats.nameOf(seat) });
  }
  return {
    ok: true,
    seat,
    seatToken,
    setup: table.setupFor(seat),
    table: viewOf(table),
    start: table.stateFor(seat, 'start'),
    startLines: table.startLinesFor(seat),
    events: table.eventsFor(seat, msg.lastSeq),
  };
}
