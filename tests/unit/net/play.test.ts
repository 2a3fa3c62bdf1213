import { afterEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/game/log';
import { sealed, SPECTATOR } from '../../../src/net/projection';
import { seedKept } from '../../../src/net/seedHash';
import { autoAction } from '../../../src/rules/paintball-mini/engine';
import type { GameState } from '../../../src/rules/paintball-mini/engine';
import { captureTheFlag } from '../../../src/rules/paintball-mini/setup';
import { paintballMini } from '../../../src/rules/paintball-mini/system';
import { startWith } from '../../../src/game/ruleSystem';
import { withoutSeed } from '../../../src/server/hiddenSeed';
import { SERVED } from '../../../src/server/systems';
import type { Served } from './support/harness';
import { Player, openTable, serve } from './support/harness';
import { playWhole, replayHere } from './support/game';
import type { CardsState } from './support/secretCards';
import { secretCards } from './support/secretCards';
import { until } from './support/harness';
import type { BattleState } from '../../../src/rules/hex-battle-wars/engine';
import { autoAction as autoBattle } from '../../../src/rules/hex-battle-wars/engine';
import { duel as battleDuel } from '../../../src/rules/hex-battle-wars/setup';
import { hexBattleWars } from '../../../src/rules/hex-battle-wars/system';

// Whole games through the table server on loopback: the players pick from what they were sent,
// and what they were sent equals a local replay of the same actions from the seed revealed at the end.

let server: Served | null = null;
let players: Player[] = [];
afterEach(async () => {
  for (const p of players) p.close();
  players = [];
  await server?.close();
  server = null;
});

describe('two players play PaintBall Mini through the server', () => {
  it('plays a whole game, and both logs equal a local replay from the revealed seed', async () => {
    server = await serve(SERVED);
    const [red, blue] = (players = [await Player.at(server.url), await Player.at(server.url)]);
    const { tableId, hostToken } = await openTable(red!, 'paintball-mini', captureTheFlag());
    await red!.join({ tableId, seat: 'red', name: 'Ann' });
    await blue!.join({ tableId, seat: 'blue', name: 'Bo' });
    expect(await red!.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    const hash = red!.view!.seedHash!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const worlds = new Map([red, blue].map((p) => [p, paintballMini.measure()]));
    const actions = await playWhole([red!, blue!], (p) => autoAction(p.state as GameState, worlds.get(p)!));
    expect(actions.length).toBeGreaterThan(20);

    const revealed = red!.view!.seed!;
    expect(await seedKept(hash, revealed.seed, revealed.nonce)).toBe(true);
    const here = replayHere(paintballMini, captureTheFlag(), revealed.seed, actions);
    // The start's line named the seed: it was written out of all the players were sent until the end.
    const started = startWith(paintballMini, captureTheFlag(), revealed.seed).log.length;
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
    server = await serve([secretCards]);
    players = await Promise.all([0, 1, 2, 3].map(() => Player.at(server!.url)));
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
    const late = await Player.at(server.url);
    players.push(late);
    const joined = await late.join({ tableId });
    expect(joined.seat).toBeNull();
    expect(late.lines).toEqual(secretCards.redact!(here, SPECTATOR).log);
    expect(late.events.map((e) => e.action)).toEqual(actions.map(() => null));
  });
});

describe('two players play Hex Battle Wars through the server', () => {
  it('HB-HIDDEN: each plays from the view it was sent, and each log equals its own view of a local replay', async () => {
    server = await serve(SERVED);
    const [red, blue] = (players = [await Player.at(server.url), await Player.at(server.url)]);
    const { tableId, hostToken } = await openTable(red!, 'hex-battle-wars', battleDuel());
    await red!.join({ tableId, seat: 'red' });
    await blue!.join({ tableId, seat: 'blue' });
    await red!.ask('host', { hostToken, command: 'start' });
    // Sixty actions, each chosen by its seat's automatic player from the projection it was sent
    // (which tile of the other seat is real is not in it), then the host ends the game if nobody won.
    const actions: unknown[] = [];
    // Each chooses with the sight the server judges by (the 3D line): the flat hex line sees past
    // a stack's corner that the 3D one does not, and the server would rightly refuse that attack.
    const sight = hexBattleWars.measure();
    for (let i = 0; i < 60 && red!.view?.status !== 'over'; i++) {
      const toAct = red!.view!.toAct;
      const actor = [red!, blue!].find((p) => p.seat === toAct)!;
      const seq = red!.seq;
      await until(`${actor.seat} at event ${seq}`, () => actor.seq === seq);
      const action = autoBattle(actor.state as BattleState, actor.seat!, sight);
      expect(await actor.intent(action)).toEqual({ ok: true, seq: seq + 1 });
      actions.push(action);
      await until(`red at event ${seq + 1}`, () => red!.seq === seq + 1);
    }
    // The dealt seed is the server's: some games are won inside the sixty actions (as soon as the
    // eighth, when the first attack is a natural 20 for double damage), the rest the host ends.
    // Either way the set-up was done and play began.
    expect(actions.map((a) => (a as { type: string }).type)).toContain('rollMovement');
    if (red!.view?.status !== 'over') {
      expect(actions).toHaveLength(60);
      expect(await red!.ask('host', { hostToken, command: 'end' })).toEqual({ ok: true });
    }
    await until('both see the end', () => red!.view?.status === 'over' && blue!.view?.status === 'over');
    const here = replayHere(
      hexBattleWars,
      battleDuel(),
      red!.view!.seed!.seed,
      actions,
    ) as unknown as BattleState;
    for (const p of [red!, blue!]) expect(p.lines).toEqual(hexBattleWars.redact!(here, p.seat!).log);
  });
});
