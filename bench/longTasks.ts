import type { Page } from 'playwright-core';

// A page's long tasks, for the rows whose target is the longest: Chrome's own count of them (over
// 50 ms, by the wall clock), and the longest in a trace by the main thread's CPU time beside its wall.

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

interface TraceEvent {
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/**
 * The page's longest main-thread task in a trace: by the wall clock (a long task as Chrome counts
 * it) and by the thread's own CPU time. The page's main thread is the renderer's main thread that
 * ran the most; a worker, the GPU process and the browser's own threads are not the page's.
 */
export function longestTasks(trace: Buffer): { wall: number; cpu: number } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const page = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === page);
  if (tasks.length === 0) throw new Error("the trace holds no task of the page's main thread");
  return {
    wall: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
    cpu: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)),
  };
}
