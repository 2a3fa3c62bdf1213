import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import type { NetRefusal } from '../net/protocol';
import {
  BUFFER_CAP,
  SETUP_CAP,
  createSchema,
  hostSchema,
  intentSchema,
  joinSchema,
  readMessage,
  refuse,
} from '../net/protocol';
import { SPECTATOR, audienceOf } from '../net/projection';
import type { Rate } from './rateLimit';
import { DEFAULT_RATE, rateLimiter } from './rateLimit';
import type { ServedSystems } from './served';
import type { GameTable } from './table';
import type { Change } from './tables';
import { Tables } from './tables';
import { joinTable } from './join';

// The table server on socket.io: one connection per player, four messages (create, join, intent,
// host), each answered by an acknowledgement, and three pushes (started, event, table). Every message is
// rate-limited, size-capped and shape-checked before a table sees it. Each accepted action is
// pushed to each connection as its own seat's projection; spectators get the public one.

export interface TableServerOptions {
  readonly systems: ServedSystems;
  /** Where tables are kept (one file each); null keeps them in memory only. */
  readonly dataDir: string | null;
  readonly rate?: Rate;
  /** How many tables it holds at most (MOST_TABLES unless told). */
  readonly mostTables?: number;
}

export interface TableServer {
  readonly io: Server;
  readonly tables: Tables;
  close(): Promise<void>;
}

/** Who a connection is at its table, once it has joined one. */
export interface Member {
  tableId: string;
  seat: string | null;
}

type Ack = (answer: unknown) => void;

export function attachTableServer(
  http: HttpServer | Http2SecureServer,
  options: TableServerOptions,
): TableServer {
  const io = new Server(http, { maxHttpBufferSize: BUFFER_CAP, serveClient: false, cors: { origin: false } });
  const members = new Map<string, Set<Socket>>();
  const tables = new Tables(
    options.systems,
    options.dataDir,
    (table, change, seq) => push(table, change, seq),
    options.mostTables,
  );

  /** The room of one audience at one table: a push is encoded once for all of them. */
  const room = (tableId: string, audience: string) => `${tableId}/${audience}`;

  function push(table: GameTable, change: Change, seq = table.seq): void {
    const audiences = new Set<string>();
    for (const socket of members.get(table.id) ?? [])
      audiences.add(audienceOf(table.system, (socket.data as Member).seat));
    for (const audience of audiences) {
      const seat = audience === SPECTATOR ? null : audience;
      const to = io.to(room(table.id, audience));
      if (change === 'event') to.emit('event', table.eventsFor(seat, seq - 1, seq)[0]!);
      if (change === 'start')
        to.emit('started', { state: table.stateFor(seat, 'start'), lines: table.startLinesFor(seat) });
    }
    io.to(table.id).emit('table', tables.view(table));
  }

  io.on('connection', (socket) => {
    const allowed = rateLimiter(options.rate ?? DEFAULT_RATE);
    /** Every message: an acknowledgement to answer, the rate, then the handler; a bug is a refusal, never a crash. */
    const on = (name: string, handle: (raw: unknown) => unknown) =>
      socket.on(name, (raw: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return;
        const answer = (ack as Ack).bind(null);
        if (!allowed()) return answer(refuse('rate', 'too many messages: slow down'));
        new Promise((resolve) => resolve(handle(raw))).then(answer, (e: unknown) => {
          console.error('table server:', e);
          answer(refuse('table', 'the server could not take this message'));
        });
      });

    on('create', (raw) => {
      const read = readMessage(createSchema, raw, SETUP_CAP);
      return read.ok ? tables.open(read.message) : read;
    });

    on('join', async (raw) => {
      const read = readMessage(joinSchema, raw);
      if (!read.ok) return read;
      const joined = joinTable(tables, read.message);
      if (!joined.ok) return joined;
      await tables.get(read.message.tableId)!.kept(); // a seat just taken is on disk before its token is handed over
      leave(socket);
      const member: Member = { tableId: read.message.tableId, seat: joined.seat };
      socket.data = member;
      const table = tables.get(member.tableId)!;
      if (!members.has(table.id)) members.set(table.id, new Set());
      members.get(table.id)!.add(socket);
      void socket.join([table.id, room(table.id, audienceOf(table.system, member.seat))]);
      if (member.seat !== null) table.seats.connect(member.seat, 1);
      push(table, 'view');
      return { ...joined, table: tables.view(table) };
    });

    on('intent', async (raw) => {
      const read = readMessage(intentSchema, raw);
      if (!read.ok) return read;
      const member = socket.data as Partial<Member>;
      const table = member.tableId === undefined ? undefined : tables.get(member.tableId);
      if (table === undefined) return refuse('table', 'join a table first');
      const checked = table.check(member.seat ?? null, read.message.expectedSeq, read.message.action);
      if (!checked.ok) return checked satisfies NetRefusal;
      return { ok: true, seq: await tables.commit(table, member.seat!, checked) };
    });

    on('host', (raw) => {
      const read = readMessage(hostSchema, raw);
      if (!read.ok) return read;
      const table = tables.get((socket.data as Partial<Member>).tableId ?? '');
      return table === undefined ? refuse('table', 'join the table first') : tables.host(table, read.message);
    });

    socket.on('disconnect', () => leave(socket));
  });

  function leave(socket: Socket): void {
    const member = socket.data as Partial<Member>;
    if (member.tableId === undefined) return;
    members.get(member.tableId)?.delete(socket);
    for (const r of socket.rooms) if (r !== socket.id) void socket.leave(r);
    const table = tables.get(member.tableId);
    socket.data = {};
    if (table === undefined) return;
    if (member.seat != null) table.seats.connect(member.seat, -1);
    push(table, 'view');
  }

  return {
    io,
    tables,
    close: () =>
      new Promise<void>((resolve) => {
        tables.close();
        void io.close(() => resolve());
      }),
  };
}
