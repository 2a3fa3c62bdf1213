import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { SETUP_CAP } from '../../src/net/protocol';
import { withFacing } from './game';

// The attempts of the soak bench, in a process of their own, until SOAK_MS: from SOAK_ADDRESSES
// addresses (a proxy's header says which), each address runs
//   - two connections opening tables and guessing codes as fast as they are answered;
//   - a host that opens a table, hands both seats to the automatic player, starts it and stays to
//     watch (so the automatic player plays on), and opens another once it is over or refused;
//   - a connection sending messages that are malformed, of no kind the server has, or near the
//     largest frame it reads.
// Prints one line: {"answers": {"ok": n, "rate": n, …}, "games": n}.

const url = process.env.NET_URL!;
const MOST_MS = Number(process.env.SOAK_MS ?? 120_000);
const ADDRESSES = Number(process.env.SOAK_ADDRESSES ?? 12);
const LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

const end = performance.now() + MOST_MS;
const answers: Record<string, number> = {};
let games = 0;
const sockets: Socket[] = [];
const setup = withFacing();
const guess = () =>
  Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
const count = (r: { ok: boolean; rule?: string }) => {
  const key = r.ok ? 'ok' : (r.rule ?? 'refused');
  answers[key] = (answers[key] ?? 0) + 1;
};

type Answer = { ok: boolean; rule?: string; tableId?: string; hostToken?: string };
function open(address: number): Promise<Socket> {
  const s = connect(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}` },
  });
  sockets.push(s);
  // A connection the server turns away is counted, and its loop runs on refused answers.
  return new Promise((resolve) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', () => {
      count({ ok: false, rule: 'connection' });
      resolve(s);
    });
  });
}
const ask = (s: Socket, name: string, msg: unknown): Promise<Answer> =>
  (s.timeout(10_000).emitWithAck(name, msg) as Promise<Answer>).catch(() => ({
    ok: false,
    rule: 'unanswered',
  }));
const rest = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function flood(address: number): Promise<void> {
  const s = await open(address);
  for (let i = 0; performance.now() < end; i++)
    count(
      await ask(
        s,
        i % 2 === 0 ? 'create' : 'join',
        i % 2 === 0 ? { system: 'paintball-mini', setup } : { tableId: guess(), lastSeq: 0 },
      ),
    );
}

async function unattended(address: number): Promise<void> {
  const s = await open(address);
  let over = false;
  s.on('table', (t: { status: string }) => (over = t.status === 'over'));
  s.on('event', (e: { table?: { status: string } }) => (over = e.table?.status === 'over' || over));
  while (performance.now() < end) {
    const o = await ask(s, 'create', { system: 'paintball-mini', setup });
    count(o);
    if (!o.ok) {
      await rest(2000);
      continue;
    }
    over = false;
    count(await ask(s, 'join', { tableId: o.tableId, lastSeq: 0 }));
    for (const seat of ['red', 'blue'])
      count(await ask(s, 'host', { hostToken: o.hostToken, command: 'auto', seat, on: true }));
    count(await ask(s, 'host', { hostToken: o.hostToken, command: 'start' }));
    while (!over && performance.now() < end) await rest(500);
    if (over) games++;
  }
}

async function hostile(address: number): Promise<void> {
  const s = await open(address);
  const big = { system: 'paintball-mini', setup: { pad: 'x'.repeat(SETUP_CAP - 100) } };
  for (let i = 0; performance.now() < end; i++) {
    const kind = i % 4;
    if (kind === 0) count(await ask(s, 'create', big));
    else if (kind === 1) count(await ask(s, 'intent', { expectedSeq: -1, action: { type: '__proto__' } }));
    else if (kind === 2) s.emit('nonsense', { x: 'y'.repeat(1000) });
    else count(await ask(s, 'join', { tableId: 'constructor', lastSeq: 0 }));
    await rest(50);
    if (s.disconnected) await rest(500);
  }
}

const report = () => {
  for (const s of sockets) s.disconnect();
  console.log(JSON.stringify({ answers, games }));
  process.exit(0);
};
// Whatever still waits on an answer by then, the attempts end shortly after their time.
setTimeout(report, MOST_MS + 15_000).unref();
await Promise.all(
  Array.from({ length: ADDRESSES }, (_, a) => [flood(a), flood(a), unattended(a), hostile(a)]).flat(),
);
report();
