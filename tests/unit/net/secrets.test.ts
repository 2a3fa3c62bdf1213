import { startWith } from '../../../src/game/ruleSystem';
import { describe, expect, it } from 'vitest';
import type { Player } from './support/harness';
import { openTable, until } from './support/harness';
import { withServer } from './support/withServer';
import { playWhole, replayHere } from './support/game';
import type { CardsState } from './support/secretCards';
import { secretCards } from './support/secretCards';

// Hidden information on the wire: every player keeps every byte it was sent during a game of
// Secret Cards, and no seat's card is among another seat's bytes until that seat shows it; a card
// drawn over is never sent to anyone else at all. Nor is the seed, until the end.

const net = withServer();

const SEATS = ['red', 'blue', 'green'];

describe('secrets on the wire', () => {
  it('no seat is sent another seat’s card before it is shown, nor anyone the seed before the end', async () => {
    const server = await net.serve([secretCards]);
    const players = await Promise.all([...SEATS, 'watcher'].map(() => net.player(server.url)));
    const watcher = players[3]!;
    const setup = secretCards.readSetupOrThrow(3);
    const { tableId, hostToken } = await openTable(players[0]!, 'secret-cards', setup);
    for (const [i, seat] of SEATS.entries()) await players[i]!.join({ tableId, seat });
    await watcher.join({ tableId });
    await players[0]!.ask('host', { hostToken, command: 'start' });

    const draws = new Map<string, number>();
    /** What every other player had heard just before a seat showed its card. */
    const beforeShow = new Map<string, Map<Player, string>>();
    const actions = await playWhole(players.slice(0, 3), (p) => {
      const n = draws.get(p.seat!) ?? 0;
      draws.set(p.seat!, n + 1);
      if (n < 2) return { type: 'draw' };
      beforeShow.set(p.seat!, new Map(players.map((q) => [q, q.heard()])));
      return { type: 'show' };
    });

    await until('the watcher at the end', () => watcher.view?.seed != null);
    const { seed } = watcher.view!.seed!;
    const start = startWith(secretCards, setup, seed);
    const end = replayHere(secretCards, setup, seed, actions) as unknown as CardsState;
    const drawn = (seat: string) =>
      end.log.filter((e) => e.rule === 'SC-DRAW' && e.pieceId === seat).map((e) => e.text.split(' ').pop()!);
    for (const [i, seat] of SEATS.entries()) {
      const held = [start.cards[seat]!, ...drawn(seat)];
      expect(held).toHaveLength(3);
      const last = held[2]!;
      // Its own cards reach its own player: the search would find a card that was sent.
      for (const card of held) expect(players[i]!.heard()).toContain(card);
      for (const other of players.filter((q) => q !== players[i])) {
        for (const card of held.slice(0, 2)) if (card !== last) expect(other.heard()).not.toContain(card);
        expect(beforeShow.get(seat)!.get(other)!).not.toContain(last);
        expect(other.heard()).toContain(last);
      }
    }
    // The seed and the dice's state: in no byte before the end, revealed with it.
    for (const p of players) {
      const heardBeforeEnd = beforeShow.get('green')!.get(p)!;
      expect(heardBeforeEnd.length).toBeGreaterThan(1000);
      expect(heardBeforeEnd).not.toMatch(/"rng"|"seed":\s*["\d]/);
      expect(heardBeforeEnd).not.toContain(String(seed));
      expect(p.heard()).toContain(`"seed":${JSON.stringify(seed)}`);
    }
  });
});
