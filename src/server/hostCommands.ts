import type { HostMessage, NetRefusal, TableStatus } from '../net/protocol';
import { refuse } from '../net/protocol';
import type { GameTable } from './table';

// The host's commands at a network table: start, pause, resume and end the game, open or close
// the table to invitation only, and hand a seat to the automatic player or take it back. Each is
// kept on disk before the players hear of it.

/** Each of the host's commands for the game: the states it may be given in, and the one it leaves. */
const STEPS = new Map<
  Exclude<HostMessage['command'], 'auto' | 'invitation'>,
  { from: readonly TableStatus[]; to: TableStatus }
>([
  ['start', { from: ['lobby'], to: 'playing' }],
  ['pause', { from: ['playing'], to: 'paused' }],
  ['resume', { from: ['paused'], to: 'playing' }],
  ['end', { from: ['lobby', 'playing', 'paused'], to: 'over' }],
]);

/** What the table list does around a command: tells the players, and lets the automatic player look again. */
export interface HostAround {
  /** Told once the change is on disk: the game started, or only how the table stands. */
  changed(table: GameTable, change: 'start' | 'view', seq: number): void;
  /** An automatic seat to act may play on (or stops, the game held). */
  soon(table: GameTable): void;
}

/** The host's command; `from` is the seat of the host's own connection (null: the host only watches). */
export async function hostCommand(
  around: HostAround,
  table: GameTable,
  msg: HostMessage,
  from: string | null,
): Promise<{ ok: true; invitation?: string | null } | NetRefusal> {
  if (msg.hostToken !== table.opened.hostToken) return refuse('host', 'only the host may do this');
  if (msg.command === 'invitation') {
    if (msg.on !== table.byInvitation) {
      table.record({ kind: 'invitation', on: msg.on });
      await table.kept();
      around.changed(table, 'view', table.seq);
    }
    return { ok: true, invitation: msg.on ? table.invitation : null };
  }
  if (msg.command === 'auto') {
    if (!table.seats.has(msg.seat)) return refuse('seat', `this table has no seat "${msg.seat}"`);
    // The automatic player takes a seat whose player has gone, or one its own player hands over.
    if (msg.on && from !== msg.seat && table.seats.isConnected(msg.seat))
      return refuse(
        'seat',
        `${table.seats.nameOf(msg.seat)}'s player is at the table: only they may hand their seat to the automatic player`,
      );
    table.record({ kind: 'auto', seat: msg.seat, on: msg.on });
    await table.kept();
    around.changed(table, 'view', table.seq);
    around.soon(table);
    return { ok: true };
  }
  const step = STEPS.get(msg.command)!;
  const now = table.status;
  if (!step.from.includes(now)) return refuse('host', `the game cannot ${msg.command} now: it is ${now}`);
  const starting = now === 'lobby';
  table.record({ kind: 'status', status: step.to });
  await table.kept();
  around.changed(table, starting ? 'start' : 'view', table.seq);
  around.soon(table);
  return { ok: true };
}
