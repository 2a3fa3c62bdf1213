import { CylinderGeometry } from 'three';
import type { MeshModel, ModelAt } from '../../../sight/meshModel';
import { meshModel } from '../../../sight/meshModel';
import {
  BASE_ACROSS_CM,
  BASE_CIRCUMRADIUS_CM,
  BASE_THICKNESS_CM,
  BODY_RADIUS_CM,
  FIGURE_HEIGHT_CM,
} from '../setup/pieces';
import type { Figure } from './types';

// PM-IMPOTENT: a pinned or out-of-ammo figure lies on its side, and the table draws it so
// (view/figures/figurePose.ts): tipped a quarter-turn about its facing, head to its left, the edge of
// its base on the ground. % visible and the figure in the way measure that lying body, as drawn:
// the upright cylinders (or the imported model, standing on its base) are laid down the same way,
// as meshes in the figure's own frame (its centre at the origin, the ground at y = 0, facing +x), so
// the shared sight layer's mesh code (one BVH a shape, samples inside it, modelCross) measures them
// and only the turn to the figure's facing differs from figure to figure.

/** Impotent and out-of-ammo figures lie on their side (PM-IMPOTENT), on the table and to the eye. */
export const liesDown = (f: Figure): boolean => f.status === 'impotent' || f.status === 'out-of-ammo';

/** The segments round a laid-down cylinder: the sight's upright cylinders are exact, these within 0.5 %. */
const ROUND = 48;

/**
 * Corners standing in the figure's frame laid down as figurePose.ts lays the drawing: a quarter-turn
 * about the facing axis (+x), y up to +z, so (x, y, z) goes to (x, −z, y), then lifted by the base's
 * circumradius so the base's edge rests on the ground.
 */
export function layDown(positions: ArrayLike<number>, rise = 0): Float32Array {
  const out = new Float32Array(positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    out[i] = positions[i]!;
    out[i + 1] = BASE_CIRCUMRADIUS_CM - positions[i + 2]!;
    out[i + 2] = positions[i + 1]! + rise;
  }
  return out;
}

/** An upright cylinder's corners and triangles, its foot at `bottom`. */
function cylinder(
  radius: number,
  bottom: number,
  height: number,
): { positions: Float32Array; indices: number[] } {
  const g = new CylinderGeometry(radius, radius, height, ROUND);
  g.translate(0, bottom + height / 2, 0);
  const positions = Float32Array.from(g.attributes.position!.array);
  const indices = Array.from(g.index!.array);
  g.dispose();
  return { positions, indices };
}

/** Two meshes as one: the corners of `b` after those of `a`. */
function joined(
  a: { positions: ArrayLike<number>; indices: ArrayLike<number> },
  b: { positions: ArrayLike<number>; indices: ArrayLike<number> },
): { positions: Float32Array; indices: number[] } {
  const positions = new Float32Array(a.positions.length + b.positions.length);
  positions.set(a.positions);
  positions.set(b.positions, a.positions.length);
  const shift = a.positions.length / 3;
  return { positions, indices: [...Array.from(a.indices), ...Array.from(b.indices, (c) => c + shift)] };
}

/** The base as the sight measures it upright: a cylinder as wide as the base's flats. */
const base = () => cylinder(BASE_ACROSS_CM / 2, 0, BASE_THICKNESS_CM);

interface Lying {
  /** The body alone: where a lying target's samples are. */
  readonly body: MeshModel;
  /** The body and its base: what a lying figure puts in the way. */
  readonly whole: MeshModel;
}

let plain: Lying | null = null;
const modelled = new WeakMap<MeshModel, Lying>();

/**
 * The lying figure's shapes: the default cylinders, or `model` (the figures' imported model, in its
 * frame on the base top: figureModel.ts) on the base. Built once each.
 */
export function lyingShapes(model: MeshModel | null): Lying {
  if (model === null) {
    if (plain === null) {
      const body = cylinder(BODY_RADIUS_CM, BASE_THICKNESS_CM, FIGURE_HEIGHT_CM);
      const whole = joined(body, base());
      plain = {
        body: meshModel(layDown(body.positions), body.indices),
        whole: meshModel(layDown(whole.positions), whole.indices),
      };
    }
    return plain;
  }
  let kept = modelled.get(model);
  if (kept === undefined) {
    const own = {
      positions: model.geometry.attributes.position!.array,
      indices: model.geometry.index!.array,
    };
    // The model stands on the base top: raised by the base before it is laid down with it.
    const raised = Float32Array.from(own.positions, (v, i) => (i % 3 === 1 ? v + BASE_THICKNESS_CM : v));
    const whole = joined({ positions: raised, indices: own.indices }, base());
    kept = {
      body: meshModel(layDown(raised), own.indices),
      whole: meshModel(layDown(whole.positions), whole.indices),
    };
    modelled.set(model, kept);
  }
  return kept;
}

/** Where a lying figure's shape lies: on the ground under it (`ground`), turned to its facing. */
export const lyingAt = (shape: MeshModel, f: Figure, ground: number): ModelAt => ({
  model: shape,
  x: f.at.x,
  y: f.at.y,
  foot: ground,
  turn: (-f.facing * Math.PI) / 180,
});
