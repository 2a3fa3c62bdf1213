import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { seedKept } from '../../../src/net/seedHash';
import { UNHURRIED, openTable, until } from './support/harness';
import { withServer } from './support/withServer';

// The host's hand: start, pause, resume and end the game; only the host's token does it.

const net = withServer();

describe('the host', () => {
  it('starts, pauses, resumes and ends the game; the seed is shown at the end and keeps its hash', async () => {
    const server = await net.serve(TOY_SERVED);
    const [red, blue] = [await net.player(server.url), await net.player(server.url)];
    const { tableId, hostToken } = await openTable(red!, TOY, toyTable());
    await red!.join({ tableId, seat: 'red' });
    await blue!.join({ tableId, seat: 'blue' });
    expect(red!.view).toMatchObject({ status: 'lobby', seedHash: null, seed: null });
    expect(await red!.intent({ type: 'pass' })).toEqual({
      ok: false,
      rule: 'table',
      reason: 'the game is not on (lobby)',
    });
    expect(await blue!.ask('host', { hostToken: 'y'.repeat(32), command: 'start' })).toEqual({
      ok: false,
      rule: 'host',
      reason: 'only the host may do this',
    });

    expect(await red!.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    await until('blue sees the start', () => blue!.view?.status === 'playing' && blue!.state !== null);
    const hash = blue!.view!.seedHash!;
    expect(await red!.ask('host', { hostToken, command: 'start' })).toEqual({
      ok: false,
      rule: 'host',
      reason: 'the game cannot start now: it is playing',
    });
    expect(await red!.ask('host', { hostToken, command: 'pause' })).toEqual({ ok: true });
    expect(await blue!.intent({ type: 'pass' })).toEqual({
      ok: false,
      rule: 'table',
      reason: 'the game is paused',
    });
    expect(await red!.ask('host', { hostToken, command: 'resume' })).toEqual({ ok: true });
    expect(await red!.intent({ type: 'pass' })).toEqual({ ok: true, seq: 1 });
    expect(red!.view!.seed).toBeNull();

    expect(await red!.ask('host', { hostToken, command: 'end' })).toEqual({ ok: true });
    await until('blue sees the end', () => blue!.view?.status === 'over');
    const { seed, nonce } = blue!.view!.seed!;
    expect(await seedKept(hash, seed, nonce)).toBe(true);
    expect(await red!.intent({ type: 'pass' })).toEqual({
      ok: false,
      rule: 'table',
      reason: 'the game is not on (over)',
    });
    expect(await red!.ask('host', { hostToken, command: 'auto', seat: 'green', on: true })).toEqual({
      ok: false,
      rule: 'seat',
      reason: 'this table has no seat "green"',
    });
  });

  it('hands the automatic player a seat whose player has gone, or the host’s own, never a player’s who is here', async () => {
    const server = await net.serve(TOY_SERVED);
    const [red, blue] = [await net.player(server.url), await net.player(server.url)];
    const { tableId, hostToken } = await openTable(red!, TOY, toyTable());
    await red!.join({ tableId, seat: 'red' });
    await blue!.join({ tableId, seat: 'blue' });
    await red!.ask('host', { hostToken, command: 'start' });
    const table = server.server.tables.get(tableId)!;
    expect(await red!.ask('host', { hostToken, command: 'auto', seat: 'blue', on: true })).toEqual({
      ok: false,
      rule: 'seat',
      reason: "Blue's player is at the table: only they may hand their seat to the automatic player",
    });
    // Nobody played for Blue meanwhile.
    await new Promise((r) => setTimeout(r, 50));
    expect(table.seats.isAuto('blue')).toBe(false);
    expect(table.seq).toBe(0);

    // The host's own seat is theirs to hand over.
    expect(await red!.ask('host', { hostToken, command: 'auto', seat: 'red', on: true })).toEqual({
      ok: true,
    });
    expect(await red!.ask('host', { hostToken, command: 'auto', seat: 'red', on: false })).toEqual({
      ok: true,
    });

    // Blue has gone: now the automatic player may take the seat.
    blue!.close();
    await until('Blue shown gone', () => red!.view!.seats.some((s) => s.id === 'blue' && !s.connected));
    expect(await red!.ask('host', { hostToken, command: 'auto', seat: 'blue', on: true })).toEqual({
      ok: true,
    });
    expect(table.seats.isAuto('blue')).toBe(true);
  });

  it('refuses a set-up the system cannot read, naming the field, and a system the server does not play', async () => {
    const server = await net.serve(TOY_SERVED);
    const host = await net.player(server.url);
    expect(await host.ask('create', { system: 'chess', setup: {} })).toEqual({
      ok: false,
      rule: 'table',
      reason: 'this server does not play "chess"',
    });
    const r = await host.ask('create', {
      system: TOY,
      setup: { ...toyTable(), name: '' },
    });
    expect(r).toMatchObject({ ok: false, rule: 'shape' });
    expect(r.reason).toMatch(/^setup\.name: /);
    expect(server.server.tables.size).toBe(0);
  });

  it('refuses a table past the most this server holds in play, and holds the ones it has', async () => {
    const server = await net.serve(TOY_SERVED, null, UNHURRIED, { mostTables: 2 });
    const host = await net.player(server.url);
    const create = () => host.ask('create', { system: TOY, setup: toyTable() });
    expect((await create()).ok).toBe(true);
    expect((await create()).ok).toBe(true);
    expect(await create()).toEqual({
      ok: false,
      rule: 'table',
      reason:
        'this server holds as many tables in play as it can (2): try again in a few minutes, as idle tables are put away, or ask whoever runs it',
    });
    expect(server.server.tables.size).toBe(2);
  });
});
