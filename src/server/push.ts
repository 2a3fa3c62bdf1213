import type { Server, Socket } from 'socket.io';
import { SPECTATOR, audienceOf } from '../net/projection';
import type { GameTable } from './table';
import type { Change } from './tables';
import { viewOf } from './tableView';
import { SentStates } from './sentStates';

// What a change at a table pushes to the people at it: each audience (a seat, or the spectators)
// its own projection, encoded once for the whole audience's room.

/** Who a connection is at its table, once it has joined one. */
export interface Member {
  tableId: string;
  seat: string | null;
}

/** The room of one audience at one table: a push is encoded once for all of them. */
export const roomOf = (tableId: string, audience: string) => `${tableId}/${audience}`;

/**
 * The push of a change, for the tables `members` sit at. A shared table (through Redis) has players
 * at other servers too: then every audience's room is pushed to, whoever is here.
 */
export function pusher(
  io: Server,
  members: ReadonlyMap<string, ReadonlySet<Socket>>,
  shared: () => boolean,
): (table: GameTable, change: Change, seq?: number) => void {
  /** What each table's audiences were last pushed of the game, to push only what changed next. */
  const sent = new WeakMap<GameTable, SentStates>();
  return (table, change, seq = table.seq) => {
    const pushed = sent.get(table) ?? new SentStates();
    sent.set(table, pushed);
    const audiences = new Set<string>();
    if (shared())
      for (const seat of [...table.seats.ids(), null]) audiences.add(audienceOf(table.system, seat));
    else
      for (const socket of members.get(table.id) ?? [])
        audiences.add(audienceOf(table.system, (socket.data as Member).seat));
    const view = viewOf(table);
    for (const audience of audiences) {
      const seat = audience === SPECTATOR ? null : audience;
      const to = io.to(roomOf(table.id, audience));
      // The table's view rides with the event: one message to each player, not two.
      if (change === 'event')
        to.emit('event', { ...pushed.push(audience, table.eventsFor(seat, seq - 1, seq)[0]!), table: view });
      if (change === 'start') {
        const state = table.stateFor(seat, 'start');
        pushed.started(audience, state);
        to.emit('started', { state, lines: table.startLinesFor(seat) });
      }
    }
    // Every audience's room together is the table's room: each member had the view with its event.
    if (change !== 'event') io.to(table.id).emit('table', view);
  };
}
