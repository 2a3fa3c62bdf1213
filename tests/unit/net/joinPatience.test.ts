import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import type { Patience } from '../../../src/net/sessionView';
import { TableSession } from '../../../src/net/client';
import { until } from './support/harness';
import { withServer } from './support/withServer';
import type { Served } from './support/harness';

// A guest who reloads while the server is slow or restarting must never be left on "Joining the
// table…": an unanswered join is asked again with growing gaps, the screen says so, and after the
// last try it says the table does not answer and offers to try again.

const net = withServer();

const QUICK: Patience = { answerMs: 150, firstGapMs: 10, tries: 3 };

/** The server leaves join messages unanswered while `deaf()` says so (as a slow or restarting one does). */
function joinsGoUnanswered(served: Served, deaf: () => boolean): void {
  served.server.io.on('connection', (socket) =>
    socket.use((packet, next) => {
      if (packet[0] === 'join' && deaf()) return;
      next();
    }),
  );
}

describe('joining a table that does not answer at once', () => {
  it('asks again, says so meanwhile, and sits the player once the server answers', async () => {
    const server = await net.serve(TOY_SERVED);
    let unanswered = 2;
    joinsGoUnanswered(server, () => unanswered-- > 0);
    const opened = await TableSession.open(server.url, TOY, toyTable());
    if (!opened.ok) throw new Error(opened.reason);
    const said: string[] = [];
    const guest = net.closeAfter(
      new TableSession(
        server.url,
        { tableId: opened.tableId, seat: 'blue', name: 'Bo' },
        { patience: QUICK },
      ),
    );
    guest.subscribe((v) => {
      if (v.joinTrouble !== null && said.at(-1) !== v.joinTrouble.said) said.push(v.joinTrouble.said);
    });
    await until('the guest seated', () => guest.current.connection === 'connected', 10_000);
    expect(said).toEqual([
      'The table has not answered yet: asking again (try 2 of 3)…',
      'The table has not answered yet: asking again (try 3 of 3)…',
    ]);
    expect(guest.current).toMatchObject({ seat: 'blue', joinTrouble: null });
  });

  it('after the last try says the table does not answer, and Try again sits the player', async () => {
    const server = await net.serve(TOY_SERVED);
    let deaf = true;
    joinsGoUnanswered(server, () => deaf);
    const opened = await TableSession.open(server.url, TOY, toyTable());
    if (!opened.ok) throw new Error(opened.reason);
    const guest = net.closeAfter(
      new TableSession(server.url, { tableId: opened.tableId, seat: 'red' }, { patience: QUICK }),
    );
    await until('the guest told', () => guest.current.joinTrouble?.givenUp === true, 10_000);
    expect(guest.current).toMatchObject({
      connection: 'connecting',
      seat: null,
      joinTrouble: {
        said: 'The table has not answered 3 times: the server may be busy or restarting.',
        givenUp: true,
      },
    });
    deaf = false;
    guest.retry();
    expect(guest.current.joinTrouble).toBeNull();
    await until('the guest seated', () => guest.current.connection === 'connected', 10_000);
    expect(guest.current.seat).toBe('red');
  });
});
