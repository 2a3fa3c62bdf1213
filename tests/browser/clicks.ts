import type { Page } from 'playwright-core';
import { afterFrames, settle, settleView } from './harness';

// Clicks on the table by where things are on it (cm), not by pixels: the point is projected through
// the camera as it stands now, so a test reads the same at any screen size or view.

interface At {
  readonly x: number;
  readonly y: number;
}

/** A figure's chest above its feet: a click there picks the figure, not the ground it stands on. */
const CHEST_CM = 1.9;

/** Where a point `height` cm above the table is on screen; the test fails if it is off screen. */
export async function onScreen(page: Page, at: At, height = 0): Promise<At> {
  const p = await page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z), [at.x, at.y, height]);
  if (p === null) throw new Error(`(${at.x}, ${at.y}) ${height} cm up is off screen`);
  return p;
}

/** Clicks a point `height` cm above the table, waits for the frame the click makes and for the table to settle. */
export async function clickAt(page: Page, at: At, height = 0): Promise<void> {
  await settleView(page); // a card or hint that opened refits the view a moment later
  const p = await onScreen(page, at, height);
  await afterFrames(page, () => page.mouse.click(p.x, p.y));
  await settle(page);
}

/** Clicks a figure standing at `at` on ground `ground` cm high: on its chest, as a player would. */
export function clickFigure(page: Page, at: At, ground = 0): Promise<void> {
  return clickAt(page, at, ground + CHEST_CM);
}

/**
 * The camera brought close to the first Red paintballer, from `back` cm behind and above it (the
 * shooter's-eye view, which Esc leaves): a close look at what its figure carries.
 */
export async function lookCloselyAtRed(page: Page, back: number, at: number): Promise<void> {
  await afterFrames(page, () =>
    page.evaluate(
      ([back, at]) => {
        type Figure = { team: string; role: string; at: { x: number; y: number } };
        type S = { setup: { figures: Figure[] }; shooterEye(from: number[], to: number[]): void };
        const s = (window.__table!.store as { getState(): S }).getState();
        const red = s.setup.figures.find((f) => f.team === 'red' && f.role === 'paintballer')!.at;
        s.shooterEye([red.x - back!, back!, red.y - back!], [red.x, at!, red.y]);
      },
      [back, at],
    ),
  );
  await settle(page);
}
