import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { originsIn } from './reachAt';
import type { Joined, Started, TableEvent, TableView } from './protocol';
import type { Answer, HostAnswer, HostCommand, Patience, Seating, SessionView } from './sessionView';
import { PATIENCE } from './sessionView';
import type { HeldState } from './followState';
import { stateAfter } from './followState';

// A player's session at a table on the table server, as the app holds it: it joins (taking a seat,
// coming back to one with its token, or watching), sends intents, keeps the lines and the state it
// is sent, and when the connection drops it says so ("reconnecting…"), comes back with its seat
// token and the last event it has, and is sent exactly what it missed. It never sees the seed
// until the end, and needs none: the state comes from the server, as its seat may see it.

/** The link another player opens to come to this table, with the host's invitation where one is asked. */
export const tableLink = (origin: string, tableId: string, invitation?: string | null): string =>
  `${origin}/?table=${tableId}${invitation ? `&invitation=${invitation}` : ''}`;

export class TableSession {
  private readonly socket: Socket;
  private view: SessionView;
  private seating: Seating;
  private readonly listeners = new Set<(view: SessionView) => void>();

  /**
   * A session for `seating`. It connects at once unless `connect` is false; then `connect()` opens
   * it, and a closed session may be opened again the same way (a React effect is cleaned up and run
   * again under StrictMode, so a view opens its session in the effect and closes it in the cleanup).
   */
  constructor(
    url: string,
    seating: Seating,
    { connect: now = true, patience = PATIENCE }: { connect?: boolean; patience?: Patience } = {},
  ) {
    this.seating = seating;
    this.patience = patience;
    this.view = {
      connection: 'connecting',
      table: null,
      seat: null,
      setup: null,
      seq: 0,
      lines: [],
      state: null,
      start: null,
      startLines: [],
      events: [],
      refused: null,
      problem: null,
      reachAt: [],
      joinTrouble: null,
    };
    this.socket = connect(url, { transports: ['websocket'], reconnectionDelayMax: 2000, autoConnect: now });
    this.socket.on('connect', () => void this.joinPatiently());
    this.socket.on('disconnect', () =>
      this.set({ connection: this.socket.active ? 'reconnecting' : 'closed' }),
    );
    this.socket.on('event', (e: TableEvent) => {
      this.take([e]);
      if (e.table !== undefined) this.stands(e.table);
    });
    this.socket.on('table', (table: TableView) => this.stands(table));
    this.socket.on('started', (s: Started) => {
      this.stateAt = 0;
      this.set({ state: s.state, lines: s.lines, seq: 0, start: s.state, startLines: s.lines, events: [] });
    });
  }

  /** Opens a table on the server at `url`; the host keeps the token that starts, pauses and ends it. */
  static async open(
    url: string,
    system: string,
    setup: unknown,
  ): Promise<Answer<{ ok: true; tableId: string; hostToken: string }>> {
    const socket = connect(url, { transports: ['websocket'], reconnection: false });
    try {
      return (await socket.timeout(10_000).emitWithAck('create', { system, setup })) as Answer<{
        ok: true;
        tableId: string;
        hostToken: string;
      }>;
    } finally {
      socket.disconnect();
    }
  }

  get current(): SessionView {
    return this.view;
  }
  /** The token that brings this player back to their seat (kept by the app for a reload). */
  get seatToken(): string | undefined {
    return this.seating.seatToken;
  }

