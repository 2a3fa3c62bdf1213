import { readFileSync } from 'node:fs';

// The main thread's own CPU time, for figures that ask what a piece of work holds the page up by.
// `process.cpuUsage()` adds up every thread of the process: beside the main thread, V8's helpers
// compile hot code in the background and mark, sweep and scavenge the heap alongside it, on the
// other core. In a browser those helpers hold no input up, and their time is not the work's: most
// of it is compiling code the work ran before (a game's first turns pay it, not every change), and
// the kernel adds a helper's time only at its scheduler tick (4 ms), so a step of 50 µs could read
// 4 ms more for work it never did. The main thread's time still counts the collector's pauses
// there, which the page pays too. Linux only: elsewhere the section falls back on the process clock.

const path = `/proc/self/task/${process.pid}/schedstat`;

function read(): number {
  // The kernel brings the calling thread's runtime up to date when the process's CPU time is asked
  // for (getrusage); the schedstat file alone gives it as of the last tick or switch.
  process.cpuUsage();
  // The first field: ns this thread has run, user and system time together.
  return Number(readFileSync(path, 'utf8').split(' ', 1)[0]) / 1e6;
}

/** The main thread's CPU clock in ms, or null where the system does not give one. */
export function mainThreadClock(): (() => number) | null {
  try {
    return Number.isFinite(read()) ? read : null;
  } catch {
    return null;
  }
}
