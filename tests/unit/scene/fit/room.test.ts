import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rect } from '../../../../src/scene/fit/framing';
import { roomLeft } from '../../../../src/scene/fit/room';

const W = 1280;
const H = 720;
const playPanel: Rect = { left: 12, top: 12, right: 342, bottom: 708 };
const shotCard: Rect = { left: 958, top: 12, right: 1268, bottom: 520 };

describe('roomLeft: the canvas the panels leave', () => {
  it('no panels: the whole canvas', () => {
    expect(roomLeft(W, H, [], 2)).toEqual({ left: 0, top: 0, right: W, bottom: H });
  });

  it('the play panel on the left: everything right of it', () => {
    expect(roomLeft(W, H, [playPanel], 2)).toEqual({ left: 342, top: 0, right: W, bottom: H });
  });

  it('the play panel and the shot card: the band between them, the full height', () => {
    expect(roomLeft(W, H, [playPanel, shotCard], 2)).toEqual({ left: 342, top: 0, right: 958, bottom: H });
  });

  it('a short card on the right leaves a wide room under it when the table is wide', () => {
    const shortCard: Rect = { left: 958, top: 12, right: 1268, bottom: 110 };
    expect(roomLeft(W, H, [playPanel, shortCard], 3)).toEqual({ left: 342, top: 110, right: W, bottom: H });
  });

  it('panels that would leave almost nothing: the whole canvas rather than a sliver', () => {
    const wide: Rect = { left: 0, top: 0, right: W - 100, bottom: H };
    expect(roomLeft(W, H, [wide], 1.5)).toEqual({ left: 0, top: 0, right: W, bottom: H });
  });

  it('property: the room never overlaps a panel, unless it is the whole canvas', () => {
    const rect = fc
      .record({
        l: fc.integer({ min: -50, max: W }),
        t: fc.integer({ min: -50, max: H }),
        w: fc.integer({ min: 1, max: 600 }),
        h: fc.integer({ min: 1, max: 600 }),
      })
      .map(({ l, t, w, h }) => ({ left: l, top: t, right: l + w, bottom: t + h }));
    fc.assert(
      fc.property(
        fc.array(rect, { maxLength: 4 }),
        fc.double({ min: 0.3, max: 4, noNaN: true }),
        (covers, aspect) => {
          const r = roomLeft(W, H, covers, aspect);
          expect(r.left).toBeGreaterThanOrEqual(0);
          expect(r.right).toBeLessThanOrEqual(W);
          expect(r.right).toBeGreaterThan(r.left);
          expect(r.bottom).toBeGreaterThan(r.top);
          const whole = r.left === 0 && r.top === 0 && r.right === W && r.bottom === H;
          if (!whole) {
            for (const c of covers) {
              const hits = c.left < r.right && r.left < c.right && c.top < r.bottom && r.top < c.bottom;
              expect(hits).toBe(false);
            }
          }
        },
      ),
      { numRuns: 300, seed: 1213 },
    );
  });
});
