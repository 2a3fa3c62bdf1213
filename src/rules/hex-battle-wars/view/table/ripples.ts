import { DataTexture, MeshPhongMaterial, RepeatWrapping, RGBAFormat } from 'three';

// The hazards' surfaces (HB-HAZARD): water translucent blue with a shine, quicksand an opaque
// muddy brown, both rippled by a normal map drawn in code. The ripple drifts by the clock on every
// frame the table draws anyway (a click, a flight, a piece moving), and never asks for a frame of
// its own: the canvas draws on demand, and a still table stays still.

const SIZE = 64;

/** A tiling normal map of crossing ripples: `waves` (x, y, amplitude) sine trains across the tile. */
function rippleMap(waves: readonly (readonly [number, number, number])[]): DataTexture {
  const data = new Uint8Array(SIZE * SIZE * 4);
  const tau = (2 * Math.PI) / SIZE;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      // The slope of the summed sines, each a whole number of waves across the tile so it tiles.
      let dx = 0;
      let dy = 0;
      for (const [kx, ky, a] of waves) {
        const c = a * Math.cos(tau * (kx * x + ky * y));
        dx += c * kx;
        dy += c * ky;
      }
      const len = Math.hypot(dx, dy, 1);
      const i = 4 * (y * SIZE + x);
      data[i] = Math.round((0.5 - (0.5 * dx) / len) * 255);
      data[i + 1] = Math.round((0.5 - (0.5 * dy) / len) * 255);
      data[i + 2] = Math.round((0.5 + 0.5 / len) * 255);
      data[i + 3] = 255;
    }
  const texture = new DataTexture(data, SIZE, SIZE, RGBAFormat);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.needsUpdate = true;
  return texture;
}

export interface HazardLook {
  readonly water: MeshPhongMaterial;
  readonly quicksand: MeshPhongMaterial;
  /** Moves the ripples to where they are at `seconds` on the table's clock. */
  drift(seconds: number): void;
}

let made: HazardLook | null = null;

export function hazardLook(): HazardLook {
  if (made !== null) return made;
  const waterRipples = rippleMap([
    [3, 1, 0.35],
    [-1, 2, 0.3],
    [2, -3, 0.15],
  ]);
  const sandRipples = rippleMap([
    [1, 4, 0.5],
    [4, 1, 0.2],
  ]);
  sandRipples.repeat.set(1.5, 1.5);
  const water = new MeshPhongMaterial({
    color: '#ffffff',
    transparent: true,
    opacity: 0.62,
    shininess: 90,
    specular: '#cfe8ff',
    normalMap: waterRipples,
    depthWrite: false,
  });
  water.normalScale.set(0.9, 0.9);
  const quicksand = new MeshPhongMaterial({
    color: '#ffffff',
    shininess: 12,
    specular: '#3a2a14',
    normalMap: sandRipples,
  });
  quicksand.normalScale.set(1.4, 1.4);
  made = {
    water,
    quicksand,
    drift(seconds) {
      waterRipples.offset.set((seconds * 0.05) % 1, (seconds * 0.031) % 1);
      // Quicksand churns, barely.
      sandRipples.offset.set((seconds * 0.012) % 1, (seconds * -0.008) % 1);
    },
  };
  return made;
}
