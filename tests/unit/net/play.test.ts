import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/game/log';
import { sealed, SPECTATOR } from '../../../src/net/projection';
import { seedKept } from '../../../src/net/seedHash';
import { startWith } from '../../../src/game/ruleSystem';
import { withoutSeed } from '../../../src/server/hiddenSeed';
import { TOY_SERVED, carelessToy, toy } from '../../fixtures/toy/system';
import { toyTable } from '../../fixtures/toy/setup';
import { openTable } from './support/harness';
import { withServer } from './support/withServer';
import { playWhole, replayHere } from './support/game';
import type { CardsState } from './support/secretCards';
import { secretCards } from './support/secretCards';

// Whole games through the table server on loopback: the players pick from what they were sent,
// and what they were sent equals a local replay of the same actions from the seed revealed at the end.

const net = withServer();

// The toy, twenty pieces a side: a game between careless players runs to dozens of actions.
const table = () => toyTable(20);

describe('two players play the toy through the server', () => {
  it('plays a whole game, and both logs equal a local replay from the revealed seed', async () => {
    const server = await net.serve(TOY_SERVED);
    const [red, blue] = [await net.player(server.url), await net.player(server.url)];
    const { tableId, hostToken } = await openTable(red!, toy.id, table());
    await red!.join({ tableId, seat: 'red', name: 'Ann' });
    await blue!.join({ tableId, seat: 'blue', name: 'Bo' });
    expect(await red!.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    const hash = red!.view!.seedHash!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const actions = await playWhole([red!, blue!], (p) => carelessToy(p.state));
    expect(actions.length).toBeGreaterThan(20);

    const revealed = red!.view!.seed!;
    expect(await seedKept(hash, revealed.seed, revealed.nonce)).toBe(true);
    const here = replayHere(toy, table(), revealed.seed, actions);
    // The start's line named the seed: it was written out of all the players were sent until the end.
    const started = startWith(toy, table(), revealed.seed).log.length;
    expect((here.log as readonly LogEntry[])[0]!.text).toContain(`seed ${revealed.seed}`);
    // The server deals wide seeds: 128 bits no player searches from the rolls they see.
    expect(revealed.seed).toMatch(/^[0-9a-f]{32}$/);
    const named = new RegExp(`(?<![0-9a-f])${revealed.seed}(?![0-9a-f])`);
    for (const p of [red!, blue!]) {
      // Only the table's view at the end (with the nonce beside it) names the seed.
      expect(p.bytes.filter((b) => named.test(b)).every((b) => b.includes(revealed.nonce))).toBe(true);
      expect(p.lines.slice(0, started)).toEqual(withoutSeed(here.log.slice(0, started), revealed.seed));
      expect(p.lines.slice(started)).toEqual(here.log.slice(started));
      expect(p.state).toEqual(sealed(here));
      expect(p.events.map((e) => e.action)).toEqual(actions);
    }
    expect(red!.view!.seats.map((s) => [s.id, s.player, s.connected])).toEqual([
      ['red', 'Ann', true],
      ['blue', 'Bo', true],
    ]);
  });
});

describe('four players play Secret Cards, a system with hidden information', () => {
  it('plays a whole game, and each seat’s log equals its own view of a local replay', async () => {
    const server = await net.serve([secretCards]);
    const players = await Promise.all([0, 1, 2, 3].map(() => net.player(server.url)));
    const setup = secretCards.readSetupOrThrow(4);
    const { tableId, hostToken } = await openTable(players[0]!, 'secret-cards', setup);
    for (const [i, seat] of ['red', 'blue', 'green', 'gold'].entries())
      await players[i]!.join({ tableId, seat });
    await players[0]!.ask('host', { hostToken, command: 'start' });
    const draws = new Map<string, number>();
    const actions = await playWhole(players, (p) => {
      const n = draws.get(p.seat!) ?? 0;
      draws.set(p.seat!, n + 1);
      return n < 2 ? { type: 'draw' } : { type: 'show' };
    });
    expect(actions).toHaveLength(12);

    const { seed } = players[0]!.view!.seed!;
    const here = replayHere(secretCards, setup, seed, actions) as unknown as CardsState;
    for (const p of players) {
      const own = secretCards.redact!(here, p.seat!);
      expect(p.lines).toEqual(own.log);
      expect(p.state).toEqual(sealed(own));
    }
    // A watcher who comes late is sent the whole game as anyone may see it.
    const late = await net.player(server.url);
    const joined = await late.join({ tableId });
    expect(joined.seat).toBeNull();
    expect(late.lines).toEqual(secretCards.redact!(here, SPECTATOR).log);
    expect(late.events.map((e) => e.action)).toEqual(actions.map(() => null));
  });
});
