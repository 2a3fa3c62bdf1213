// Labels laid out on screen so that no two overlap, whatever the view. A label wants to sit centred
// on its anchor's projection; where another label already holds that spot it moves the least it can,
// up first (a label stands over its piece, so moving up keeps it off the piece), then aside. Labels
// are placed in order of importance: those that must be read (kept) before those that may fold
// away, and nearer the eye before farther, so a crowd at the far end of the table gives way to the
// near one. A label that may fold and finds no free spot close to its anchor folds away (it is not
// drawn; its words stay in the page's list for screen readers), and so does one the system marks as
// far (out of all reach), crowded or not. A kept label always finds a place:
// far enough up, every spot is free.

/** A label as it wants to sit: its centre's anchor on screen and its size, in CSS pixels (y down). */
export interface WantedLabel {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Its distance from the eye: the nearer label has the first pick. */
  readonly depth: number;
  /** May fold away rather than move far from its anchor. */
  readonly foldable: boolean;
  /** Out of all reach: a foldable label that is far folds away whatever the room. */
  readonly far?: boolean;
}

/** Where a label's centre is placed, or null when it folded away. */
export type PlacedLabel = { readonly x: number; readonly y: number } | null;

/** Clear space kept between two labels, in CSS pixels: the GPU snaps each label to whole pixels. */
export const LABEL_GAP_PX = 2;

/**
 * Spots tried round the anchor, as steps of the label's own width and height (plus the gap), the
 * nearest first: up before aside, aside before further up. A foldable label tries only the first few.
 */
const SPOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, -1],
  [-0.5, -1],
  [0.5, -1],
  [-1, 0],
  [1, 0],
  [0, -2],
  [-1, -1],
  [1, -1],
  [-0.5, -2],
  [0.5, -2],
];
const FOLDABLE_SPOTS = 4;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Whether two boxes, centred at their x and y, come closer than the gap. */
const clash = (a: Box, b: Box, gap: number): boolean =>
  Math.abs(a.x - b.x) < (a.w + b.w) / 2 + gap && Math.abs(a.y - b.y) < (a.h + b.h) / 2 + gap;

/** Whether two boxes overlap (touching edges do not): what no two placed labels may do. */
export const overlap = (a: Box, b: Box): boolean => clash(a, b, 0);

/** Each label's place, in the order given: centred where it is free, or null where it folded away. */
export function labelsApart(wanted: readonly WantedLabel[], gap = LABEL_GAP_PX): PlacedLabel[] {
  const order = wanted
    .map((_, i) => i)
    .sort((i, j) => {
      const a = wanted[i]!;
      const b = wanted[j]!;
      return Number(a.foldable) - Number(b.foldable) || a.depth - b.depth || i - j;
    });
  const placed: Box[] = [];
  const out: PlacedLabel[] = wanted.map(() => null);
  const free = (box: Box) => placed.every((p) => !clash(box, p, gap));
  for (const i of order) {
    const l = wanted[i]!;
    if (l.foldable && l.far === true) continue;
    const stepX = l.w + gap;
    const stepY = Math.max(1, l.h + gap); // a step of at least a pixel: going up always ends
    const at = (dx: number, dy: number): Box => ({
      x: l.x + dx * stepX,
      y: l.y + dy * stepY,
      w: l.w,
      h: l.h,
    });
    const tries = l.foldable ? SPOTS.slice(0, FOLDABLE_SPOTS) : SPOTS;
    let spot = tries.map(([dx, dy]) => at(dx, dy)).find(free);
    // A kept label goes on up until it is clear: above the highest label placed, every spot is free.
    for (let k = 3; spot === undefined && !l.foldable; k++) if (free(at(0, -k))) spot = at(0, -k);
    if (spot === undefined) continue;
    placed.push(spot);
    out[i] = { x: spot.x, y: spot.y };
  }
  return out;
}
