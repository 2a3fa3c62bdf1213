import type { CDPSession, Page } from 'playwright-core';
import { HOLD_MS } from '../../src/scene/touch/pressHold';
import { settle } from './harness';

// A finger or two on the page, as a tablet or a phone has them: the browser's own touch input
// (CDP's Input.dispatchTouchEvent), so the page sees touchstart, pointer events of type "touch",
// the taps it makes clicks of, and the double taps it makes double-clicks of. Each step waits for
// the page to draw a frame, and each gesture for the table to be still; the only wait of a set
// length is a hold's own, timed by the page's clock. Open the page with `{ hasTouch: true,
// isMobile: true }` (openTable's make-up); any viewport: a phone's test uses it as a tablet's does.

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Fingers {
  /** A finger down and up on the spot. */
  tap(at: Point): Promise<void>;
  /** Two taps on the spot, as quick as a player's. */
  doubleTap(at: Point): Promise<void>;
  /**
   * A finger held on `at` for the hold's length (by the page's clock), `whileHeld` run while it is
   * still down (a look at what the hold shows), then let go.
   */
  hold(at: Point, whileHeld?: () => Promise<void>): Promise<void>;
  /** One finger pressed at `from`, dragged to `to` in `steps` moves, and let go there. */
  drag(from: Point, to: Point, steps?: number): Promise<void>;
  /** Two fingers about `centre`, `from` px apart, pinched (or spread) to `to` px apart. */
  pinch(centre: Point, from: number, to: number, steps?: number): Promise<void>;
  /** Two fingers side by side at `from`, moved together by `by`. */
  pan(from: Point, by: Point, steps?: number): Promise<void>;
}

type TouchPoint = { x: number; y: number; id: number };

/** The fingers of `page`, a page opened with touch. */
export async function fingersOn(page: Page): Promise<Fingers> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: TouchPoint[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: touchPoints.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y), id: p.id })),
    });
  /** One animation frame of the page's: what the last input changed has been drawn. */
  const frame = () =>
    page.evaluate(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
  const lerp = (a: Point, b: Point, k: number): Point => ({
    x: a.x + (b.x - a.x) * k,
    y: a.y + (b.y - a.y) * k,
  });

  /** Fingers that move from `from` to `to` (one point each), in steps, a frame between each. */
  async function stroke(from: readonly Point[], to: readonly Point[], steps: number): Promise<void> {
    const at = (k: number) => from.map((p, i) => ({ ...lerp(p, to[i]!, k), id: i }));
    await send('touchStart', at(0));
    await frame();
    for (let s = 1; s <= steps; s++) {
      await send('touchMove', at(s / steps));
      await frame();
    }
    await send('touchEnd', []);
    await frame();
    await settle(page);
  }

  const tap = async (at: Point) => {
    await send('touchStart', [{ ...at, id: 0 }]);
    await send('touchEnd', []);
    await frame();
    await settle(page);
  };

  return {
    tap,
    async doubleTap(at) {
      await send('touchStart', [{ ...at, id: 0 }]);
      await send('touchEnd', []);
      await send('touchStart', [{ ...at, id: 0 }]);
      await send('touchEnd', []);
      await frame();
      await settle(page);
    },
    async hold(at, whileHeld = async () => {}) {
      await send('touchStart', [{ ...at, id: 0 }]);
      // The hold's own length, timed where the hold is timed: the page's clock.
      await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), HOLD_MS + 100);
      await frame();
      await settle(page);
      // The finger lifts whatever the look found: a finger left down would hold every later gesture.
      try {
        await whileHeld();
      } finally {
        await send('touchEnd', []);
      }
      await frame();
      await settle(page);
    },
    drag: (from, to, steps = 8) => stroke([from], [to], steps),
    pinch: (c, from, to, steps = 8) =>
      stroke(
        [
          { x: c.x - from / 2, y: c.y },
          { x: c.x + from / 2, y: c.y },
        ],
        [
          { x: c.x - to / 2, y: c.y },
          { x: c.x + to / 2, y: c.y },
        ],
        steps,
      ),
    pan: (from, by, steps = 8) =>
      stroke(
        [
          { x: from.x - 40, y: from.y },
          { x: from.x + 40, y: from.y },
        ],
        [
          { x: from.x - 40 + by.x, y: from.y + by.y },
          { x: from.x + 40 + by.x, y: from.y + by.y },
        ],
        steps,
      ),
  };
}