  /** Calls `listener` on every change; returns the call that stops it. */
  subscribe(listener: (view: SessionView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(change: Partial<SessionView>): void {
    this.view = { ...this.view, ...change };
    for (const l of this.listeners) l(this.view);
  }

  /** How the table stands now, as the server says. */
  private stands(table: TableView): void {
    // The game is over: the set-up's secrets with it; the replay that checks the dice starts from it.
    const whole = table.seed?.setup;
    this.set(whole === undefined ? { table } : { table, setup: whole });
    // Further on than the events this session was sent: a server sharing the table stopped between
    // keeping an action and passing it on. Ask for what is missing, as after a gap.
    if (table.seq > this.view.seq && this.view.connection === 'connected') this.catchUp();
  }

  /** Asks for the events missed, once at a time (a join sends every member the table's view again). */
  private catchUp(): void {
    if (this.catchingUp) return;
    this.catchingUp = true;
    // A connection lost meanwhile joins again on its own when it comes back.
    void this.joinPatiently().finally(() => (this.catchingUp = false));
  }
  private catchingUp = false;
  private readonly patience: Patience;
  private joining: Promise<void> | null = null;

  /**
   * Joins, asking again with growing gaps while the server does not answer (a reload can meet a
   * busy or restarting server), saying so meanwhile; after the last try the screen says the table
   * does not answer and waits for the player's `retry`. Once at a time; a refusal is an answer.
   */
  private joinPatiently(): Promise<void> {
    this.joining ??= (async () => {
      const { answerMs, firstGapMs, tries } = this.patience;
      for (let attempt = 1; this.socket.connected; attempt++) {
        try {
          await this.join(answerMs);
          this.set({ joinTrouble: null });
          return;
        } catch {
          if (attempt >= tries) {
            this.set({
              joinTrouble: {
                said: `The table has not answered ${tries} times: the server may be busy or restarting.`,
                givenUp: true,
              },
            });
            return;
          }
          this.set({
            joinTrouble: {
              said: `The table has not answered yet: asking again (try ${attempt + 1} of ${tries})…`,
              givenUp: false,
            },
          });
          await new Promise((r) => setTimeout(r, firstGapMs * 2 ** (attempt - 1)));
        }
      }
    })().finally(() => (this.joining = null));
    return this.joining;
  }

  /** Tries to join again, after the session gave up waiting (or reconnects first, if it is not connected). */
  retry(): void {
    this.set({ joinTrouble: null });
    if (this.socket.connected) void this.joinPatiently();
    else this.connect();
  }
  /** The event the state held is the game after (a pushed event may carry no game: a later one follows). */
  private stateAt = 0;

  /** Joins, or comes back after a drop: with the seat's token and the last event this session has. */
  private async join(answerMs: number): Promise<void> {
    const { tableId, seatToken, seat, name, invitation } = this.seating;
    const msg =
      seatToken !== undefined
        ? { tableId, seatToken }
        : { tableId, ...(seat && { seat }), ...(name && { name }), ...(invitation && { invitation }) };
    const r = (await this.socket
      .timeout(answerMs)
      .emitWithAck('join', { ...msg, lastSeq: this.view.seq })) as Answer<Joined>;
    // Too many joins from here for now (a flaky connection, or a busy club on one address): ask again later.
    if (!r.ok && r.rule === 'rate') throw new Error(r.reason);
    if (!r.ok) return this.set({ connection: 'closed', refused: r });
    if (r.seatToken !== null) this.seating = { tableId, seatToken: r.seatToken };
    if (this.view.seq === 0) this.stateAt = 0;
    const fresh = this.view.seq === 0 && {
      state: r.start,
      lines: r.startLines,
      start: r.start,
      startLines: r.startLines,
      events: [],
    };
    this.set({
      ...fresh,
      connection: 'connected',
      table: r.table,
      seat: r.seat,
      setup: r.setup,
      reachAt: originsIn(r.reachAt),
    });
    this.take(r.events);
  }

  /**
   * Takes events in order, as one change: a catch-up's events carry the game only at the last, so
   * the view never shows lines and a state from different moments. An event whose game cannot be
   * read is not taken: this screen says so and asks for a catch-up, which sends the game whole.
   */
  private take(events: readonly TableEvent[]): void {
    let seq = this.view.seq;
    let held: HeldState = { state: this.view.state, at: this.stateAt };
    let problem: string | null = null;
    const lines = [...this.view.lines];
    const followed = [...this.view.events];
    for (const e of events) {
      if (e.seq <= seq) continue; // already had it (a catch-up crossing a push)
      if (e.seq !== seq + 1) break; // a gap: asked for below
      const after = stateAfter(held, e);
      if (!after.ok) {
        problem = `An update from the table could not be read (${after.problem}): catching up.`;
        break;
      }
      held = after;
      seq = e.seq;
      lines.push(...e.lines);
      followed.push({ seq: e.seq, seat: e.seat, action: e.action, lines: e.lines });
    }
    this.stateAt = held.at;
    if (problem !== null) this.set({ problem });
    if (seq !== this.view.seq)
      this.set({
        seq,
        lines,
        state: held.state,
        events: followed,
        ...(problem === null && { problem: null }),
      });
    const last = events.at(-1);
    if (problem !== null || (last !== undefined && last.seq > seq)) this.catchUp(); // ask for what is missing
  }

  /** Asks the server to take `action` now; a refusal says why, in the server's words. */
  async act(action: unknown): Promise<Answer<{ ok: true; seq: number }>> {
    const r = (await this.socket
      .timeout(10_000)
      .emitWithAck('intent', { expectedSeq: this.view.seq, action })) as Answer<{ ok: true; seq: number }>;
    this.set({ refused: r.ok ? null : r });
    return r;
  }

  /**
   * The host's commands: start, pause, resume, end, hand a seat to the automatic player, or seat by
   * invitation only (whose answer carries the invitation, for the link).
   */
  async host(command: HostCommand, hostToken: string): Promise<Answer<HostAnswer>> {
    return (await this.socket
      .timeout(10_000)
      .emitWithAck('host', { ...command, hostToken })) as Answer<HostAnswer>;
  }

  /** Opens the connection (again, after `close`); the session joins as soon as it is up. */
  connect(): void {
    if (!this.socket.disconnected) return;
    this.set({ connection: 'connecting' });
    this.socket.connect();
  }

  close(): void {
    this.socket.disconnect();
    this.set({ connection: 'closed' });
  }
}
