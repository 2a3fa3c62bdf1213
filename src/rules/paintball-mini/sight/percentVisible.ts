import { Vector3 } from 'three';
import {
  BASE_ACROSS_CM,
  BASE_THICKNESS_CM,
  BODY_RADIUS_CM,
  EYE_HEIGHT_CM,
  FIGURE_HEIGHT_CM,
  groundHeightAt,
} from '../setup/pieces';
import type { Figure, Terrain } from './types';
import { onTable } from './onTheLine';
import type { TableModel } from './tableModel';
import { GRID_FROM, basesNear, foundBases } from './baseGrid';
import { crossesCylinder } from '../../../sight/cylinders';
import type { MeshModel, ModelAt } from '../../../sight/meshModel';
import { eyeHeightOf } from '../../../sight/meshModel';
import { crossesModel } from '../../../sight/modelCross';
import type { Body, Screen } from '../../../sight/visible';
import { bodySample, modelBody, seenOf } from '../../../sight/visible';
import { EYE_SHARE, figureAt } from './figureModel';
import { liesDown, lyingAt, lyingShapes } from './lyingFigure';

// How much of the target the shooter's eye can see (HexPrint grades its line of sight by it), on
// the shared sampling of src/sight/visible.ts. The target is a vertical cylinder BODY_RADIUS_CM wide
// standing FIGURE_HEIGHT_CM tall on its base top. A sample is seen when no opaque solid (hills, hard
// cover, bunker and stockade walls, trench banks) and no other figure (its base and body, as
// cylinders) stands between it and the eye. Soft cover and smoke are see-through here: the rules
// treat them as cover, not as walls. With an imported figure model (figureModel.ts) the target's
// body, the other figures' bodies and the eyes are that model's; the bases stay as they are. A figure
// lying on its side (PM-IMPOTENT, lyingFigure.ts) is measured lying, as the table draws it: its body
// (cylinder or model) and its base laid down, as the target and in the way.

export { BODY_RADIUS_CM };
export const DEFAULT_SAMPLES = 64;

export type VisibilityTier = 'no-line-of-sight' | 'full-cover' | 'partial-cover' | 'none';

export interface PercentVisible {
  /** 0–100. */
  readonly percent: number;
  readonly tier: VisibilityTier;
  readonly seen: number;
  readonly samples: number;
}

/** HexPrint's tiers: ≤ 10 % no line of sight, < 50 % full cover, < 80 % partial cover, else none. */
export function visibilityTier(percent: number): VisibilityTier {
  if (percent <= 10) return 'no-line-of-sight';
  if (percent < 50) return 'full-cover';
  if (percent < 80) return 'partial-cover';
  return 'none';
}

/** Height of a figure's base top on `terrain`: the ground under it (a hill's surface) plus the base. */
export const baseTopOn = (terrain: readonly Terrain[], f: Figure): number =>
  groundHeightAt(terrain, f.at) + BASE_THICKNESS_CM;

/** Height of a figure's base top: the ground under it (a hill's surface) plus the base. */
export const baseTop = (model: TableModel, f: Figure): number => baseTopOn(model.terrain, f);

/** How high a figure's eyes are over its base top: the goggles, or as high up its model (figureModel.ts). */
export const eyeHeight = (figures: MeshModel | null): number =>
  figures === null ? EYE_HEIGHT_CM : eyeHeightOf(figures, EYE_SHARE);

/** The shooter's eye in three.js coordinates (`figures`: the figures' imported model, if any). */
export const eyeOf = (
  model: TableModel,
  f: Figure,
  out = new Vector3(),
  figures: MeshModel | null = null,
): Vector3 => out.set(f.at.x, baseTop(model, f) + eyeHeight(figures), f.at.y);

/** The target's body as the sight layer samples it, its foot on its base top at `top`: a cylinder, or its model; lying, as it lies. */
const bodyOf = (target: Figure, top: number, figures: MeshModel | null): Body =>
  liesDown(target)
    ? modelBody(lyingAt(lyingShapes(figures).body, target, top - BASE_THICKNESS_CM))
    : figures !== null
      ? modelBody(figureAt(figures, target, top))
      : {
          x: target.at.x,
          y: target.at.y,
          bottom: top,
          height: FIGURE_HEIGHT_CM,
          radius: BODY_RADIUS_CM,
        };

/** Sample `i` of `n` in the body of a figure whose base top is at `top`, in three.js coordinates. */
export const samplePoint = (
  target: Figure,
  top: number,
  i: number,
  n: number,
  out: Vector3,
  figures: MeshModel | null = null,
): Vector3 => bodySample(bodyOf(target, top, figures), i, n, out);

const _eye = new Vector3();
/** Ground under each figure near the pair's line, worked out once per call rather than once per sample. */
let _grounds = new Float64Array(64);

