import type { CDPSession, Page } from 'playwright-core';
import { frameCount } from '../tests/browser/harness';

export { idleFrames } from '../tests/browser/harness';

// What an input costs the page in headless Chromium, read by the DevTools protocol: Chrome's own
// script time (ScriptDuration, on the main thread's CPU clock once the section enabled Performance
// with `threadTicks`) and the waits for the table to be still, each inside the page so the
// harness's own polling is not counted.

/** Chrome's script time of the page so far, in ms. */
export async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/**
 * Waits inside the page, in one call, for a frame past `frames` and then for the table to be still
 * (seen still with no frame drawn for two animation frames and half a second). The harness polls from
 * here every 100 ms, and each poll runs Playwright's own script in the page, counted in the page's
 * ScriptDuration with the table's (up to 4 ms over a click's settling, in traces); this waits with
 * a few checks of microseconds each (still counted, but a few hundredths of a millisecond).
 */
export async function stillAfter(page: Page, frames: number): Promise<void> {
  const still = await page.evaluate(
    (past) =>
      new Promise<boolean>((done) => {
        const table = window.__table!;
        const tick = () => new Promise((r) => setTimeout(r, 50));
        // An animation frame, or a second if none comes (a hidden page gets none).
        const frame = () =>
          new Promise((r) => {
            requestAnimationFrame(r);
            setTimeout(r, 1000);
          });
        void (async () => {
          // Bounded by the clock: two minutes at most.
          const end = performance.now() + 120_000;
          while (performance.now() < end) {
            if (table.stats.frames > past && table.still()) {
              // Still, and still with no frame drawn over two animation frames and half a second: a
              // panel the input opened refits the camera only once the page is laid out again, which
              // SwiftShader's slow frames put off by a few hundred ms (a select's card: its flight
              // began 200-300 ms after the click's frame on the huge table), and that flight is the
              // input's, not the next input's.
              const drawn = table.stats.frames;
              const quietUntil = performance.now() + 500;
              await frame();
              await frame();
              while (performance.now() < quietUntil && table.still() && table.stats.frames === drawn)
                await tick();
              if (table.still() && table.stats.frames === drawn) return done(true);
            } else await tick();
          }
          done(false);
        })();
      }),
    frames,
  );
  if (!still) throw new Error('the table was not still two minutes after the input');
}

/** Waits inside the page for a frame past `past`: bounded, a minute at most. */
async function frameAfter(page: Page, past: number): Promise<void> {
  await page.evaluate(
    (p) =>
      new Promise<void>((done) => {
        const end = performance.now() + 60_000;
        const check = () =>
          window.__table!.stats.frames > p || performance.now() > end ? done() : setTimeout(check, 5);
        check();
      }),
    past,
  );
}

/**
 * Script run from `act` until the table is still again, the wall time of the same stretch, the
 * frames it drew, and the script until the first of them was drawn (what the input itself cost,
 * before any flight it set off).
 */
export async function scriptOf(
  page: Page,
  cdp: CDPSession,
  act: () => Promise<void>,
): Promise<{ script: number; wall: number; frames: number; first: number }> {
  const frames = await frameCount(page);
  const before = await scriptMs(cdp);
  const w0 = performance.now();
  await act();
  await frameAfter(page, frames);
  const first = (await scriptMs(cdp)) - before;
  await stillAfter(page, frames);
  const wall = performance.now() - w0;
  return { script: (await scriptMs(cdp)) - before, wall, frames: (await frameCount(page)) - frames, first };
}
