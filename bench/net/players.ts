import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { Started, TableEvent } from '../../src/net/protocol';
import type { HeldState } from '../../src/net/followState';
import { stateAfter } from '../../src/net/followState';
import type { GameState } from '../../src/rules/paintball-mini/engine';
import type { Pace } from './game';
import { ACTIONS_EACH, firstPause, pause, turnOf, withFacing } from './game';

// The players of the network bench, in a process of their own (as players are on machines of their
// own), so the server's process is measured without 400 clients sharing its thread:
//   NET_URL (the server), NET_TABLES (how many tables), NET_MOST_MS (when to stop), NET_PACE
//   (people or stress: how quickly each table plays, bench/net/game.ts), NET_OWN_ADDRESSES (1: each
//   table's players from an address of their own, for a server that trusts a proxy's header),
//   NET_ACK_MS (how long an acknowledgement may take, 10 s unless set).
// Prints one line: {"times": [...], "eventBytes": n}: each time from an intent leaving to its event
// reaching both players, and the bytes of JSON one player was sent per event, on average. When
// something goes wrong (an acknowledgement not back within 10 s on a loaded machine, a refusal),
// it prints {"failed": "why"} instead and exits 1, so the bench can say why that section failed.

const url = process.env.NET_URL!;
const TABLES = Number(process.env.NET_TABLES ?? 200);
const MOST_MS = Number(process.env.NET_MOST_MS ?? 60_000);
const PACE: Pace = process.env.NET_PACE === 'stress' ? 'stress' : 'people';

type Ask = { ok: boolean; tableId?: string; hostToken?: string; reason?: string };
/** How long an acknowledgement may take; NET_ACK_MS lowers it to see the bench's failure path. */
const ACK_MS = Number(process.env.NET_ACK_MS ?? 10_000);
const ask = (s: Socket, name: string, msg: unknown) =>
  (s.timeout(ACK_MS).emitWithAck(name, msg) as Promise<Ask>).catch((e: unknown) => {
    throw new Error(
      `no acknowledgement of "${name}" within ${ACK_MS / 1000} s (${e instanceof Error ? e.message : String(e)})`,
    );
  });

const times: number[] = [];
let eventBytes = 0;
let events = 0;
const end = performance.now() + MOST_MS;
const sockets: Socket[] = [];
/** With NET_OWN_ADDRESSES, each table's players say (through a proxy's header) they come from an address of their own. */
const OWN_ADDRESSES = process.env.NET_OWN_ADDRESSES === '1';
const open = (t: number) =>
  connect(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(OWN_ADDRESSES && {
      extraHeaders: { 'x-forwarded-for': `10.1.${Math.floor(t / 250)}.${(t % 250) + 1}` },
    }),
  });
try {
  await Promise.all(
    Array.from({ length: TABLES }, async (_, t) => {
      const red = open(t);
      const blue = open(t);
      sockets.push(red, blue);
      const { tableId, hostToken } = await ask(red, 'create', {
        system: 'paintball-mini',
        setup: withFacing(),
      });
      await ask(red, 'join', { tableId, seat: 'red', lastSeq: 0 });
      await ask(blue, 'join', { tableId, seat: 'blue', lastSeq: 0 });
      const seen = { red: 0, blue: 0 };
      // Each player keeps the game as a client does: whole at the start, then each event's patch.
      const held: Record<'red' | 'blue', HeldState> = {
        red: { state: null, at: 0 },
        blue: { state: null, at: 0 },
      };
      red.on('started', (s: Started) => (held.red = { state: s.state, at: 0 }));
      blue.on('started', (s: Started) => (held.blue = { state: s.state, at: 0 }));
      await ask(red, 'host', { hostToken, command: 'start' });
      const follow = (who: 'red' | 'blue', e: TableEvent) => {
        const after = stateAfter(held[who], e);
        if (!after.ok) throw new Error(after.problem);
        held[who] = after;
        seen[who] = e.seq;
        heard();
      };
      /** Wakes the table's loop once both players have event `seq`. */
      let waiting: { seq: number; wake: () => void } | null = null;
      const heard = () => {
        if (waiting !== null && seen.red >= waiting.seq && seen.blue >= waiting.seq) waiting.wake();
      };
      red.on('event', (e: TableEvent) => {
        // One table's worth is enough: measuring every table would add to the players' own work.
        if (t === 0) {
          eventBytes += JSON.stringify(e).length;
          events++;
        }
        follow('red', e);
      });
      blue.on('event', (e: TableEvent) => follow('blue', e));
      // Tables do not play in step: each starts at its own moment within about one pause, as tables of
      // people do. (All 200 acting in the same millisecond measured 200 intents queued behind each
      // other, the p95 being the queue's length, not how long one action takes.)
      await new Promise((res) => setTimeout(res, (t / TABLES) * firstPause(PACE)));
      for (let i = 0; i <= ACTIONS_EACH && performance.now() < end; i++) {
        const state = held.red.state as GameState;
        const action = i === 0 ? { type: 'rollCommand' } : turnOf(state, i);
        const mover = i === 0 || state.active === 'red' ? red : blue;
        const t0 = performance.now();
        const r = await ask(mover, 'intent', { expectedSeq: i, action });
        if (!r.ok) throw new Error(`refused: ${r.reason}`);
        if (seen.red <= i || seen.blue <= i)
          await new Promise<void>((wake) => ((waiting = { seq: i + 1, wake }), heard()));
        waiting = null;
        if (i > 0) times.push(performance.now() - t0);
        await new Promise((res) => setTimeout(res, pause(i, PACE)));
      }
    }),
  );
} catch (e) {
  for (const s of sockets) s.disconnect();
  console.log(JSON.stringify({ failed: e instanceof Error ? e.message : String(e) }));
  process.exit(1);
} finally {
  for (const s of sockets) s.disconnect();
}
console.log(JSON.stringify({ times, eventBytes: eventBytes / Math.max(1, events) }));
process.exit(0);
