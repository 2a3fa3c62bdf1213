// Whether a straight line passes through an upright cylinder (a model's body, seen as what it is
// on the table), in plain numbers so the 3D table's sight and the rules' own sight share it: each
// point is two plan coordinates (a, b) and a height (up).

/**
 * Whether the segment e→p passes through the upright cylinder on plan centre (ca, cb) of `radius`,
 * from height `low` to `high`.
 */
export function crossesUpright(
  ea: number,
  eUp: number,
  eb: number,
  pa: number,
  pUp: number,
  pb: number,
  ca: number,
  cb: number,
  radius: number,
  low: number,
  high: number,
): boolean {
  const da = pa - ea;
  const db = pb - eb;
  const fa = ea - ca;
  const fb = eb - cb;
  const a = da * da + db * db;
  const b = 2 * (fa * da + fb * db);
  const c = fa * fa + fb * fb - radius * radius;
  if (a === 0) return false;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return false;
  const s = Math.sqrt(disc);
  const tIn = Math.max(0, (-b - s) / (2 * a));
  const tOut = Math.min(1, (-b + s) / (2 * a));
  if (tIn >= tOut) return false;
  // The segment's height is linear along it: does it pass within [low, high] anywhere on [tIn, tOut]?
  const hIn = eUp + (pUp - eUp) * tIn;
  const hOut = eUp + (pUp - eUp) * tOut;
  return Math.max(hIn, hOut) >= low && Math.min(hIn, hOut) <= high;
}
