// The triangles gathered for one eye and one body (gather.ts), kept packed for the rays that
// follow: each triangle's corners, and the window of the body it can stand in front of (see
// `gatherWedge`): the heights and the offsets across the line of sight of the body's points it
// could hide. A triangle found some other way can hide any point: its window is everything.

export const gathered = {
  count: 0,
  /** Nine numbers a triangle: corners a, b, c as x, y, z. */
  corners: new Float64Array(9 * 64),
  /** Four numbers a triangle: lowest and highest height, least and most offset across. */
  windows: new Float64Array(4 * 64),
};

export function clearGathered(): void {
  gathered.count = 0;
}

/** Keeps triangle `t` of `corners` (nine numbers a triangle) with its window. */
export function keep(
  corners: ArrayLike<number>,
  t: number,
  lowest: number,
  highest: number,
  least: number,
  most: number,
): void {
  if (9 * (gathered.count + 1) > gathered.corners.length) grow();
  const i = gathered.count++;
  const from = 9 * t;
  for (let k = 0; k < 9; k++) gathered.corners[9 * i + k] = corners[from + k]!;
  gathered.windows[4 * i] = lowest;
  gathered.windows[4 * i + 1] = highest;
  gathered.windows[4 * i + 2] = least;
  gathered.windows[4 * i + 3] = most;
}

function grow(): void {
  const corners = new Float64Array(gathered.corners.length * 2);
  const windows = new Float64Array(gathered.windows.length * 2);
  corners.set(gathered.corners);
  windows.set(gathered.windows);
  gathered.corners = corners;
  gathered.windows = windows;
}
