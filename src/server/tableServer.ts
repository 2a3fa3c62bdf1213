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
import { audienceOf } from '../net/projection';
import { reachableAt } from './addresses';
import { ADDRESS_RATE, AddressLimits, addressOf, openerOf } from './addressLimits';
import type { ServerLog } from './log';
import { errorsOnly } from './log';
import type { ServerMetrics } from './metrics';
import { serverMetrics } from './metrics';
import type { Rate } from './rateLimit';
import { DEFAULT_RATE, rateLimiter } from './rateLimit';
import { KeepUnsure, TableMoved } from './records';
import type { ServedSystems } from './served';
import type { GameTable } from './table';
import { Tables } from './tables';
import { viewOf } from './tableView';
import type { Member } from './push';
import { pusher, roomOf } from './push';
import type { TableStore } from './tableStore';
import { joinTable } from './join';
import { PRESENCE, countEverywhere, takeCount } from './presence';

// The table server on socket.io: one connection per player, four messages (create, join, intent,
// host), each answered by an acknowledgement, and three pushes (started, event, table: an event
// carries the table's view with it). Every message is
// rate-limited, size-capped and shape-checked before a table sees it. Each accepted action is
// pushed to each connection as its own seat's projection; spectators get the public one.

export interface TableServerOptions {
  readonly systems: ServedSystems;
  /** Where tables are kept (one file each); null keeps them in memory only. */
  readonly dataDir: string | null;
  /** Tables shared with other servers (Redis), with the adapter that carries their rooms: dataDir is then unused. */
  readonly shared?: { readonly store: TableStore; readonly adapter: Parameters<Server['adapter']>[0] };
  readonly rate?: Rate;
  /** How many tables it holds in memory at most (MOST_TABLES unless told). */
  readonly mostTables?: number;
  /** How long a table nobody is at stays in memory (IDLE_MS unless told); it stays kept. */
  readonly idleMs?: number;
  /** Where it logs (its errors only, to standard output, unless told). */
  readonly log?: ServerLog;
  /** How long the automatic player takes over each action (AUTO_PACE_MS unless told). */
  readonly autoPaceMs?: number;
  /** How many actions one table takes (TABLE_RATE unless told). */
  readonly tableRate?: Rate;
  /** Joins and creates one address may send (ADDRESS_RATE unless told). */
  readonly addressRate?: Rate;
  /** Tables not yet over one address may hold (MOST_TABLES_PER_ADDRESS unless told). */
  readonly mostPerAddress?: number;
  /** Whether a proxy in front says who it was asked by (X-Forwarded-For): only then is that header believed. */
  readonly trustProxy?: boolean;
}

/** Joins one connection may send: a burst of 5, then one every two seconds (guessing codes is slow work). */
const JOIN_RATE: Rate = { perSecond: 0.5, burst: 5 };
const TOO_MANY_JOINS = 'too many tries to join or open tables: wait a minute and try again';

export interface TableServer {
  readonly io: Server;
  readonly tables: Tables;
  readonly metrics: ServerMetrics;
  close(): Promise<void>;
}

type Ack = (answer: unknown) => void;

/** A change another server kept first: nothing of this message was kept. */
const MOVED = 'another player changed the table at the same moment: nothing was changed, try again';
/** The store did not say whether a change was kept: the table is read again from it before the next message. */
const UNSURE =
  "the table's store did not answer in time, so this may not have been kept: the table is read again from it; look, then try again";

