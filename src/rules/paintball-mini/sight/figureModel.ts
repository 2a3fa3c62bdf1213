import type { MeshModel, ModelAt } from '../../../sight/meshModel';
import { meshModel } from '../../../sight/meshModel';
import { modelMesh } from '../../../table/meshes/data';
import { fitModel, fitPositions } from '../../../table/meshes/fit';
import { meshBounds } from '../../../table/meshes/mesh';
import type { ModelsSection } from '../../../table/meshes/section';
import { keptModelOf } from '../../../table/meshes/section';
import { EYE_HEIGHT_CM, FIGURE_HEIGHT_CM, FIGURE_MODEL_FIT } from '../setup/pieces';
import type { Figure } from './types';

// PaintBall Mini's say in what an imported figure model changes. The rules measure base to base:
// the line of a shot (G-LINE), who is in its way (PM-WAY-FIGURE: the line crosses a base), hills,
// cover and range all keep to the bases, model or none. What measures a figure's body is HexPrint's
// % visible on the shot card and the eyes the sight line is drawn from: with a model for "figure",
// the body is the model as the table draws it (fitted to the base and the figure's height, then the
// player's scale, turn and lift, stood on the base and turned to the figure's facing), and the eyes
// are as high on it as the goggles are on the default figure.

/** The kind of piece a figure's model is kept under (view/index.ts, modelKinds). */
export const FIGURE_KIND = 'figure';

/** How far up a figure its eyes are: the goggles' share of the default figure's height. */
export const EYE_SHARE = EYE_HEIGHT_CM / FIGURE_HEIGHT_CM;

/** Models fitted, by their hash and fit: a table asks for the same one every shot, and a BVH is not free. */
const fitted = new Map<string, { data: string; model: MeshModel }>();
const KEEP_FITTED = 8;

/** The figures' model as the eye meets it, or null when the table gives figures none (or it is not whole). */
export function figureModel(models: ModelsSection | undefined): MeshModel | null {
  const given = keptModelOf(models, FIGURE_KIND);
  if (given === null) return null;
  const { use, data } = given;
  const key = `${use.model}:${use.scale}:${use.turn}:${use.lift}`;
  const kept = fitted.get(key);
  if (kept !== undefined && kept.data === data) return kept.model;
  const mesh = modelMesh(use.model, data);
  if (typeof mesh === 'string') return null;
  const positions = fitPositions(fitModel(meshBounds(mesh), FIGURE_MODEL_FIT, use), mesh.positions);
  const model = meshModel(positions, mesh.indices);
  if (fitted.size >= KEEP_FITTED) fitted.delete(fitted.keys().next().value!);
  fitted.set(key, { data, model });
  return model;
}

/**
 * Where a figure's model stands: on its base top at `foot`, turned to its facing as the table draws
 * it (figurePose.ts: a table angle counter-clockwise from +x towards +y is three's −yaw).
 */
export const figureAt = (model: MeshModel, f: Figure, foot: number): ModelAt => ({
  model,
  x: f.at.x,
  y: f.at.y,
  foot,
  turn: (-f.facing * Math.PI) / 180,
});
