import { DoubleSide, MeshStandardMaterial } from 'three';
import { PALETTE } from './palette';
import { grassTexture, woodTexture } from './textures';

// Materials are shared across every mesh that looks alike (r3f pitfalls: share materials), made once.

let made: ReturnType<typeof make> | null = null;

function make() {
  const grass = grassTexture();
  grass.repeat.set(1 / 20, 1 / 20);
  const wood = woodTexture();
  wood.repeat.set(5, 3);
  return {
    board: new MeshStandardMaterial({ map: grass, color: '#ffffff', roughness: 0.95 }),
    boardEdge: new MeshStandardMaterial({ color: PALETTE.grassEdge, roughness: 1, side: DoubleSide }),
    hexLine: new MeshStandardMaterial({ color: PALETTE.hexLine, roughness: 1, transparent: true, opacity: 0.8, side: DoubleSide }),
    seam: new MeshStandardMaterial({ color: PALETTE.seam, roughness: 1, side: DoubleSide }),
    wood: new MeshStandardMaterial({ map: wood, roughness: 0.7 }),
    /** For instanced meshes whose geometry carries vertex colours, tinted per instance. */
    tinted: new MeshStandardMaterial({ vertexColors: true, roughness: 0.7, metalness: 0.05 }),
    /** Instanced meshes coloured per instance only. */
    plain: new MeshStandardMaterial({ roughness: 0.85 }),
    foliage: new MeshStandardMaterial({ roughness: 1, flatShading: true }),
    hill: new MeshStandardMaterial({ map: grass, color: '#e8f0d8', roughness: 1 }),
    smoke: new MeshStandardMaterial({
      color: PALETTE.smoke,
      roughness: 1,
      transparent: true,
      opacity: 0.32,
      depthWrite: false,
    }),
    splat: new MeshStandardMaterial({ roughness: 0.4, side: DoubleSide, polygonOffset: true, polygonOffsetFactor: -2 }),
    tape: new MeshStandardMaterial({ color: PALETTE.tape, roughness: 0.5, emissive: '#3a3000' }),
    tapeOut: new MeshStandardMaterial({ color: PALETTE.tapeOut, roughness: 0.5, emissive: '#3a0a00' }),
  };
}

export function materials() {
  made ??= make();
  return made;
}
