/** An idle period as the page gives it: how long is left of it. */
interface Idle {
  timeRemaining(): number;
}

/** The page's idle periods, or (where it has none to offer) a short slice after the next task. */
function whenIdle(run: (idle: Idle) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const end = performance.now() + 8;
    run({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 0);
  return () => clearTimeout(id);
}

/**
 * Takes `steps` one at a time while the page is idle: as many as fit in an idle period (one at
 * least), then waits for the next. Input always comes first, as the page runs idle work only when
 * it has nothing else to do, so a click waits at most for the one step under way. A step that
 * yields a promise (work done elsewhere, as in a worker) is waited for, taking no idle time, before
 * the next is taken. Resolves true once all are taken, false when `signal` stopped them (between
 * two steps; none is cut in half).
 */
export function runWhileIdle(steps: Iterator<unknown>, signal: AbortSignal): Promise<boolean> {
  return new Promise((done, fail) => {
    let cancel = () => {};
    const stop = () => {
      cancel();
      steps.return?.();
      done(false);
    };
    if (signal.aborted) return done(false);
    signal.addEventListener('abort', stop, { once: true });
    const slice = (idle: Idle) => {
      try {
        do {
          const step = steps.next();
          if (step.done === true) {
            signal.removeEventListener('abort', stop);
            return done(true);
          }
          if (step.value instanceof Promise) {
            // Whatever it settles to, the steps go on: they look for themselves at what it left.
            const next = () => {
              if (!signal.aborted) cancel = whenIdle(slice);
            };
            void (step.value as Promise<unknown>).then(next, next);
            return;
          }
        } while (idle.timeRemaining() > 1 && !signal.aborted);
      } catch (e) {
        signal.removeEventListener('abort', stop);
        return fail(e instanceof Error ? e : new Error(String(e)));
      }
      if (!signal.aborted) cancel = whenIdle(slice);
    };
    cancel = whenIdle(slice);
  });
}

/**
 * `steps` (if any), then one step more of its own that runs `last`: the last of `steps` (which
 * may do work after its final yield) and `last` are never taken together. Stopped at any point,
 * `steps` are stopped too, even before the first was taken.
 */
export function thenOneMore(steps: Iterator<unknown> | null, last: () => void): Iterator<unknown> {
  let work = steps;
  let lastTaken = false;
  return {
    next() {
      if (work !== null) {
        const step = work.next();
        if (step.done === true) work = null;
        // A step's promise is handed on for runWhileIdle to wait for.
        return { done: false, value: step.done === true ? undefined : step.value };
      }
      if (lastTaken) return { done: true, value: undefined };
      lastTaken = true;
      last();
      return { done: false, value: undefined };
    },
    return(value?: unknown) {
      work?.return?.();
      work = null;
      lastTaken = true;
      return { done: true, value };
    },
  };
}
