import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { LogEntry } from '../../../../src/game/log';
import type { Joined, JoinMessage, Started, TableEvent, TableView } from '../../../../src/net/protocol';
import type { ServedSystems } from '../../../../src/server/served';
import type { TableServer, TableServerOptions } from '../../../../src/server/tableServer';
import { attachTableServer } from '../../../../src/server/tableServer';
import { serverLog } from '../../../../src/server/log';
import type { Rate } from '../../../../src/server/rateLimit';
import { stateAfter } from '../../../../src/net/followState';

// A table server on 127.0.0.1 at a port the OS picks, and players that talk to it as the app will:
// each keeps every byte it was sent, the lines and the state it was given, and the table's view.

export interface Served {
  readonly url: string;
  readonly server: TableServer;
  /** Every error line the server logged (JSON, one per error): a bug is never a silent refusal. */
  readonly errors: readonly string[];
  /** Closes it once: a second call waits for the first. */
  close(): Promise<void>;
}

/** A rate no scripted game meets: the flood test asks for the server's own. */
export const UNHURRIED: Rate = { perSecond: 100_000, burst: 1000 };

export async function serve(
  systems: ServedSystems,
  dataDir: string | null = null,
  rate = UNHURRIED,
  more: Pick<
    TableServerOptions,
    'mostTables' | 'autoPaceMs' | 'tableRate' | 'addressRate' | 'mostPerAddress' | 'trustProxy'
  > = {},
): Promise<Served> {
  const http = createServer();
  const errors: string[] = [];
  const log = serverLog('error', { write: (line: string) => void errors.push(line) });
  const server = attachTableServer(http, {
    systems,
    dataDir,
    rate,
    log,
    // Scripted games play as fast as they are answered, the automatic player too, unless a test asks for the server's own pace.
    autoPaceMs: 0,
    tableRate: UNHURRIED,
    // Every player of a test comes from 127.0.0.1.
    addressRate: UNHURRIED,
    mostPerAddress: 100_000,
    ...more,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  let closed: Promise<void> | null = null;
  return { url, server, errors, close: () => (closed ??= closeBoth(server, http)) };
}

/** Closes a table server and the http server it rides on, cutting every connection. */
export async function closeBoth(server: TableServer, http: HttpServer): Promise<void> {
  await server.close();
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
}

/** Waits until `ready()` holds, checking every few ms, for at most `ms`; fails naming `what`. */
export async function until(what: string, ready: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

export class Player {
  /** Every message this player was sent, as the bytes on the wire. */
  readonly bytes: string[] = [];
  readonly events: TableEvent[] = [];
  lines: LogEntry[] = [];
  state: unknown = null;
  view: TableView | null = null;
  seat: string | null = null;
  seatToken: string | null = null;
  /** The last event this player has. */
  seq = 0;
  /** The event `state` is the game after (an event may carry none: a later one follows). */
  stateAt = 0;

  constructor(readonly socket: Socket) {
    socket.io.on('open', () =>
      socket.io.engine.on('packet', (p: { data?: unknown }) => void this.record(p.data)),
    );
    socket.on('event', (e: TableEvent) => this.take(e));
    socket.on('table', (v: TableView) => (this.view = v));
    socket.on('started', (s: Started) => {
      this.state = s.state;
      this.stateAt = 0;
      this.lines = [...(s.lines as LogEntry[])];
    });
  }

  /** A player connected to `url`; `headers` go with its handshake (a proxy's X-Forwarded-For). */
  static async at(url: string, headers?: Record<string, string>): Promise<Player> {
    const socket = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(headers === undefined ? {} : { extraHeaders: headers }),
    });
    const player = new Player(socket);
    await until('a connection', () => socket.connected);
    return player;
  }

  private record(data: unknown): void {
    this.bytes.push(typeof data === 'string' ? data : JSON.stringify(data ?? null));
  }

  private take(e: TableEvent): void {
    if (e.seq !== this.seq + 1) throw new Error(`event ${e.seq} came after ${this.seq}`);
    this.events.push(e);
    const after = stateAfter({ state: this.state, at: this.stateAt }, e);
    if (!after.ok) throw new Error(after.problem);
    this.lines.push(...(e.lines as LogEntry[]));
    this.state = after.state;
    this.stateAt = after.at;
    this.seq = e.seq;
    if (e.table !== undefined) this.view = e.table;
  }

  /** Sends a message and waits for its acknowledgement. */
  ask<T = { ok: boolean; reason?: string; rule?: string; seq?: number }>(
    name: string,
    msg: unknown,
  ): Promise<T> {
    return this.socket.timeout(5000).emitWithAck(name, msg) as Promise<T>;
  }

  async join(msg: Omit<JoinMessage, 'lastSeq'> & { lastSeq?: number }): Promise<Joined> {
    const lastSeq = msg.lastSeq ?? this.seq;
    const r = await this.ask<Joined | { ok: false; reason: string }>('join', { ...msg, lastSeq });
    if (!r.ok) throw new Error(`join refused: ${r.reason}`);
    this.seat = r.seat;
    this.seatToken = r.seatToken;
    this.view = r.table;
    if (lastSeq === 0) {
      this.state = r.start;
      this.stateAt = 0;
      this.lines = [...(r.startLines as LogEntry[])];
    }
    for (const e of r.events) this.take(e);
    return r;
  }

  intent(action: unknown, expectedSeq = this.seq) {
    return this.ask('intent', { expectedSeq, action });
  }

  /** Every byte this player has been sent, as one string to search. */
  heard(): string {
    return this.bytes.join('\n');
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Opens a table on the server for `system`'s set-up; the host's token comes back with its code. */
export async function openTable(
  host: Player,
  system: string,
  setup: unknown,
): Promise<{ tableId: string; hostToken: string }> {
  const r = await host.ask<{ ok: true; tableId: string; hostToken: string } | { ok: false; reason: string }>(
    'create',
    {
      system,
      setup,
    },
  );
  if (!r.ok) throw new Error(`create refused: ${r.reason}`);
  return r;
}
