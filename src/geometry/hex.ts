// Integer hexes in cube coordinates (q + r + s = 0), after Red Blob Games' hexagon guide.
// Pure coordinates: no centimetres here, the Layout turns hexes into table points.

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A hex with fractional coordinates, used for interpolation before rounding. */
export interface FractionalHex {
  readonly q: number;
  readonly r: number;
}

export const hex = (q: number, r: number): Hex => ({ q, r });
export const hexS = (h: Hex): number => -h.q - h.r;
export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const hexEquals = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const hexAdd = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });
export const hexSubtract = (a: Hex, b: Hex): Hex => ({ q: a.q - b.q, r: a.r - b.r });

export function parseHexKey(key: string): Hex {
  const [q, r] = key.split(',').map(Number);
  return { q: q ?? NaN, r: r ?? NaN };
}

/** The six directions, starting east and turning counter-clockwise (towards +y) in 60° steps. */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export function hexNeighbour(h: Hex, direction: number): Hex {
  const d = HEX_DIRECTIONS[((direction % 6) + 6) % 6]!;
  return hexAdd(h, d);
}

export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hexAdd(h, d));
}

/** Number of steps between two hexes. Range in hex mode (G-HEX) is exactly this. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Rotates a hex about the origin by `steps` × 60°, counter-clockwise. */
export function hexRotate(h: Hex, steps: number): Hex {
  let q = h.q;
  let r = h.r;
  let s = -q - r;
  const n = ((steps % 6) + 6) % 6;
  for (let i = 0; i < n; i++) {
    // (q, r, s) → (-r, -s, -q) is one 60° turn in the direction of HEX_DIRECTIONS.
    const nq = -r;
    const nr = -s;
    const ns = -q;
    q = nq;
    r = nr;
    s = ns;
  }
  return { q: q + 0, r: r + 0 };
}

export function hexRound(f: FractionalHex): Hex {
  const out = { q: 0, r: 0 };
  hexRoundInto(f.q, f.r, out);
  return out;
}

/**
 * `hexRound` of the fractional hex (q, r), written into `out` rather than into a new hex: the hot
 * paths (a line's hexes, a point's hex) round thousands of times and keep one scratch hex.
 */
export function hexRoundInto(fq: number, fr: number, out: { q: number; r: number }): void {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  out.q = q + 0;
  out.r = r + 0;
}

/**
 * The hexes a straight line from the centre of `a` to the centre of `b` passes through, by lerp and
 * rounding with a small nudge. The nudge picks one side when the line runs exactly along an edge;
 * rules that must treat both sides (PM-WAY-SOFT) use the exact segment tests in `board.ts` instead.
 */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const out: Hex[] = [];
  walkHexLine(a, b, (q, r) => {
    out.push({ q, r });
  });
  return out;
}

/** The hex `walkHexLine` rounds into, one for every walk: a visit reads q and r, not the hex. */
const _step = { q: 0, r: 0 };

/**
 * Walks the hexes of `hexLine(a, b)` in order without building the list, for lines asked by the
 * thousand (sight on a board): `visit` gets each hex's q and r and its step, 0 at `a` and `steps`
 * at `b`, and ends the walk by returning false. Returns whether the walk reached `b`.
 */
export function walkHexLine(
  a: Hex,
  b: Hex,
  visit: (q: number, r: number, step: number, steps: number) => boolean | void,
): boolean {
  const n = hexDistance(a, b);
  const aq = a.q + 1e-6;
  const ar = a.r + 1e-6;
  const bq = b.q + 1e-6;
  const br = b.r + 1e-6;
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    hexRoundInto(aq + (bq - aq) * t, ar + (br - ar) * t, _step);
    if (visit(_step.q, _step.r, i, n) === false) return false;
  }
  return true;
}

/** All hexes within `radius` steps of `centre`. */
export function hexesWithin(centre: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) {
      out.push({ q: centre.q + q, r: centre.r + r });
    }
  }
  return out;
}
