import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { ADDRESS_RATE, MOST_TABLES_PER_ADDRESS, openerOf } from '../../../src/server/addressLimits';
import { UNHURRIED } from './support/harness';
import { withServer } from './support/withServer';

// One machine with many connections cannot fill the server with tables or guess table codes at
// the speed of its connections: joins and creates count against the address they come from, and
// an address holds only so many tables not yet over. Messages carry no forged address past a
// proxy the server was not told to trust.

const net = withServer();

const refusedJoins = 'too many tries to join or open tables: wait a minute and try again';

describe('limits per address', () => {
  it('code guesses from many connections of one address are refused past its burst', async () => {
    const server = await net.serve(TOY_SERVED, null, UNHURRIED, { addressRate: ADDRESS_RATE });
    const players = await Promise.all(Array.from({ length: 12 }, () => net.player(server.url)));
    const answers = await Promise.all(
      players.map((p, i) =>
        p.ask('join', { tableId: `abc${String(200 + i).slice(-3)}`.replace(/[01]/g, 'z'), lastSeq: 0 }),
      ),
    );
    const refused = answers.filter((a) => (a as { rule?: string }).rule === 'rate');
    expect(refused.length).toBe(12 - ADDRESS_RATE.burst);
    expect(refused[0]).toEqual({ ok: false, rule: 'rate', reason: refusedJoins });
    expect(answers.filter((a) => (a as { rule?: string }).rule === 'table').length).toBe(ADDRESS_RATE.burst);
  });

  it('an address holds only so many tables not yet over, and is told what to do', async () => {
    const server = await net.serve(TOY_SERVED, null, UNHURRIED, { mostPerAddress: 3 });
    const host = await net.player(server.url);
    const create = () => host.ask('create', { system: TOY, setup: toyTable() });
    const made = [await create(), await create(), await create()] as {
      ok: boolean;
      hostToken: string;
      tableId: string;
    }[];
    expect(made.every((m) => m.ok)).toBe(true);
    expect(await create()).toEqual({
      ok: false,
      rule: 'table',
      reason:
        "you have 3 tables open on this server: end one (the host's End the game) before opening another",
    });
    // One ended: room for another.
    await host.join({ tableId: made[0]!.tableId });
    expect(await host.ask('host', { hostToken: made[0]!.hostToken, command: 'end' })).toEqual({ ok: true });
    expect((await create()).ok).toBe(true);
    // The table remembers who opened it by a digest, never the address.
    const table = server.server.tables.get(made[1]!.tableId)!;
    expect(table.opened.by).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(table.opened)).not.toContain('127.0.0.1');
    expect(MOST_TABLES_PER_ADDRESS).toBeGreaterThan(3);
  });

  it('believes a proxy’s X-Forwarded-For only when told to, and then only the address the proxy added', async () => {
    let server = await net.serve(TOY_SERVED, null, UNHURRIED, { mostPerAddress: 1, trustProxy: true });
    const creates = async (forwarded: string) => {
      const p = await net.player(server.url, { 'x-forwarded-for': forwarded });
      return ((await p.ask('create', { system: TOY, setup: toyTable() })) as { ok: boolean }).ok;
    };
    expect(await creates('10.0.0.7')).toBe(true);
    expect(await creates('10.0.0.8')).toBe(true);
    // A client writing another address before the proxy's own is still the proxy's address.
    expect(await creates('10.0.0.99, 10.0.0.7')).toBe(false);
    await server.close();

    // Not told to trust a proxy: every connection here is 127.0.0.1, whatever its header says.
    server = await net.serve(TOY_SERVED, null, UNHURRIED, { mostPerAddress: 1 });
    expect(await creates('10.0.0.7')).toBe(true);
    expect(await creates('10.0.0.8')).toBe(false);
    expect(openerOf('10.0.0.7')).not.toBe(openerOf('10.0.0.8'));
  });
});
