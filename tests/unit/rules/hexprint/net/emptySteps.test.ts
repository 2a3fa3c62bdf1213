import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../../src/game/log';
import { autoAction } from '../../../../../src/rules/hexprint/engine/autoPlayer';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { kingOfTheHill } from '../../../../../src/rules/hexprint/setup/scenarios';
import { hexPrint } from '../../../../../src/rules/hexprint/system';
import { SERVED } from '../../../../../src/server/systems';
import type { Player } from '../../../net/support/harness';
import { openTable, until } from '../../../net/support/harness';
import { withServer } from '../../../net/support/withServer';

// At a network table the server takes a step in which nothing can happen (src/game/emptySteps.ts),
// as the app does at one screen: no player is asked to click it, and every screen is sent it as an
// event with its lines, so the log is the same as if someone had.

const net = withServer();

describe('the table server takes the steps nothing happens in', () => {
  it('HP-TICK: a Turn time onto a segment with no marker is taken by the server, never by an intent', async () => {
    const server = await net.serve(SERVED);
    const world = hexPrint.measure();
    // A screen is sent the state without its log (the lines come with each event) and without the
    // dice's state; any dice state tells whether a step would roll, which is all asked of it here.
    const dice = hexPrint.start(kingOfTheHill(), 1).rng;
    const gameOf = (p: Player): HexPrintState => ({ ...(p.state as HexPrintState), log: [], rng: dice });

    /** A table played, every marker on segment 1, until the server takes an empty step (or two rounds pass). */
    async function playTable() {
      const [north, south] = [await net.player(server.url), await net.player(server.url)];
      const { tableId, hostToken } = await openTable(north, 'hexprint', kingOfTheHill());
      await north.join({ tableId, seat: 'north' });
      await south.join({ tableId, seat: 'south' });
      await north.ask('host', { hostToken, command: 'start' });
      await until('the game on both screens', () => north.state !== null && south.state !== null);
      const sent = new Set<number>();
      const now = () => gameOf(north);
      // Every marker goes on segment 1, so the Timer soon reaches segments no marker is on; its
      // turns are rolled, though, and the seed is the server's: with a few, the first two rounds
      // never do, and another table is played.
      const heardTaken = () => north.events.some((e) => !sent.has(e.seq));
      for (let i = 0; i < 400 && !heardTaken() && now().timer.round < 3 && now().phase !== 'over'; i++) {
        // The server has taken whatever was empty, and both screens have heard all of it.
        await until(
          'the table at rest',
          () => north.seq === south.seq && hexPrint.emptyStep!(now()) === null,
        );
        const seat = hexPrint.seatToAct(now())!;
        const actor = seat === 'north' ? north : south;
        const chosen = autoAction(gameOf(actor), world) ?? { type: 'endActivation' };
        const r = await actor.intent(chosen.type === 'placeMarker' ? { ...chosen, segment: 1 } : chosen);
        expect(r.ok, JSON.stringify(r)).toBe(true);
        sent.add(r.seq!);
      }
      await until('the table at rest', () => north.seq === south.seq && hexPrint.emptyStep!(now()) === null);
      return { north, south, taken: north.events.filter((e) => !sent.has(e.seq)) };
    }

    let played = await playTable();
    for (let tables = 1; tables < 6 && played.taken.length === 0; tables++) played = await playTable();
    const { north, south, taken } = played;
    expect(taken.length).toBeGreaterThan(0);
    for (const e of taken) {
      expect(e.action).toEqual({ type: 'turnTime' });
      expect((e.lines as LogEntry[]).map((l) => l.text)).toContain(
        `No marker is on segment ${/segment (\d)/.exec((e.lines as LogEntry[])[0]!.text)![1]}.`,
      );
      expect((e.lines as LogEntry[]).some((l) => (l.dice?.length ?? 0) > 0)).toBe(false);
    }
    await until('both screens at the last event', () => north.seq === south.seq);
    expect(south.lines).toEqual(north.lines);
  });
});
