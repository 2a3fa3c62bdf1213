// The app's hex mark (index.html's favicon: a yellow pointy-top hex) drawn as the icons a home
// screen shows. An "any" icon is the mark on a dark rounded tile; a maskable one fills the square
// edge to edge and keeps the mark inside the middle 80 % circle, which every launcher's mask spares;
// iOS rounds its own corners, so its icon fills the square too.

export type IconLook = 'any' | 'maskable' | 'apple';

const TABLE_DARK = [0x1b, 0x24, 0x30] as const; // the page's own background (styles.css)
const MARK_YELLOW = [0xff, 0xd2, 0x1f] as const; // the favicon's fill

/** The mark's circumradius, as a share of the icon's side. */
const MARK = { any: 0.4, maskable: 0.3, apple: 0.36 } as const;
const CORNER = 0.2; // an "any" tile's corner radius, as a share of its side
const SAMPLES = 4; // per pixel and axis: smooth edges without an image library

/** Whether (x, y), measured from the centre, is inside a pointy-top hex of circumradius `r`. */
function inHex(x: number, y: number, r: number): boolean {
  const ax = Math.abs(x);
  return ax <= (Math.sqrt(3) / 2) * r && Math.abs(y) <= r - ax / Math.sqrt(3);
}

/** Whether (x, y), measured from the centre, is on a tile of half-side `h` with corners rounded by `c`. */
function onTile(x: number, y: number, h: number, c: number): boolean {
  const dx = Math.max(Math.abs(x) - (h - c), 0);
  const dy = Math.max(Math.abs(y) - (h - c), 0);
  return Math.abs(x) <= h && Math.abs(y) <= h && dx * dx + dy * dy <= c * c;
}

/** The icon's pixels, RGBA row by row from the top, `size` × `size`. */
export function drawHexMark(size: number, look: IconLook): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const half = size / 2;
  const mark = MARK[look] * size;
  const corner = look === 'any' ? CORNER * size : 0;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let hex = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES - half;
          const y = py + (sy + 0.5) / SAMPLES - half;
          if (onTile(x, y, half, corner)) tile++;
          if (inHex(x, y, mark)) hex++;
        }
      const n = SAMPLES * SAMPLES;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++)
        out[i + c] = Math.round(TABLE_DARK[c]! + (MARK_YELLOW[c]! - TABLE_DARK[c]!) * (hex / n));
      out[i + 3] = Math.round((255 * tile) / n);
    }
  return out;
}

/** Every icon the app ships: its file under public/ and how it is drawn. */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, look: 'any' },
  { file: 'icons/icon-512.png', size: 512, look: 'any' },
  { file: 'icons/maskable-512.png', size: 512, look: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, look: 'apple' },
] as const satisfies readonly { file: string; size: number; look: IconLook }[];