export function attachTableServer(
  http: HttpServer | Http2SecureServer,
  options: TableServerOptions,
): TableServer {
  const io = new Server(http, { maxHttpBufferSize: BUFFER_CAP, serveClient: false, cors: { origin: false } });
  if (options.shared !== undefined) io.adapter(options.shared.adapter);
  const members = new Map<string, Set<Socket>>();
  const log = options.log ?? errorsOnly();
  const metrics = serverMetrics({
    tables: () => tables.size,
    connections: () => io.engine.clientsCount,
  });
  /** Set once the server is closing: a count finished meanwhile pushes nothing (its Redis is gone). */
  let closing = false;
  const tables = new Tables(
    options.systems,
    options.shared?.store ?? options.dataDir,
    (table, change, seq) => push(table, change, seq),
    {
      log,
      storeSeconds: (s) => metrics.storeSeconds.observe(s),
      // Someone is at the table: a player in a seat (counted at every server sharing it) or a spectator here.
      attended: (table) =>
        (members.get(table.id)?.size ?? 0) > 0 || table.seats.ids().some((s) => table.seats.isConnected(s)),
      ...(options.autoPaceMs === undefined ? {} : { autoPaceMs: options.autoPaceMs }),
      ...(options.tableRate === undefined ? {} : { tableRate: options.tableRate }),
      ...(options.mostPerAddress === undefined ? {} : { mostPerOpener: options.mostPerAddress }),
      ...(options.mostTables === undefined ? {} : { mostTables: options.mostTables }),
      ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
    },
  );
  const push = pusher(io, members, () => tables.shared);

  const perAddress = new AddressLimits(options.addressRate ?? ADDRESS_RATE);

  io.on('connection', (socket) => {
    const allowed = rateLimiter(options.rate ?? DEFAULT_RATE);
    const address = addressOf(socket, options.trustProxy === true);
    const joinsHere = rateLimiter(options.addressRate === undefined ? JOIN_RATE : options.addressRate);
    /** A join or a create: counted against this connection's and this address's allowance. */
    const reachAllowed = () => perAddress.allow(address) && joinsHere();
    // Every message counts against the rate, whatever its kind and whether or not it asks for an
    // answer: one past it is dropped unread by the handlers, with a refusal where an answer was asked.
    socket.use((packet, next) => {
      if (allowed()) return next();
      metrics.refusals.inc({ rule: 'rate' });
      const ack: unknown = packet[packet.length - 1];
      if (typeof ack === 'function') (ack as Ack)(refuse('rate', 'too many messages: slow down'));
    });
    /** The table and seat this connection sits at, for every line logged of it. */
    const where = () => {
      const member = socket.data as Partial<Member>;
      return member.tableId === undefined ? {} : { table: member.tableId, seat: member.seat ?? 'watching' };
    };
    /** Every message: an acknowledgement to answer, then the handler; a bug is a refusal, never a crash. */
    const on = (name: string, handle: (raw: unknown) => unknown) =>
      socket.on(name, (raw: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return;
        const done = metrics.answered.startTimer({ message: name });
        const answer = (said: unknown) => {
          done();
          const refused = said as Partial<NetRefusal>;
          if (refused.ok === false && typeof refused.rule === 'string') {
            metrics.refusals.inc({ rule: refused.rule });
            log.debug({ ...where(), message: name, rule: refused.rule, reason: refused.reason }, 'refused');
          }
          (ack as Ack)(said);
        };
        new Promise((resolve) => resolve(handle(raw))).then(answer, (e: unknown) => {
          if (e instanceof TableMoved) return answer(refuse('stale', MOVED));
          if (e instanceof KeepUnsure) {
            log.warn({ ...where(), message: name, problem: e.message }, 'the store did not answer');
            // Read again now, so its players are told what was kept (a view) without waiting for the next message.
            const at = (socket.data as Partial<Member>).tableId;
            if (at !== undefined) void tables.fresh(at).catch(() => {});
            return answer(refuse('table', UNSURE));
          }
          log.error({ ...where(), message: name, err: e }, 'the server could not take a message');
          answer(refuse('table', 'the server could not take this message'));
        });
      });

    on('create', async (raw) => {
      const read = readMessage(createSchema, raw, SETUP_CAP);
      if (!read.ok) return read;
      if (!reachAllowed()) return refuse('rate', TOO_MANY_JOINS);
      const opened = await tables.open(read.message, openerOf(address));
      if (opened.ok) log.info({ table: opened.tableId, system: read.message.system }, 'table opened');
      return opened;
    });

    on('join', async (raw) => {
      const read = readMessage(joinSchema, raw);
      if (!read.ok) return read;
      if (!reachAllowed()) return refuse('rate', TOO_MANY_JOINS);
      await tables.fresh(read.message.tableId);
      const joined = joinTable(tables, read.message);
      if (!joined.ok) return joined;
      await tables.get(read.message.tableId)!.kept(); // a seat just taken is on disk before its token is handed over
      leave(socket);
      const member: Member = { tableId: read.message.tableId, seat: joined.seat };
      socket.data = member;
      const table = tables.get(member.tableId)!;
      if (!members.has(table.id)) members.set(table.id, new Set());
      members.get(table.id)!.add(socket);
      void socket.join([table.id, roomOf(table.id, audienceOf(table.system, member.seat))]);
      if (member.seat !== null) table.seats.connect(member.seat, 1);
      await seatsChanged(table);
      tables.wake(table);
      log.info(where(), 'joined');
      return { ...joined, table: viewOf(table), reachAt: reachAt() };
    });

    on('intent', async (raw) => {
      const read = readMessage(intentSchema, raw);
      if (!read.ok) return read;
      const member = socket.data as Partial<Member>;
      const table = member.tableId === undefined ? undefined : await tables.fresh(member.tableId);
      if (table === undefined) return refuse('table', 'join a table first');
      metrics.intents.inc();
      const { expectedSeq, action } = read.message;
      const checked = table.check(member.seat ?? null, expectedSeq, action);
      if (!checked.ok) return checked satisfies NetRefusal;
      const spent = tables.allowance(table);
      if (spent !== null) return refuse('rate', spent);
      try {
        return { ok: true, seq: await tables.commit(table, member.seat!, checked) };
      } catch (e) {
        if (!(e instanceof TableMoved)) throw e;
        // Another server kept an action first: this one was never kept, and the table is read again.
        const now = (await tables.fresh(table.id))?.seq ?? table.seq;
        return refuse(
          'stale',
          `the table has moved on: it is at event ${now}, the intent was for ${expectedSeq}`,
        );
      }
    });

    on('host', async (raw) => {
      const read = readMessage(hostSchema, raw);
      if (!read.ok) return read;
      const member = socket.data as Partial<Member>;
      const table = await tables.fresh(member.tableId ?? '');
      if (table === undefined) return refuse('table', 'join the table first');
      return tables.host(table, read.message, member.seat ?? null);
    });

    socket.on('disconnect', () => leave(socket));
  });

  /** Where other machines open this server, for the links players send. */
  function reachAt(): string[] {
    const bound = http.address();
    return bound === null || typeof bound === 'string' ? [] : reachableAt(bound.address, bound.port);
  }

  function leave(socket: Socket): void {
    const member = socket.data as Partial<Member>;
    if (member.tableId === undefined) return;
    members.get(member.tableId)?.delete(socket);
    for (const r of socket.rooms) if (r !== socket.id) void socket.leave(r);
    const table = tables.get(member.tableId);
    socket.data = {};
    if (table === undefined) return;
    if (member.seat != null) table.seats.connect(member.seat, -1);
    void seatsChanged(table);
  }

  /** Someone came or went: at a shared table they are counted at every server first; then everyone is told. */
  async function seatsChanged(table: GameTable): Promise<void> {
    // A server that does not answer leaves the count as this one has it.
    if (tables.shared && !closing) await countEverywhere(io, table, () => !closing).catch(() => {});
    if (!closing) push(table, 'view');
  }
  io.on(PRESENCE, (tableId: unknown, counts: unknown) =>
    takeCount(typeof tableId === 'string' ? tables.get(tableId) : undefined, counts),
  );

  return {
    io,
    tables,
    metrics,
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        tables.close();
        void io.close(() => void (options.shared?.store.close() ?? Promise.resolve()).then(resolve));
      }),
  };
}