/** Figures near enough the pair's line to stop any sample's ray, gathered once per pair. */
let _near = new Int32Array(64);
let _nearCount = 0;

function gatherFigures(figures: readonly Figure[], shooter: Figure, target: Figure, reach: number): void {
  if (_near.length < figures.length) _near = new Int32Array(figures.length * 2);
  _nearCount = 0;
  const ax = shooter.at.x;
  const ay = shooter.at.y;
  const dx = target.at.x - ax;
  const dy = target.at.y - ay;
  const len2 = dx * dx + dy * dy;
  // A big table: only the bases in the grid cells along the line (baseGrid.ts), in the same order.
  const many = figures.length >= GRID_FROM;
  const n = many ? basesNear(figures, ax, ay, target.at.x, target.at.y, reach + 1e-6) : figures.length;
  const near = many ? foundBases() : null;
  for (let k = 0; k < n; k++) {
    const i = near === null ? k : near[k]!;
    const f = figures[i]!;
    if (f === shooter || f === target || !onTable(f)) continue;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((f.at.x - ax) * dx + (f.at.y - ay) * dy) / len2));
    const ex = ax + t * dx - f.at.x;
    const ey = ay + t * dy - f.at.y;
    if (ex * ex + ey * ey <= reach * reach) _near[_nearCount++] = i;
  }
}

const BASE_RADIUS = BASE_ACROSS_CM / 2;

/**
 * The near figures' shapes where they stand, in `_near`'s order: a lying figure's body and base laid
 * down, a standing one's model (when the figures have one), or none for the upright cylinders.
 */
const _models: (ModelAt | undefined)[] = [];
const _lying: boolean[] = [];

function figureInTheWay(figures: readonly Figure[], e: Vector3, p: Vector3): boolean {
  for (let k = 0; k < _nearCount; k++) {
    const i = _near[k]!;
    const f = figures[i]!;
    const ground = _grounds[i]!;
    // A lying figure's shape holds its base too.
    if (_lying[k]) {
      if (crossesModel(_models[k]!, e, p)) return true;
      continue;
    }
    if (crossesCylinder(e, p, f.at.x, f.at.y, BASE_RADIUS, ground, ground + BASE_THICKNESS_CM)) return true;
    const at = _models[k];
    if (at !== undefined) {
      if (crossesModel(at, e, p)) return true;
    } else if (
      crossesCylinder(
        e,
        p,
        f.at.x,
        f.at.y,
        BODY_RADIUS_CM,
        ground,
        ground + BASE_THICKNESS_CM + FIGURE_HEIGHT_CM,
      )
    )
      return true;
  }
  return false;
}

/**
 * % of `target` the eye of `shooter` sees. `figuresModel`: the figures' imported model
 * (figureModel.ts), which then stands for every figure's body and sets the eyes' height.
 */
export function percentVisible(
  model: TableModel,
  figures: readonly Figure[],
  shooter: Figure,
  target: Figure,
  samples = DEFAULT_SAMPLES,
  plain = false,
  figuresModel: MeshModel | null = null,
): PercentVisible {
  eyeOf(model, shooter, _eye, figuresModel);
  if (_grounds.length < figures.length) _grounds = new Float64Array(figures.length * 2);
  const top = baseTop(model, target);
  const body = bodyOf(target, top, figuresModel);
  // On the plan every ray runs within the body's radius of the line between the two centres; a
  // figure stands in the way only as far out as its base, or its model, reaches, or lying, its length.
  const standing = figuresModel === null ? BASE_ACROSS_CM / 2 : Math.max(BASE_RADIUS, figuresModel.reach);
  const other = figures.some((f) => f !== shooter && f !== target && liesDown(f))
    ? Math.max(standing, lyingShapes(figuresModel).whole.reach)
    : standing;
  gatherFigures(figures, shooter, target, body.radius + other);
  // Only the figures near the pair's line can screen a sample: the ground under those alone.
  for (let k = 0; k < _nearCount; k++)
    _grounds[_near[k]!] = groundHeightAt(model.terrain, figures[_near[k]!]!.at);
  _models.length = 0;
  _lying.length = 0;
  for (let k = 0; k < _nearCount; k++) {
    const i = _near[k]!;
    const f = figures[i]!;
    const lying = liesDown(f);
    _lying.push(lying);
    _models.push(
      lying
        ? lyingAt(lyingShapes(figuresModel).whole, f, _grounds[i]!)
        : figuresModel === null
          ? undefined
          : figureAt(figuresModel, f, _grounds[i]! + BASE_THICKNESS_CM),
    );
  }
  // No figure near the line: nothing to screen (and an open pair needs no sample looked at).
  const screen: Screen | undefined = _nearCount === 0 ? undefined : (e, p) => figureInTheWay(figures, e, p);
  const { percent, seen } = seenOf(model.solids.view, _eye, body, samples, screen, plain);
  return { percent, tier: visibilityTier(percent), seen, samples };
}
