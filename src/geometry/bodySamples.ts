// Where to look for a model's body when asking how much of it an eye can see: points spread
// evenly through an upright cylinder of radius 1 and height 1, shared by every system's sight.
//
// The points are a Hammersley set in three independent directions (height stratified, angle by
// the base-2 radical inverse, squared radius by the base-3 one, so equal volumes get equal
// counts), and they come in pairs half a turn apart about the axis. A set whose angle followed its
// radius would lie on one spiral arm, and a shot and its mirror image across a half-turn symmetric
// table would see different shares; a set that is its own half-turn image sees the same.

/** `count` points in a unit cylinder, as arrays by point: distance out (0–1), cos and sin of its angle, height (0–1). */
export interface BodySamples {
  readonly count: number;
  readonly out: Float64Array;
  readonly cos: Float64Array;
  readonly sin: Float64Array;
  readonly up: Float64Array;
}

/** The radical inverse of `i` in `base`: the digits of i mirrored after the point (0.1, 0.01, … in that base). */
export function radicalInverse(i: number, base: number): number {
  let result = 0;
  let weight = 1 / base;
  for (let n = i; n > 0; n = Math.floor(n / base), weight /= base) result += (n % base) * weight;
  return result;
}

/**
 * The angles are turned by this share of a full turn (an irrational one): base 2 alone gives
 * quarter and eighth turns, which line samples up exactly with a hex's sides and corners, where a
 * ray grazing an edge may fall either way.
 */
const TURNED = (Math.SQRT2 - 1) / 2;

const made = new Map<number, BodySamples>();

/**
 * The `count` sample points of a body (worked out once per count). Points 2j and 2j + 1 are one
 * pair, half a turn apart at the same height and distance out; an odd count's last point stands on
 * the axis at mid-height.
 */
export function bodySamples(count: number): BodySamples {
  const known = made.get(count);
  if (known !== undefined) return known;
  const s: BodySamples = {
    count,
    out: new Float64Array(count),
    cos: new Float64Array(count),
    sin: new Float64Array(count),
    up: new Float64Array(count),
  };
  const pairs = Math.floor(count / 2);
  for (let j = 0; j < pairs; j++) {
    const up = (j + 0.5) / pairs;
    const angle = 2 * Math.PI * (radicalInverse(j + 1, 2) + TURNED);
    // Offset by half a step so no point sits exactly on the axis or the rim.
    const out = Math.sqrt((radicalInverse(j + 1, 3) + 0.5 / pairs) % 1);
    for (const [k, turn] of [
      [2 * j, 0],
      [2 * j + 1, Math.PI],
    ] as const) {
      s.out[k] = out;
      s.cos[k] = Math.cos(angle + turn);
      s.sin[k] = Math.sin(angle + turn);
      s.up[k] = up;
    }
  }
  if (count % 2 === 1) {
    s.out[count - 1] = 0;
    s.cos[count - 1] = 1;
    s.sin[count - 1] = 0;
    s.up[count - 1] = 0.5;
  }
  made.set(count, s);
  return s;
}
