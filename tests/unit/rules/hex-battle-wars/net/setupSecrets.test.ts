import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine';
import { autoAction as autoBattle } from '../../../../../src/rules/hex-battle-wars/engine';
import type { Setup } from '../../../../../src/rules/hex-battle-wars/setup';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { SERVED } from '../../../../../src/server/systems';
import type { Player } from '../../../net/support/harness';
import { openTable, until } from '../../../net/support/harness';
import { withServer } from '../../../net/support/withServer';

// HB-HIDDEN from the first message: a Hex Battle Wars table whose red character starts invisible
// (as the app writes a table mid-game) tells only Red which of its three tiles is real. Blue and a
// watcher are never sent it, in the join answer's set-up or in anything after, until the game is
// over and the whole set-up is revealed with the seed.

const net = withServer();

/** The duel with Red as three tiles round its corner, the third one real. */
function redStartsInvisible(): Setup {
  const base = duel();
  const red = base.characters[0]!;
  const at = red.at!;
  const tiles = [at, { q: at.q + 1, r: at.r }, { q: at.q, r: at.r + 1 }];
  return {
    ...base,
    characters: [{ ...red, at: null, invisibility: 3, hidden: { tiles, real: 2 } }, base.characters[1]!],
  };
}

/** Every JSON value in a socket.io frame as the wire carried it ('42["event",{…}]', '430[{…}]'). */
function parsed(frame: string): unknown {
  const json = frame.replace(/^\d+/, '');
  if (json === '') return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Where `value` says which of Red's tiles is real: a tile of Red's marked real, or Red's set-up tile 3. */
function redsSecret(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const o = value as Record<string, unknown>;
  const found: string[] = [];
  if (o.seat === 'red' && o.real === true) found.push(`${path}: a tile of Red's marked real`);
  const hidden = o.hidden as { real?: unknown } | null | undefined;
  if (o.seat === 'red' && typeof hidden === 'object' && hidden !== null && hidden.real === 2)
    found.push(`${path}: Red's set-up names tile 3 real`);
  for (const [k, v] of Object.entries(o)) found.push(...redsSecret(v, `${path}.${k}`));
  return found;
}

const secretsHeard = (p: Player, upTo = p.bytes.length) =>
  p.bytes.slice(0, upTo).flatMap((b) => redsSecret(parsed(b)));

describe('a set-up that starts with an invisible character', () => {
  it('tells only its own seat which tile is real, in the join answer and every message after', async () => {
    const setup = redStartsInvisible();
    expect(hexBattleWars.readSetup(setup).ok).toBe(true);
    const server = await net.serve(SERVED);
    const players = await Promise.all([1, 2, 3].map(() => net.player(server.url)));
    const [red, blue, watcher] = players;
    const { tableId, hostToken } = await openTable(blue!, 'hex-battle-wars', setup);
    const joined = {
      red: await red!.join({ tableId, seat: 'red' }),
      blue: await blue!.join({ tableId, seat: 'blue' }),
      watcher: await watcher!.join({ tableId }),
    };
    const hiddenIn = (s: unknown) => (s as Setup).characters[0]!.hidden;
    expect(hiddenIn(joined.red.setup)).toEqual({ tiles: setup.characters[0]!.hidden!.tiles, real: 2 });
    // The others are told the first tile, whichever is real: a set-up they can still open.
    for (const other of [joined.blue, joined.watcher]) {
      expect(hiddenIn(other.setup)).toEqual({ tiles: setup.characters[0]!.hidden!.tiles, real: 0 });
      expect(hexBattleWars.readSetup(other.setup).ok).toBe(true);
    }

    await blue!.ask('host', { hostToken, command: 'start' });
    await until('the start at every seat', () => players.every((p) => p.state !== null));
    const sight = hexBattleWars.measure();
    // What each was sent while the game was on: a game that ends within these steps reveals it all, as it should.
    const during = new Map(players.map((p) => [p, p.bytes.length]));
    const over = () => blue!.view?.status === 'over';
    for (let i = 0; i < 30 && !over(); i++) {
      const actor = blue!.view!.toAct === 'red' ? red! : blue!;
      const seq = blue!.seq;
      await until(`${actor.seat} at event ${seq}`, () => actor.seq === seq);
      expect(await actor.intent(autoBattle(actor.state as BattleState, actor.seat!, sight))).toMatchObject({
        ok: true,
      });
      await until('everyone at the next event', () => players.every((p) => p.seq === seq + 1));
      // The game each was sent, patches applied: Red's tiles are real or not only for Red.
      if (over()) break;
      for (const p of [blue!, watcher!]) expect(redsSecret(p.state), p.seat ?? 'the watcher').toEqual([]);
      for (const p of players) during.set(p, p.bytes.length);
    }
    // Red is sent its own secret: the search finds it where it was sent.
    expect(secretsHeard(red!, during.get(red!)).length).toBeGreaterThan(0);
    expect(secretsHeard(blue!, during.get(blue!))).toEqual([]);
    expect(secretsHeard(watcher!, during.get(watcher!))).toEqual([]);

    // At the end the whole set-up comes with the seed, for the replay that checks every die.
    if (blue!.view?.status !== 'over') await blue!.ask('host', { hostToken, command: 'end' });
    await until('the watcher sees the end', () => watcher!.view?.seed != null);
    expect(hiddenIn(watcher!.view!.seed!.setup)?.real).toBe(2);
  });
});
