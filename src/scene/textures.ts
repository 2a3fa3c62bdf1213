import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';

// Textures drawn in code: no image downloads, and a few kB of script instead of megabytes of JPEG.

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function canvasTexture(
  size: number,
  draw: (ctx: CanvasRenderingContext2D, size: number) => void,
): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  draw(ctx, size);
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/** Flocked grass: speckles of greens on a green ground. Tiles every 20 cm. */
export function grassTexture(): CanvasTexture {
  return canvasTexture(256, (ctx, size) => {
    const rnd = seeded(7);
    ctx.fillStyle = '#6a9a40';
    ctx.fillRect(0, 0, size, size);
    const greens = ['#5b8a35', '#78a84a', '#4f7d2e', '#86b155', '#6f9a3e', '#8a9a45'];
    for (let i = 0; i < 9000; i++) {
      ctx.fillStyle = greens[Math.floor(rnd() * greens.length)]!;
      ctx.fillRect(rnd() * size, rnd() * size, 1 + rnd() * 2, 1 + rnd() * 2);
    }
  });
}

/** Wood grain along the table's length. */
export function woodTexture(): CanvasTexture {
  return canvasTexture(256, (ctx, size) => {
    const rnd = seeded(11);
    ctx.fillStyle = '#8d5c34';
    ctx.fillRect(0, 0, size, size);
    for (let y = 0; y < size; y += 1) {
      const shade = 0.82 + 0.18 * Math.sin(y * 0.21 + Math.sin(y * 0.037) * 5) + (rnd() - 0.5) * 0.08;
      const r = Math.round(141 * shade);
      const g = Math.round(92 * shade);
      const b = Math.round(52 * shade);
      ctx.fillStyle = `rgb(${r},${g},${b})`;
      ctx.fillRect(0, y, size, 1);
    }
    for (let i = 0; i < 6; i++) {
      ctx.strokeStyle = 'rgba(60,35,18,0.35)';
      ctx.beginPath();
      const y0 = rnd() * size;
      ctx.moveTo(0, y0);
      for (let x = 0; x <= size; x += 16) ctx.lineTo(x, y0 + Math.sin(x * 0.05 + i) * 3);
      ctx.stroke();
    }
  });
}

/** A printed cloth gaming mat: a woven weave of fine threads over a muted grass print. Tiles every 10 cm. */
export function clothTexture(): CanvasTexture {
  return canvasTexture(256, (ctx, size) => {
    const rnd = seeded(23);
    ctx.fillStyle = '#5d8a3b';
    ctx.fillRect(0, 0, size, size);
    // The print: soft blotches of lighter and darker grass.
    for (let i = 0; i < 260; i++) {
      ctx.fillStyle = rnd() < 0.5 ? 'rgba(120,160,80,0.10)' : 'rgba(40,70,25,0.10)';
      ctx.beginPath();
      ctx.arc(rnd() * size, rnd() * size, 4 + rnd() * 14, 0, Math.PI * 2);
      ctx.fill();
    }
    // The weave: warp and weft threads, every other one a shade lighter.
    for (let i = 0; i < size; i += 2) {
      ctx.fillStyle = i % 4 === 0 ? 'rgba(255,255,240,0.06)' : 'rgba(0,0,0,0.06)';
      ctx.fillRect(0, i, size, 1);
      ctx.fillRect(i, 0, 1, size);
    }
  });
}
