import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { afterFrames, launch, openSetupFile, openTable, settle, shot } from './harness';
import { netPanel, sitAt } from './netSeat';

// Issue 28, item 9: a guest who reloads must always end at their seat, whatever the game is doing
// and however slow the table server is. The guest's connection goes through a proxy of the test's
// (Playwright's WebSocket route) that holds every frame from the server back and loses the answer
// to the first join after each reload, as a busy or restarting server does; the guest reloads in
// the lobby, mid-game, while paused and after the end.

let browser: Browser;
let host: TablePage;
let guest: TablePage;

/** How the proxy treats the guest's connection now. */
const slow = { lagMs: 0, joinAnswersLost: 0 };

/** The guest's socket.io connection, through the proxy: joins' answers lost while asked, every frame late. */
function slowly(ws: WebSocketRoute): void {
  const server = ws.connectToServer();
  const joins = new Set<string>();
  ws.onMessage((m) => {
    // socket.io: 42<ack id>["join",…] asks; the answer is 43<ack id>[…].
    const join = typeof m === 'string' ? /^42(\d+)\["join"/.exec(m) : null;
    if (join !== null) joins.add(join[1]!);
    server.send(m);
  });
  server.onMessage((m) => {
    const answer = typeof m === 'string' ? /^43(\d+)\[/.exec(m) : null;
    if (answer !== null && joins.has(answer[1]!) && slow.joinAnswersLost > 0) {
      slow.joinAnswersLost--;
      return;
    }
    // Every frame waits the same time, so they still come in order.
    setTimeout(() => ws.send(m), slow.lagMs);
  });
}

beforeAll(async () => {
  browser = await launch();
  host = await openTable(browser, inject('baseUrl'), { width: 1000, height: 700 });
  guest = await openTable(browser, inject('baseUrl'), { width: 1000, height: 700 });
  await guest.page.routeWebSocket(/socket\.io/, slowly);
  await settle(host.page);
});

afterAll(async () => {
  await browser?.close();
});

/** How far the page's network panel has followed the table. */
const seqOf = async (page: Page) => Number(await netPanel(page).getAttribute('data-seq'));

/**
 * The guest reloads while the server is slow and loses the first answer: the screen says it is
 * asking again, and ends at Blue's seat with every event the host has, the table as `status` says.
 */
async function reloadSlowly(status: RegExp, name: string): Promise<void> {
  const b = guest.page;
  slow.lagMs = 400;
  slow.joinAnswersLost = 1;
  await b.reload();
  // Never silent: the lost answer is asked for again, and the screen says so.
  await netPanel(b)
    .getByText(/The table has not answered yet: asking again/)
    .waitFor({ timeout: 30_000 });
  await netPanel(b).getByRole('listitem').filter({ hasText: 'Blue · Bo (you)' }).waitFor({ timeout: 30_000 });
  await netPanel(b).getByText(status).waitFor();
  expect(slow.joinAnswersLost).toBe(0);
  const want = await seqOf(host.page);
  await b.waitForFunction(
    (n) => Number(document.querySelector('[aria-label="Network play"]')?.getAttribute('data-seq')) === n,
    want,
  );
  await settle(b);
  await shot(b, `guest-reload-${name}`);
  slow.lagMs = 0;
}

const hostPresses = (name: string) => netPanel(host.page).getByRole('button', { name, exact: true }).click();

describe('a guest reloading at a slow table server', () => {
  it('comes back to its seat in the lobby, mid-game, while paused and after the end', async () => {
    const a = host.page;
    const b = guest.page;
    await openSetupFile(a, serialiseSetup(duel()), 'duel.json');
    await afterFrames(a, () => a.getByRole('button', { name: 'Host', exact: true }).click());
    await a.waitForURL(/\?table=[a-z2-9]{6}$/);
    const code = new URL(a.url()).searchParams.get('table')!;
    await sitAt(a, 'Red', 'Ann');
    await b.goto(`${inject('baseUrl')}?table=${code}`);
    await sitAt(b, 'Blue', 'Bo');

    await reloadSlowly(/waiting for the host to start/, 'lobby');

    await hostPresses('Start the game');
    await b.getByTestId('play-panel').waitFor();
    // Mid-game: the command dice rolled by whichever screen's side may roll them (either may).
    const before = await seqOf(a);
    await a.getByTestId('play-panel').getByRole('button', { name: 'Roll the command dice' }).click();
    await a.waitForFunction(
      (n) => Number(document.querySelector('[aria-label="Network play"]')?.getAttribute('data-seq')) > n,
      before,
    );
    await reloadSlowly(/in play/, 'playing');
    await b.getByTestId('play-panel').waitFor();
    // Back in the game: the log shows the command dice the host's screen rolled.
    expect(await b.getByTestId('log-line').count()).toBeGreaterThan(0);

    await hostPresses('Pause');
    await reloadSlowly(/paused by the host/, 'paused');
    // The panel says why nothing can be played, rather than whose turn it would be.
    await b.getByTestId('play-panel').getByText('The host has paused the game', { exact: false }).waitFor();

    await hostPresses('End the game');
    await reloadSlowly(/game over/, 'over');
    await netPanel(b)
      .getByText(/replay the game to\s+check every roll/)
      .waitFor();
    await b
      .getByTestId('play-panel')
      .getByText('The game is over at the network table', { exact: false })
      .waitFor();
    // Nobody is to act at a game the host ended.
    expect(await netPanel(b).getByText('to act').count()).toBe(0);

    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  }, 240_000);
});
