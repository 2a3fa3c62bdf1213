import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

// Drives the built app in Debian's headless Chromium with WebGL2 on SwiftShader. Slow (a few
// frames a second), so tests wait for rendered frames, never for fixed sleeps.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = 'test-results/screenshots';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface TablePage {
  readonly page: Page;
  /** Console errors and page errors seen so far: a test fails if any appear. */
  readonly errors: string[];
}

export async function openTable(
  browser: Browser,
  url: string,
  viewport = { width: 1024, height: 640 },
  /** More of the browser's make-up: `{ hasTouch: true, isMobile: true }` for a tablet or a phone. */
  device: BrowserContextOptions = {},
): Promise<TablePage> {
  const context = await browser.newContext({
    viewport,
    acceptDownloads: true,
    deviceScaleFactor: 1,
    ...device,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.stack ?? e.message));
  // Tests play both sides from one script: the hot-seat handover card is off unless a test turns it on.
  await context.addInitScript(() => {
    if (localStorage.getItem('pbm.handover') === null) localStorage.setItem('pbm.handover', 'off');
  });
  await page.goto(url);
  await waitForFrames(page, 1);
  return { page, errors };
}

/**
 * The table's set-up as the store holds it now, copied out of the page; `T` is what the caller reads
 * of it (the page hands back plain JSON, checked by the test's own assertions).
 */
export const setupNow = <T = Record<string, unknown>>(page: Page): Promise<T> =>
  page.evaluate(
    () =>
      JSON.parse(
        JSON.stringify((window.__table!.store as { getState(): { setup: unknown } }).getState().setup),
      ) as T,
  );

export const frameCount = (page: Page): Promise<number> =>
  page.evaluate(() => window.__table?.stats.frames ?? 0);

/** Waits until at least `n` frames have been rendered since the page loaded. */
export async function waitForFrames(page: Page, n: number, timeout = 120_000): Promise<void> {
  await page.waitForFunction((k) => (window.__table?.stats.frames ?? 0) >= k, n, { timeout, polling: 100 });
}

/** Runs `act`, then waits for the table to render at least one new frame (and any flight to settle). */
export async function afterFrames(page: Page, act: () => Promise<void>, frames = 1): Promise<void> {
  const before = await frameCount(page);
  await act();
  await waitForFrames(page, before + frames);
}

/**
 * Waits until the table is still: no camera flight, no frame waiting to be drawn (r3f's demand
 * loop), and the React work that follows an input done, seen on two checks a frame apart.
 */
export async function settle(page: Page, timeout = 120_000): Promise<void> {
  const still = async () => {
    try {
      await page.waitForFunction(() => window.__table?.still() === true, undefined, {
        timeout,
        polling: 100,
      });
    } catch (e) {
      // Say what kept the table from resting, not only that it did not.
      const why = await page.evaluate(() => window.__table?.unsettled() ?? ['no table']).catch(() => []);
      throw new Error(`the table never came to rest (${why.join('; ') || 'still now'}): ${String(e)}`);
    }
  };
  await still();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await still();
}

/**
 * Settles, and goes on settling until the camera stands where it stood a few animation frames
 * before: a panel that opens after a click (a shot card, a hint) refits the view a moment later,
 * and a point projected before that refit would be clicked in the wrong place.
 */
export async function settleView(page: Page, timeout = 120_000): Promise<void> {
  const pose = () => page.evaluate(() => JSON.stringify(window.__table?.camera() ?? null));
  for (let i = 0; i < 20; i++) {
    await settle(page, timeout);
    const before = await pose();
    await page.evaluate(
      () =>
        new Promise((r) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r))),
        ),
    );
    await settle(page, timeout);
    if ((await pose()) === before) return;
  }
  throw new Error('the camera never came to rest');
}

type Said = { tone: 'info' | 'error'; text: string; nonce: number };

/** The last notice the page said (its nonce), or 0: a later `waitForNotice` waits for one said after it. */
export const lastNotice = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      (window.__table?.store as { getState(): { notices: Said[] } } | undefined)?.getState().notices.at(-1)
        ?.nonce ?? 0,
  );

/**
 * Waits until the page has said a notice of this tone whose words contain `words` (or match it),
 * said after the notice `after`, and returns its words. It reads what the page said, kept in the
 * store, not the toast: good news fades after 4 s, and on a busy machine it can come and go
 * between two looks.
 */
