import { describe, expect, it } from 'vitest';
import { servedFor } from '../../../src/server/served';
import { TOY_SERVED, toy } from '../../fixtures/toy/system';
import { openTable } from './support/harness';
import { withServer } from './support/withServer';
import { PROTOTYPE_KEYS, refusedInWords, sendSwappedIntents } from './support/prototypeKeys';

// Names every JavaScript object answers to ("constructor", "__proto__") sent in every string field
// of every message a client sends: each is refused in words, as any unknown name is, and never
// reaches the server as an internal error (which logs a stack trace and says nothing useful).

const net = withServer();

describe('prototype names in every field of every message', () => {
  it('create, join and host: a clear refusal for each, and the server plays on', async () => {
    const server = await net.serve(TOY_SERVED);
    const [host, guest] = [await net.player(server.url), await net.player(server.url)];
    const setup = servedFor(TOY_SERVED, toy.id)!.scenarios[0]!.setup();
    const { tableId, hostToken } = await openTable(host!, toy.id, setup);
    await host!.join({ tableId });

    for (const key of PROTOTYPE_KEYS) {
      const asked: [string, unknown][] = [
        ['create', { system: key, setup }],
        ['create', { system: toy.id, setup: { ...setup, system: key } }],
        ['create', { system: toy.id, setup, [key]: 'x' }],
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
        ['intent', { expectedSeq: 0, action: { type: 'pass' }, [key]: 'x' }],
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

  it('intents: every string and key of the actions the system offers, swapped, is refused in words', async () => {
    const server = await net.serve(TOY_SERVED);
    expect(await sendSwappedIntents(server, TOY_SERVED, net.player)).toBeGreaterThan(100);
    expect(server.errors).toEqual([]);
  });
});
