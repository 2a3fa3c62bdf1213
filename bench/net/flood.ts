import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { withFacing } from './game';

// The flood of the network bench, in a process of its own: FLOOD_CONNECTIONS connections from
// FLOOD_ADDRESSES addresses (a proxy's header says which) send creates and joins of guessed codes as
// fast as they are answered, until FLOOD_MS. Prints one line: {"answers": {"ok": n, "rate": n, …},
// "opened": n}: how the server answered, by the refusal's rule, and how many tables it opened for them.

const url = process.env.NET_URL!;
const CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 60);
const ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 3);
const MOST_MS = Number(process.env.FLOOD_MS ?? 20_000);
const LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

const guess = () =>
  Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
const answers: Record<string, number> = {};
let opened = 0;
const end = performance.now() + MOST_MS;
const sockets: Socket[] = [];
const setup = withFacing();

await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, c) => {
    const s = connect(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': `10.66.0.${(c % ADDRESSES) + 1}` },
    });
    sockets.push(s);
    await new Promise<void>((r) => s.once('connect', () => r()));
    for (let i = 0; performance.now() < end; i++) {
      const [name, msg] =
        i % 2 === 0
          ? ['create', { system: 'paintball-mini', setup }]
          : ['join', { tableId: guess(), lastSeq: 0 }];
      const r = (await s
        .timeout(5000)
        .emitWithAck(name, msg)
        .catch(() => ({ ok: false, rule: 'unanswered' }))) as { ok: boolean; rule?: string };
      const key = r.ok ? 'ok' : (r.rule ?? 'refused');
      answers[key] = (answers[key] ?? 0) + 1;
      if (r.ok && name === 'create') opened++;
    }
  }),
);
for (const s of sockets) s.disconnect();
console.log(JSON.stringify({ answers, opened }));
process.exit(0);
