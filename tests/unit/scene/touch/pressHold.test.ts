import { describe, expect, it } from 'vitest';
import type { HoldClock } from '../../../../src/scene/touch/pressHold';
import { HOLD_MS, HOLD_SLOP_PX, pressHold } from '../../../../src/scene/touch/pressHold';

/** A clock the test moves by hand: no real time passes. */
function handClock() {
  let now = 0;
  let timers: { at: number; fire: () => void }[] = [];
  const clock: HoldClock = {
    after(ms, fire) {
      const t = { at: now + ms, fire };
      timers.push(t);
      return () => {
        timers = timers.filter((x) => x !== t);
      };
    },
  };
  const pass = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    due.forEach((t) => t.fire());
  };
  return { clock, pass, waiting: () => timers.length };
}

function recorder() {
  const said: string[] = [];
  return {
    said,
    hands: {
      held: (x: number, y: number) => said.push(`held ${x},${y}`),
      letGo: () => said.push('let go'),
    },
  };
}

describe('press and hold', () => {
  it('a finger resting HOLD_MS shows the hover where it rests, keeps it while the finger moves on, and takes it away on release', () => {
    const c = handClock();
    const r = recorder();
    const hold = pressHold(r.hands, c.clock);
    hold.down(100, 200);
    c.pass(HOLD_MS - 1);
    expect(r.said).toEqual([]);
    expect(hold.holding).toBe(false);
    c.pass(1);
    expect(hold.holding).toBe(true);
    hold.move(140, 230); // once held, the finger may go anywhere: the hold stays
    expect(hold.holding).toBe(true);
    expect(hold.up()).toBe(true);
    expect(r.said).toEqual(['held 100,200', 'let go']);
    expect(hold.holding).toBe(false);
  });

  it('a tap (let go before HOLD_MS) is no hold, and its timer is stopped', () => {
    const c = handClock();
    const r = recorder();
    const hold = pressHold(r.hands, c.clock);
    hold.down(10, 10);
    c.pass(HOLD_MS / 2);
    expect(hold.up()).toBe(false);
    expect(c.waiting()).toBe(0);
    c.pass(HOLD_MS);
    expect(r.said).toEqual([]);
  });

  it('a finger that wanders past the slop is a drag, never a hold; a jitter within it still holds', () => {
    const c = handClock();
    const r = recorder();
    const hold = pressHold(r.hands, c.clock);
    hold.down(0, 0);
    hold.move(HOLD_SLOP_PX * 0.6, HOLD_SLOP_PX * 0.6); // about 0.85 of the slop away
    c.pass(HOLD_MS);
    expect(r.said).toEqual([`held 0,0`]);
    hold.up();
    r.said.length = 0;
    hold.down(0, 0);
    hold.move(HOLD_SLOP_PX + 1, 0);
    c.pass(HOLD_MS * 2);
    expect(r.said).toEqual([]);
    expect(hold.up()).toBe(false);
  });

  it('a second finger before the hold is a pinch: nothing is held; after it, the hold is let go', () => {
    const c = handClock();
    const r = recorder();
    const hold = pressHold(r.hands, c.clock);
    hold.down(0, 0);
    hold.down(300, 0);
    c.pass(HOLD_MS * 2);
    expect(r.said).toEqual([]);
    hold.up();
    hold.down(0, 0);
    c.pass(HOLD_MS);
    hold.down(300, 0);
    expect(r.said).toEqual(['held 0,0', 'let go']);
    expect(hold.holding).toBe(false);
  });

  it('cancel ends a hold as a release does, and a resting finger with nothing shown', () => {
    const c = handClock();
    const r = recorder();
    const hold = pressHold(r.hands, c.clock);
    hold.down(5, 5);
    hold.cancel();
    c.pass(HOLD_MS);
    expect(r.said).toEqual([]);
    hold.down(5, 5);
    c.pass(HOLD_MS);
    hold.cancel();
    expect(r.said).toEqual(['held 5,5', 'let go']);
  });
});
