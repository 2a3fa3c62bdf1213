import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { tableLink } from '../../../src/net/client';
import { openTable, until } from './support/harness';
import { withServer } from './support/withServer';

// Issue 28, item 7: a guessed code must not seat anyone at a table its host keeps to invitations.
// The host asks for invitations; a newcomer then needs the link's second secret to sit or watch,
// while a seated player comes back with their seat's token alone. A restart keeps it all.

const net = withServer();

const refusal = (r: { ok: boolean; reason?: string }) => (r.ok ? 'a yes' : r.reason);

describe('a table by invitation only', () => {
  it('seats no newcomer by its code alone, seats one with the invitation, and lets a seated player back', async () => {
    const dir = net.tempDir('invitation-');
    let server = await net.serve(TOY_SERVED, dir);
    const [host, guest, guesser, watcher] = await Promise.all([0, 1, 2, 3].map(() => net.player(server.url)));
    const { tableId, hostToken } = await openTable(host!, TOY, toyTable());
    await host!.join({ tableId, seat: 'red' });
    expect(host!.view?.byInvitation).toBe(false);

    // Only the host's token asks for invitations; the answer carries the invitation for the host's link.
    expect(
      refusal(await host!.ask('host', { hostToken: 'x'.repeat(32), command: 'invitation', on: true })),
    ).toBe('only the host may do this');
    const asked = await host!.ask<{ ok: true; invitation: string }>('host', {
      hostToken,
      command: 'invitation',
      on: true,
    });
    expect(asked.ok).toBe(true);
    expect(asked.invitation).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(asked.invitation).not.toContain(hostToken);
    await until('the table says so', () => host!.view?.byInvitation === true);

    // The code alone: no seat, and no watching either (a spectator sees the whole table).
    const byCode = `table ${tableId} seats newcomers by invitation only: open the link the host sends (the code alone is not enough)`;
    expect(refusal(await guesser!.ask('join', { tableId, seat: 'blue', lastSeq: 0 }))).toBe(byCode);
    expect(refusal(await guesser!.ask('join', { tableId, lastSeq: 0 }))).toBe(byCode);
    expect(
      refusal(await guesser!.ask('join', { tableId, seat: 'blue', invitation: 'y'.repeat(32), lastSeq: 0 })),
    ).toBe(byCode);
    // A malformed invitation is refused by its shape, naming the field.
    expect(refusal(await guesser!.ask('join', { tableId, invitation: 'short', lastSeq: 0 }))).toMatch(
      /^invitation: /,
    );
    expect(server.server.tables.get(tableId)!.seats.isFree('blue')).toBe(true);

    // The link's invitation seats the guest, and lets a watcher watch.
    const seated = await guest!.join({ tableId, seat: 'blue', invitation: asked.invitation });
    expect(seated.seat).toBe('blue');
    expect((await watcher!.join({ tableId, invitation: asked.invitation })).seat).toBeNull();

    // Asking again gives the same invitation (every server works it out from the host's token).
    const again = await host!.ask<{ ok: true; invitation: string }>('host', {
      hostToken,
      command: 'invitation',
      on: true,
    });
    expect(again.invitation).toBe(asked.invitation);

    // A restart keeps the table by invitation; the seated guest comes back with the seat's token alone.
    await server.close();
    server = await net.serve(TOY_SERVED, dir);
    const back = await net.player(server.url);
    const stranger = await net.player(server.url);
    const rejoined = await back.join({ tableId, seatToken: seated.seatToken! });
    expect(rejoined.seat).toBe('blue');
    expect(rejoined.table.byInvitation).toBe(true);
    expect(refusal(await stranger.ask('join', { tableId, lastSeq: 0 }))).toBe(byCode);

    // The host opens the table to the code again: the code alone lets anyone watch.
    const host2 = await net.player(server.url);
    await host2.join({ tableId, invitation: asked.invitation });
    expect(await host2.ask('host', { hostToken, command: 'invitation', on: false })).toEqual({
      ok: true,
      invitation: null,
    });
    expect((await stranger.join({ tableId })).seat).toBeNull();
    expect(stranger.view?.byInvitation).toBe(false);
    expect(server.errors).toEqual([]);
  });

  it('puts the invitation in the link only when one is asked', () => {
    expect(tableLink('http://192.168.1.20:5173', 'abc234')).toBe('http://192.168.1.20:5173/?table=abc234');
    expect(tableLink('http://192.168.1.20:5173', 'abc234', null)).toBe(
      'http://192.168.1.20:5173/?table=abc234',
    );
    expect(tableLink('http://192.168.1.20:5173', 'abc234', 'k'.repeat(32))).toBe(
      `http://192.168.1.20:5173/?table=abc234&invitation=${'k'.repeat(32)}`,
    );
  });
});