export async function waitForNotice(
  page: Page,
  tone: 'info' | 'error',
  words: string | RegExp,
  after = 0,
  timeout = 120_000,
): Promise<string> {
  const want =
    typeof words === 'string'
      ? { plain: words, source: '', flags: '' }
      : { plain: null, source: words.source, flags: words.flags };
  const found = await page.waitForFunction(
    ({ tone, plain, source, flags, after }) => {
      const said = (window.__table?.store as { getState(): { notices: Said[] } } | undefined)?.getState()
        .notices;
      const hits = (said ?? []).filter(
        (n) =>
          n.nonce > after &&
          n.tone === tone &&
          (plain !== null ? n.text.includes(plain) : new RegExp(source, flags).test(n.text)),
      );
      return hits.at(-1)?.text ?? false;
    },
    { tone, ...want, after },
    { timeout, polling: 100 },
  );
  return (await found.jsonValue()) as string;
}

/** Runs `act` and waits for the notice it makes the page say; returns its words. */
export async function afterNotice(
  page: Page,
  act: () => Promise<unknown>,
  tone: 'info' | 'error',
  words: string | RegExp,
): Promise<string> {
  const before = await lastNotice(page);
  await act();
  return waitForNotice(page, tone, words, before);
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${name}.png`;
  await page.screenshot({ path });
  return path;
}

/**
 * Opens a set-up file through the toolbar's file input, as a player choosing one would, and waits
 * for the page to say it opened (a file that cannot open is said as an error: this then times out,
 * so a test of a refused file sets the input itself).
 */
export async function openSetupFile(page: Page, setup: unknown, name = 'table.json'): Promise<void> {
  const before = await lastNotice(page);
  await afterFrames(page, () =>
    page.getByTestId('open-file').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(typeof setup === 'string' ? setup : JSON.stringify(setup, null, 2)),
    }),
  );
  await waitForNotice(page, 'info', `Opened “`, before);
}

/** Leaves the game in play, if there is one, through the card that Leave asks first with. */
export async function leaveGame(page: Page): Promise<void> {
  const leave = page.getByRole('button', { name: 'Leave game' });
  if (!(await leave.isVisible())) return;
  await leave.click();
  await afterFrames(page, () =>
    page.getByTestId('leave-confirm').getByRole('button', { name: 'Leave game' }).click(),
  );
}

/**
 * Plays the game on the table to its end with the app's automatic player's choice for every seat,
 * through the store, a few actions at a time so the page draws in between: the routine part of a
 * whole game, when the test is about its start and its end. `between` runs after each batch while
 * the game goes on, on a still table. Returns the number of actions taken.
 */
export async function playOutThroughStore(
  page: Page,
  between: () => Promise<void> = async () => {},
  most = 3000,
): Promise<number> {
  let taken = 0;
  while (taken < most) {
    const now = await page.evaluate((batch) => {
      type Rules = {
        progress(g: unknown): { over: boolean };
        seatToAct(g: unknown): string | null;
        autoPlay?(g: unknown, seat: string): unknown;
      };
      type S = {
        play: { game: unknown } | null;
        rules: Rules | null;
        notice: { text: string } | null;
        act(a: unknown): boolean;
      };
      const store = window.__table!.store as { getState(): S };
      let n = 0;
      for (; n < batch; n++) {
        const { play, rules, act } = store.getState();
        if (play === null || rules === null || rules.progress(play.game).over) return { n, over: true };
        const seat = rules.seatToAct(play.game);
        if (seat === null || rules.autoPlay === undefined)
          throw new Error('no seat to act, or no automatic player');
        if (!act(rules.autoPlay(play.game, seat)))
          throw new Error(`the automatic player's action was refused: ${store.getState().notice?.text}`);
      }
      // The last action may have ended the game by itself, or with a step the app took after it.
      const { play, rules } = store.getState();
      return { n, over: play === null || rules === null || rules.progress(play.game).over };
    }, 20);
    taken += now.n;
    if (now.over) return taken;
    await settle(page);
    await between();
  }
  throw new Error(`the game was not over after ${taken} actions`);
}

/** Clicks Play on the open table and waits for the game's first frame. */
export async function clickPlay(page: Page): Promise<void> {
  await afterFrames(page, () => page.getByRole('button', { name: 'Play', exact: true }).click());
}

/**
 * Opens the toolbar's menu, where a window under 1000 px wide keeps the commands it folds away
 * (src/ui/layout/fold.tsx); on a wider window there is no menu, and this does nothing.
 */
export async function openToolbarMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  if (!(await button.isVisible())) return;
  await button.click();
  await page.getByTestId('toolbar-menu').waitFor();
}

/** Frames drawn over `n` of the page's animation frames, with nothing done: 0 on a still table. */
export async function idleFrames(page: Page, n: number): Promise<number> {
  const before = await frameCount(page);
  await page.evaluate(
    (k) =>
      new Promise<void>((done) => {
        let left = k;
        const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
  return (await frameCount(page)) - before;
}
