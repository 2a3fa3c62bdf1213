import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { brightnessAround } from './pixels';

// Issue 24, item 11: the enemies' roll badges, as the page last drew them, read back from the table
// (window.__table.labels): no two overlap, every badge with a roll is drawn, and where the layout
// says a badge is, a badge is drawn (its dark pill, on the picture of the table).

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Checks the badges on screen now; says how many are drawn and how many folded away. */
export async function expectBadgesApart(
  page: Page,
  where: string,
): Promise<{ drawn: number; folded: number; far: number }> {
  const labels = await page.evaluate(() => window.__table!.labels('enemy-badge-labels'));
  expect(labels.length, `${where}: badges laid out`).toBeGreaterThan(0);
  const drawn = labels.flatMap((l) => (l.rect === null ? [] : [{ text: l.text, key: l.key, ...l.rect }]));
  for (let a = 0; a < drawn.length; a++)
    for (let b = a + 1; b < drawn.length; b++) {
      const p = drawn[a]!;
      const q = drawn[b]!;
      expect(overlap(p, q), `${where}: ${p.key} "${p.text}" overlaps ${q.key} "${q.text}"`).toBe(false);
    }
  // Only a "no shot" badge may fold away: a roll is always there to read. One out of all reach
  // always folds, crowded or not.
  for (const l of labels) if (l.rect === null) expect(l.text, `${where}: ${l.key} folded`).toBe('no shot');
  for (const l of labels.filter((l) => l.far)) {
    expect(l.text, `${where}: ${l.key} is out of reach`).toBe('no shot');
    expect(l.rect, `${where}: ${l.key} is out of reach and still drawn`).toBeNull();
  }
  // The pill's padding, inside each end, is dark on the picture: the badge is drawn where it is said to be.
  const canvas = await page.evaluate(() => {
    const r = document.querySelector('canvas')!.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height, ratio: window.devicePixelRatio };
  });
  const inside = drawn.filter(
    (d) =>
      d.x > canvas.x &&
      d.y > canvas.y &&
      d.x + d.w < canvas.x + canvas.width &&
      d.y + d.h < canvas.y + canvas.height,
  );
  const ends = inside.flatMap((d) =>
    [d.x + 3, d.x + d.w - 3].map((x) => ({
      x: (x - canvas.x) * canvas.ratio,
      y: (d.y + d.h / 2 - canvas.y) * canvas.ratio,
    })),
  );
  const picture = await page.evaluate(() => window.__table!.capture());
  const seen = await brightnessAround(page, picture, ends, 0);
  seen.forEach((s, i) =>
    expect(s.mean, `${where}: pill of ${inside[i >> 1]!.key} at ${JSON.stringify(ends[i])}`).toBeLessThan(70),
  );
  return {
    drawn: drawn.length,
    folded: labels.length - drawn.length,
    far: labels.filter((l) => l.far).length,
  };
}
