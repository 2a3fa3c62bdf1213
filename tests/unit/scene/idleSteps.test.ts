import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhileIdle, thenOneMore } from '../../../src/scene/idleSteps';

// The page's idle periods, played by hand: each call runs the next waiting period with `ms` left,
// the clock moving `costMs` per step taken.
function fakeIdle() {
  const waiting: ((idle: { timeRemaining(): number }) => void)[] = [];
  let left = 0;
  vi.stubGlobal('requestIdleCallback', (run: (typeof waiting)[number]) => waiting.push(run));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    waiting.splice(id - 1, 1, () => {});
  });
  return {
    waiting: () => waiting.length,
    period(ms: number) {
      left = ms;
      waiting.shift()?.({ timeRemaining: () => left });
    },
    spend(ms: number) {
      left -= ms;
    },
  };
}

function* counted(log: number[], spend: (ms: number) => void, n: number, costMs: number) {
  for (let i = 0; i < n; i++) {
    log.push(i);
    spend(costMs);
    yield;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('work done while the page is idle', () => {
  it('waits for a step that yields a promise, taking no idle time until it settles, and goes on when it fails', async () => {
    const idle = fakeIdle();
    const log: string[] = [];
    let settle: (ok: boolean) => void = () => {};
    const elsewhere = new Promise<boolean>((resolve) => (settle = resolve));
    function* steps() {
      log.push('before');
      yield;
      yield elsewhere;
      log.push('after');
      yield Promise.reject(new Error('the worker stopped'));
      log.push('last');
    }
    const done = runWhileIdle(
      thenOneMore(steps(), () => log.push('one more')),
      new AbortController().signal,
    );
    idle.period(50);
    expect(log).toEqual(['before']); // stopped at the promise, though time was left
    expect(idle.waiting()).toBe(0); // and asks for no idle period while it waits
    settle(true);
    await elsewhere;
    expect(idle.waiting()).toBe(1);
    idle.period(50);
    expect(log).toEqual(['before', 'after']);
    await Promise.resolve();
    await Promise.resolve();
    idle.period(50);
    expect(log).toEqual(['before', 'after', 'last', 'one more']);
    await expect(done).resolves.toBe(true);
  });

  it('takes as many steps as fit in each idle period, one at least, and says when all are done', async () => {
    const idle = fakeIdle();
    const log: number[] = [];
    const done = runWhileIdle(
      counted(log, (ms) => idle.spend(ms), 5, 4),
      new AbortController().signal,
    );
    expect(log).toEqual([]); // nothing runs before the page is idle
    idle.period(10); // 4 ms steps, started while time is left: 10 → 6 → 2 → none left
    expect(log).toEqual([0, 1, 2]);
    idle.period(1); // too short for any, yet one step is taken so the work always moves on
    expect(log).toEqual([0, 1, 2, 3]);
    idle.period(50);
    expect(log).toEqual([0, 1, 2, 3, 4]);
    expect(await done).toBe(true);
    expect(idle.waiting()).toBe(0);
  });

  it('stops between two steps when told, never cutting one in half, and closes the steps', async () => {
    const idle = fakeIdle();
    const log: number[] = [];
    let closed = false;
    function* steps() {
      try {
        yield* counted(log, (ms) => idle.spend(ms), 10, 30);
      } finally {
        closed = true;
      }
    }
    const stop = new AbortController();
    const done = runWhileIdle(steps(), stop.signal);
    idle.period(40);
    expect(log).toEqual([0, 1]);
    stop.abort();
    expect(await done).toBe(false);
    expect(closed).toBe(true);
    idle.period(50); // the period asked for before is given back: nothing more runs
    expect(log).toEqual([0, 1]);
  });

  it('does nothing when told to stop before it starts', async () => {
    fakeIdle();
    const stop = new AbortController();
    stop.abort();
    const log: number[] = [];
    expect(
      await runWhileIdle(
        counted(log, () => {}, 3, 1),
        stop.signal,
      ),
    ).toBe(false);
    expect(log).toEqual([]);
  });

  it('hands on a step that failed, and takes no more', async () => {
    const idle = fakeIdle();
    function* failing() {
      yield;
      throw new Error('the sight layer could not read the table');
    }
    const done = runWhileIdle(failing(), new AbortController().signal);
    idle.period(50);
    await expect(done).rejects.toThrow('the sight layer could not read the table');
    expect(idle.waiting()).toBe(0);
  });
});

describe('thenOneMore', () => {
  function* part(log: string[]): Generator<void, void, undefined> {
    try {
      log.push('a');
      yield;
      log.push('b, after the last yield');
    } finally {
      log.push('part closed');
    }
  }

  it('takes the last step on its own, after the part’s last (which does work after its final yield)', () => {
    const log: string[] = [];
    const steps = thenOneMore(part(log), () => log.push('cast'));
    const taken: string[][] = [];
    for (let i = 0; i < 6; i++) {
      const before = log.length;
      const r = steps.next();
      taken.push([...log.slice(before), r.done === true ? 'done' : 'step']);
      if (r.done === true) break;
    }
    expect(taken).toEqual([
      ['a', 'step'],
      ['b, after the last yield', 'part closed', 'step'],
      ['cast', 'step'],
      ['done'],
    ]);
  });

  it('with no part, is the last step alone', () => {
    const last = vi.fn();
    const steps = thenOneMore(null, last);
    expect(steps.next().done).toBe(false);
    expect(last).toHaveBeenCalledTimes(1);
    expect(steps.next().done).toBe(true);
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('stopped before its first step or half-way, stops the part and never takes the last', () => {
    const last = vi.fn();
    const unstarted = vi.fn(() => ({ done: true, value: undefined }));
    const early = thenOneMore({ next: () => ({ done: false, value: undefined }), return: unstarted }, last);
    early.return?.();
    expect(unstarted).toHaveBeenCalledTimes(1);
    expect(early.next().done).toBe(true);

    const log: string[] = [];
    const half = thenOneMore(part(log), last);
    half.next();
    half.return?.();
    expect(log).toEqual(['a', 'part closed']);
    expect(half.next().done).toBe(true);
    expect(last).not.toHaveBeenCalled();
  });
});
