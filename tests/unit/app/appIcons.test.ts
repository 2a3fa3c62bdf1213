import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, drawHexMark } from '../../../scripts/appIcons/hexMark';

// The icons a home screen shows are kept in public/ as PNGs drawn by scripts/write-app-icons.ts:
// each must be a PNG of its stated size whose pixels are the mark as the script draws it now.

/** The size and pixels of a PNG as the script writes it (one IDAT, RGBA, every row unfiltered). */
function readPng(bytes: Buffer): { width: number; height: number; rgba: Uint8Array } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  expect([...bytes.subarray(24, 29)]).toEqual([8, 6, 0, 0, 0]);
  const idat = bytes.indexOf('IDAT', 0, 'ascii');
  const rows = inflateSync(bytes.subarray(idat + 4, idat + 4 + bytes.readUInt32BE(idat - 4)));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = y * (4 * width + 1);
    expect(rows[row]).toBe(0);
    rgba.set(rows.subarray(row + 1, row + 1 + 4 * width), y * 4 * width);
  }
  return { width, height, rgba };
}

describe('the app icons', () => {
  it.each(APP_ICONS)('public/$file is the mark drawn at $size px ($look)', ({ file, size, look }) => {
    const png = readPng(readFileSync(`public/${file}`));
    expect([png.width, png.height]).toEqual([size, size]);
    expect(Buffer.from(png.rgba).equals(Buffer.from(drawHexMark(size, look)))).toBe(true);
  });

  it('fills a maskable icon edge to edge and keeps the mark inside the safe circle', () => {
    const size = 100;
    const px = drawHexMark(size, 'maskable');
    const at = (x: number, y: number) => [...px.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
    expect(at(0, 0)).toEqual([0x1b, 0x24, 0x30, 255]); // no transparent corner for a mask to reveal
    expect(at(50, 50)).toEqual([0xff, 0xd2, 0x1f, 255]);
    // Every yellow pixel lies within 40 % of the side from the centre.
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        if (at(x, y)[0]! > 0x1b) expect(Math.hypot(x + 0.5 - 50, y + 0.5 - 50)).toBeLessThanOrEqual(40);
  });

  it('rounds an "any" icon’s corners to transparent', () => {
    const px = drawHexMark(100, 'any');
    expect(px[3]).toBe(0);
    expect(px[(50 * 100 + 1) * 4 + 3]).toBe(255);
  });
});
