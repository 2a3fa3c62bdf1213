import { DoubleSide, MeshBasicMaterial, MeshLambertMaterial } from 'three';
import { PALETTE } from './colours';
import { clothTexture, grassTexture, woodTexture } from './textures';

// Materials are shared across every mesh that looks alike (r3f pitfalls: share materials), made once.

let made: ReturnType<typeof make> | null = null;

function make() {
  const grass = grassTexture();
  grass.repeat.set(1 / 20, 1 / 20);
  const cloth = clothTexture();
  cloth.repeat.set(1 / 10, 1 / 10);
  const wood = woodTexture();
  wood.repeat.set(5, 3);
  return {
    board: new MeshLambertMaterial({ map: grass, color: '#ffffff' }),
    boardEdge: new MeshLambertMaterial({ color: PALETTE.grassEdge, side: DoubleSide }),
    hexLine: new MeshLambertMaterial({
      color: PALETTE.hexLine,
      transparent: true,
      opacity: 0.8,
      side: DoubleSide,
    }),
    seam: new MeshLambertMaterial({ color: PALETTE.seam, side: DoubleSide }),
    /** An open mat for tape-measure play: printed cloth, with a darker stitched hem. */
    mat: new MeshLambertMaterial({ map: cloth, color: '#ffffff' }),
    matHem: new MeshLambertMaterial({ color: PALETTE.matHem, side: DoubleSide }),
    wood: new MeshLambertMaterial({ map: wood }),
    /** For instanced meshes whose geometry carries vertex colours, tinted per instance. */
    tinted: new MeshLambertMaterial({ vertexColors: true }),
    /** Instanced meshes coloured per instance only. */
    plain: new MeshLambertMaterial({}),
    foliage: new MeshLambertMaterial({ flatShading: true }),
    hill: new MeshLambertMaterial({ map: grass, color: '#e8f0d8' }),
    /** Raised hexes (board stacks), coloured per level by the system: flat-shaded so each face reads as printed. */
    stack: new MeshLambertMaterial({ flatShading: true }),
    smoke: new MeshLambertMaterial({
      color: PALETTE.smoke,

      transparent: true,
      opacity: 0.32,
      depthWrite: false,
    }),
    splat: new MeshLambertMaterial({ side: DoubleSide, polygonOffset: true, polygonOffsetFactor: -2 }),
    /** Lines and markers that explain the rules: unlit, so they read the same in sun and shade. */
    glow: new MeshBasicMaterial({ toneMapped: false }),
    threat: new MeshBasicMaterial({ transparent: true, opacity: 0.5, depthWrite: false, toneMapped: false }),
    tape: new MeshLambertMaterial({ color: PALETTE.tape, emissive: '#3a3000' }),
    tapeOut: new MeshLambertMaterial({ color: PALETTE.tapeOut, emissive: '#3a0a00' }),
  };
}

export function materials() {
  made ??= make();
  return made;
}
