import type { Page } from 'playwright-core';

/** Colour statistics of a PNG data URL, worked out in the page (no image library needed). */
export interface PixelStats {
  width: number;
  height: number;
  /** Distinct colours, quantised to 5 bits a channel. */
  colours: number;
  /** Share of pixels that are grass green (the board). */
  grass: number;
  /** Share of pixels equal to the page background (#1b2430). */
  background: number;
}

export function pixelStats(page: Page, dataUrl: string): Promise<PixelStats> {
  return page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    const seen = new Set<number>();
    let grass = 0;
    let background = 0;
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      seen.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
      if (g > 90 && g > r * 1.15 && g > b * 1.4) grass++;
      if (Math.abs(r - 0x1b) < 6 && Math.abs(g - 0x24) < 6 && Math.abs(b - 0x30) < 6) background++;
    }
    const n = data.length / 4;
    return {
      width: c.width,
      height: c.height,
      colours: seen.size,
      grass: grass / n,
      background: background / n,
    };
  }, dataUrl);
}

/** Reads width and height from a PNG's IHDR chunk, and checks the signature. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  signature.forEach((b, i) => {
    if (bytes[i] !== b) throw new Error('not a PNG file');
  });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The darkest and the mean brightness ((r + g + b) / 3) in a square of `r` pixels round each point of a PNG data URL. */
export function brightnessAround(
  page: Page,
  dataUrl: string,
  points: readonly { x: number; y: number }[],
  r = 1,
): Promise<{ darkest: number; mean: number }[]> {
  return page.evaluate(
    async ([url, pts, r]) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return pts.map(({ x, y }) => {
        const { data } = ctx.getImageData(Math.round(x) - r, Math.round(y) - r, 2 * r + 1, 2 * r + 1);
        let darkest = 255;
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) {
          const v = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
          darkest = Math.min(darkest, v);
          sum += v;
        }
        return { darkest, mean: sum / (data.length / 4) };
      });
    },
    [dataUrl, points, r] as const,
  );
}

/** A box in a picture's pixels. */
export interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * How far two pictures of one size are apart, outside `box` where one is given: the mean difference
 * a channel (0–255) and the share of pixels off by over 48 in any channel; and inside the box, its
 * mean difference (0 with no box).
 */
export function pictureDifference(
  page: Page,
  a: string,
  b: string,
  box?: PixelBox,
): Promise<{ mean: number; offPixels: number; boxMean: number }> {
  return page.evaluate(
    async ([ua, ub, inBox]) => {
      const read = async (url: string) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height);
      };
      const [x, y] = [await read(ua!), await read(ub!)];
      if (x.width !== y.width || x.height !== y.height)
        throw new Error(`${x.width} × ${x.height} against ${y.width} × ${y.height}`);
      let [sum, off, n, boxSum, boxN] = [0, 0, 0, 0, 0];
      for (let i = 0; i < x.data.length; i += 4) {
        const [px, py] = [(i / 4) % x.width, Math.floor(i / 4 / x.width)];
        const inside =
          inBox !== null &&
          px >= inBox.x &&
          px < inBox.x + inBox.width &&
          py >= inBox.y &&
          py < inBox.y + inBox.height;
        let most = 0;
        let d = 0;
        for (let k = 0; k < 3; k++) {
          const dk = Math.abs(x.data[i + k]! - y.data[i + k]!);
          d += dk;
          most = Math.max(most, dk);
        }
        if (inside) {
          boxSum += d;
          boxN++;
        } else {
          sum += d;
          n++;
          if (most > 48) off++;
        }
      }
      return { mean: sum / (n * 3), offPixels: off / n, boxMean: boxN === 0 ? 0 : boxSum / (boxN * 3) };
    },
    [a, b, box ?? null] as const,
  );
}
