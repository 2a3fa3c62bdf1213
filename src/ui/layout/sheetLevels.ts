/**
 * The phone's panel sheet stands at one of three heights: a peek at the top of the panels (the
 * table keeps most of the screen), half, or full. Shares of the room under the toolbar; narrow.css
 * draws the same heights.
 */
export const SHEET_LEVELS = ['peek', 'half', 'full'] as const;
export type SheetLevel = (typeof SHEET_LEVELS)[number];

export const SHEET_SHARE: Readonly<Record<SheetLevel, number>> = { peek: 0.28, half: 0.55, full: 1 };

/** One height up (+1) or down (−1); the highest and the lowest stay where they are. */
export function stepLevel(level: SheetLevel, step: 1 | -1): SheetLevel {
  const i = SHEET_LEVELS.indexOf(level) + step;
  return SHEET_LEVELS[Math.max(0, Math.min(SHEET_LEVELS.length - 1, i))]!;
}

/** A tap on the grab handle raises the sheet a height, and from full lets it back down to a peek. */
export const tappedLevel = (level: SheetLevel): SheetLevel =>
  level === 'full' ? 'peek' : stepLevel(level, 1);

/** Where a sheet let go at `height` pixels (of a room `room` pixels tall) settles: the nearest height. */
export function nearestLevel(height: number, room: number): SheetLevel {
  const share = room > 0 ? height / room : 0;
  let best: SheetLevel = 'peek';
  for (const level of SHEET_LEVELS)
    if (Math.abs(SHEET_SHARE[level] - share) < Math.abs(SHEET_SHARE[best] - share)) best = level;
  return best;
}
