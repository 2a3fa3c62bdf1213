import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrame } from '../../../../../../src/rules/paintball-mini/view/sight/afterFrame';

// A select asks the sight worker for its figure's lines once the select's frame is drawn: in a task
// of its own after the frame's callbacks (the table's render among them), not inside them.

/** A page's frames, run by hand: `frame()` runs the callbacks asked for so far, in order. */
function frames() {
  const asked = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (asked.set(next, cb), next++));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => void asked.delete(id));
  return {
    frame() {
      const now = [...asked.values()];
      asked.clear();
      for (const cb of now) cb(0);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work after the frame', () => {
  it('runs after the next frame’s callbacks, in a task of its own', () => {
    vi.useFakeTimers();
    const page = frames();
    const order: string[] = [];
    requestAnimationFrame(() => order.push('the table drawn'));
    afterFrame(() => order.push('the ask'));
    expect(order).toEqual([]);
    page.frame();
    expect(order).toEqual(['the table drawn']);
    vi.runAllTimers();
    expect(order).toEqual(['the table drawn', 'the ask']);
  });

  it('does nothing once cancelled, before the frame or after it', () => {
    vi.useFakeTimers();
    const page = frames();
    const work = vi.fn();
    afterFrame(work)();
    page.frame();
    vi.runAllTimers();
    const cancel = afterFrame(work);
    page.frame();
    cancel();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });

  it('runs at once where there are no frames (Node)', () => {
    const work = vi.fn();
    afterFrame(work);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
