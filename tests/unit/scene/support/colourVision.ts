// How far apart two colours are to a player with normal vision or one of the three common colour
// blindnesses. Each colour is seen as such a player sees it, by the published
// Machado, Oliveira & Fernandes (2009) matrices at severity 1.0 (the full dichromacy), applied to
// linear sRGB; then every pair of colours used together must stay at least MIN_DE apart in
// CIEDE2000 (Sharma, Wu & Dalal 2005). Around 2 is a just-noticeable difference; 15 is two
// colours nobody confuses at a glance across a table.

export const MIN_DE = 15;

type Rgb = readonly [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

export const VISIONS: Readonly<Record<string, Matrix>> = {
  'normal vision': [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.30814],
  ],
};

/** sRGB's transfer function undone: a channel 0–255 to linear light 0–1. */
const linear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

export const rgbOf = (hex: string): Rgb => [
  linear(Number.parseInt(hex.slice(1, 3), 16)),
  linear(Number.parseInt(hex.slice(3, 5), 16)),
  linear(Number.parseInt(hex.slice(5, 7), 16)),
];

/** The colour as the vision sees it, in linear sRGB, kept inside the gamut as a screen must. */
function seenAs(hex: string, m: Matrix): Rgb {
  const [r, g, b] = rgbOf(hex);
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [
    clamp(m[0][0] * r + m[0][1] * g + m[0][2] * b),
    clamp(m[1][0] * r + m[1][1] * g + m[1][2] * b),
    clamp(m[2][0] * r + m[2][1] * g + m[2][2] * b),
  ];
}

type Lab = readonly [number, number, number];

/** Linear sRGB to CIELAB under D65. */
export function labOf([r, g, b]: Rgb): Lab {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const DEG = Math.PI / 180;

/** CIEDE2000 colour difference, as Sharma, Wu & Dalal write it out (kL = kC = kH = 1). */
export function deltaE2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const ap1 = (1 + g) * a1;
  const ap2 = (1 + g) * a2;
  const cp1 = Math.hypot(ap1, b1);
  const cp2 = Math.hypot(ap2, b2);
  const hue = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / DEG + 360) % 360);
  const hp1 = hue(ap1, b1);
  const hp2 = hue(ap2, b2);
  const dL = l2 - l1;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh * DEG) / 2);
  const lBar = (l1 + l2) / 2;
  const cpBar = (cp1 + cp2) / 2;
  let hBar = hp1 + hp2;
  if (cp1 * cp2 !== 0)
    hBar = Math.abs(hp1 - hp2) <= 180 ? hBar / 2 : hBar < 360 ? (hBar + 360) / 2 : (hBar - 360) / 2;
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * DEG) +
    0.24 * Math.cos(2 * hBar * DEG) +
    0.32 * Math.cos((3 * hBar + 6) * DEG) -
    0.2 * Math.cos((4 * hBar - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cpBar;
  const sh = 1 + 0.015 * cpBar * t;
  const rt = -Math.sin(2 * dTheta * DEG) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** How far apart two colours are to a player with this vision. */
export const apart = (a: string, b: string, vision: Matrix): number =>
  deltaE2000(labOf(seenAs(a, vision)), labOf(seenAs(b, vision)));

/** Every pair of the colours, for every vision, closer than MIN_DE: "a ~ b for vision: d". */
export function tooClose(colours: readonly string[]): string[] {
  const out: string[] = [];
  for (const [vision, m] of Object.entries(VISIONS))
    colours.forEach((a, i) =>
      colours.slice(i + 1).forEach((b) => {
        const d = apart(a, b, m);
        if (d < MIN_DE) out.push(`${a} ~ ${b} for ${vision}: ${d.toFixed(1)}`);
      }),
    );
  return out;
}

/** Every pair of a colour from `lights` and one from `under`, for every vision, closer than MIN_DE. */
export function tooCloseTo(lights: readonly string[], under: readonly string[]): string[] {
  const out: string[] = [];
  for (const [vision, m] of Object.entries(VISIONS))
    for (const a of lights)
      for (const b of under) {
        const d = apart(a, b, m);
        if (d < MIN_DE) out.push(`${a} on ${b} for ${vision}: ${d.toFixed(1)}`);
      }
  return out;
}
