/**
 * A part of the app fetched when first needed and then kept. Once it is here, `run` calls into it at
 * once, in the same task as the key or click that asked, so one key has acted before the next is
 * read; until then the calls wait for it in the order they were made. (A fresh `import()` per key
 * waits a turn of the page's loop each time, and a busy page can put that turn off for as long as
 * it stays busy: the keys then seem dead.)
 */
export interface LoadOnce<M> {
  /** Starts fetching it, if not already here or on its way. */
  fetch(): void;
  /** Calls `act` with it: now if it is here, else once it is. */
  run(act: (m: M) => void): void;
}

export function loadOnce<M>(load: () => Promise<M>): LoadOnce<M> {
  let here: M | null = null;
  let coming: Promise<M> | null = null;
  const fetched = (): Promise<M> =>
    (coming ??= load().then(
      (m) => (here = m),
      (err: unknown) => {
        // A fetch that failed (the network dropped) is tried again by the next call.
        coming = null;
        throw err;
      },
    ));
  return {
    fetch: () => void fetched().catch(() => undefined),
    run: (act) => {
      if (here !== null) act(here);
      else void fetched().then(act);
    },
  };
}
