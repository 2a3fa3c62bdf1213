import type { Page } from 'playwright-core';

// Chrome's own count of long tasks (over 50 ms) on a page, for the rows whose target is the longest.

/** Starts recording the page's long tasks. */
export const watchLongTasks = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const w = window as unknown as { __longest: number; __tasks?: PerformanceObserver };
    w.__longest = 0;
    w.__tasks?.disconnect();
    w.__tasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    });
    w.__tasks.observe({ type: 'longtask' });
  });

/** The longest task seen since `watchLongTasks` (0 when none was over 50 ms). */
export const longestTask = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __longest: number }).__longest);
