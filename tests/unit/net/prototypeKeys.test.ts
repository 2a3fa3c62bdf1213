import { afterEach, describe, expect, it } from 'vitest';
import { servedFor } from '../../../src/server/served';
import { SERVED } from '../../../src/server/systems';
import type { Served } from './support/harness';
import { Player, openTable, serve } from './support/harness';

// Names every JavaScript object answers to ("constructor", "__proto__") sent in every string field
// of every message a client sends: each is refused in words, as any unknown name is, and never
// reaches the server as an internal error (which logs a stack trace and says nothing useful).

const KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
const INTERNAL = 'the server could not take this message';

let server: Served;
let players: Player[] = [];
afterEach(async () => {
  for (const p of players) p.close();
  players = [];
  await server.close();
});

/** `value` with one string (or one key) swapped for `key`: one copy for each string and key in it. */
function swapped(value: unknown, key: string): unknown[] {
  if (typeof value === 'string') return [key];
  if (Array.isArray(value))
    return value.flatMap((v, i) => swapped(v, key).map((w) => value.map((x, j) => (j === i ? w : x))));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  return entries.flatMap(([k, v], i) => [
    // The key itself, as an own field (JSON.parse makes "__proto__" one).
    Object.fromEntries(entries.map(([k2, v2], j) => (j === i ? [key, v2] : [k2, v2]))),
    ...swapped(v, key).map((w) => ({ ...value, [k]: w })),
  ]);
}

/** Every answer is a refusal that names what is wrong, and none an internal error. */
function refusedInWords(answer: { ok: boolean; rule?: string; reason?: string }, sent: unknown) {
  const said = JSON.stringify(sent).slice(0, 200);
  expect(answer.ok, said).toBe(false);
  expect(answer.reason, said).not.toBe(INTERNAL);
  expect(answer.reason?.length, said).toBeGreaterThan(5);
}

describe('prototype names in every field of every message', () => {
  it('create, join and host: a clear refusal for each, and the server plays on', async () => {
    server = await serve(SERVED);
    const [host, guest] = (players = [await Player.at(server.url), await Player.at(server.url)]);
    const setup = servedFor(SERVED, 'paintball-mini')!.scenarios[0]!.setup();
    const { tableId, hostToken } = await openTable(host!, 'paintball-mini', setup);
    await host!.join({ tableId });

    for (const key of KEYS) {
      const asked: [string, unknown][] = [
        ['create', { system: key, setup }],
        ['create', { system: 'paintball-mini', setup: { ...setup, system: key } }],
        ['create', { system: 'paintball-mini', setup, [key]: 'x' }],
        ['join', { tableId: key, lastSeq: 0 }],
        ['join', { tableId, seatToken: key, lastSeq: 0 }],
        ['join', { tableId, seat: key, lastSeq: 0 }],
        ['join', { tableId, seat: key, name: key, lastSeq: 0 }],
        ['join', { tableId, lastSeq: 0, [key]: 'x' }],
        ['join', { tableId, seat: 'blue', invitation: key, lastSeq: 0 }],
        ['host', { hostToken: key, command: 'start' }],
        ['host', { hostToken, command: key }],
        ['host', { hostToken, command: 'auto', seat: key, on: true }],
        ['host', { hostToken, command: 'invitation', on: key }],
        ['host', { hostToken, command: 'start', [key]: 'x' }],
        ['intent', { expectedSeq: 0, action: key }],
        ['intent', { expectedSeq: 0, action: { type: 'endTurn' }, [key]: 'x' }],
        [key, { tableId }],
      ];
      for (const [name, msg] of asked) {
        // A message of no kind the server has is not answered: it must not be an error either.
        if (name === key) {
          guest!.socket.emit(name, msg);
          continue;
        }
        refusedInWords(await guest!.ask(name, msg), [name, msg]);
      }
    }
    // A name is only a name: a player may call themselves "constructor".
    const named = await guest!.join({ tableId, seat: 'blue', name: 'constructor' });
    expect(named.table.seats.find((s) => s.id === 'blue')?.player).toBe('constructor');

    expect(server.errors).toEqual([]);
    expect(server.server.tables.size).toBe(1);
    expect((await host!.ask('host', { hostToken, command: 'start' })).ok).toBe(true);
  });

  it('intents: every string and key of the actions each system offers, swapped, is refused in words', async () => {
    server = await serve(SERVED);
    let tried = 0;
    for (const system of SERVED) {
      const { id } = system;
      const host = await Player.at(server.url);
      const player = await Player.at(server.url);
      players.push(host, player);
      const { tableId, hostToken } = await openTable(host, id, system.scenarios[0]!.setup());
      await host.join({ tableId });
      expect(await host.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
      const table = server.server.tables.get(tableId)!;
      const seat = table.toAct() ?? table.seats.ids()[0]!;
      await player.join({ tableId, seat });
      const state = table.stateFor(seat, 'now');
      const offered = system.candidates(state, system.measure()).slice(0, 6);
      expect(offered.length, id).toBeGreaterThan(0);
      for (const key of KEYS)
        for (const action of offered.flatMap((a) => swapped(a, key))) {
          const answer = await player.intent(action);
          tried++;
          // A swapped field the rules do not read may leave an action they take: that is no error.
          if (!answer.ok) refusedInWords(answer, action);
          else expect(answer.seq).toBeGreaterThan(0);
          if (answer.ok) break;
        }
    }
    expect(tried).toBeGreaterThan(100);
    expect(server.errors).toEqual([]);
  });
});
