import type { Hex } from '../../../geometry';
import type { ModelsSection } from '../../../table/meshes/section';
import { keptModelOf } from '../../../table/meshes/section';
import type { Terrain } from '../board/terrain';
import { heightAt } from '../board/terrain';
import type { ModelLook } from '../setup/looks';
import { lookOf } from '../setup/looks';
import type { ModelState, UnitState } from './gameState';
import { hexesOf } from './units';

// What the rules ask the table (HP-LOS): what share of a target model a shooting model's eye sees,
// and which hexes hide the rest. `apply` takes it as an argument so the engine stays pure: Node
// tests and the automatic player use the sampled columns (sampledSight.ts); the 3D table answers it
// with the shared sight layer (../sight). A model whose look the player gave an imported model
// (the set-up's models, which the game keeps) is measured as that model: its body, its eye and what
// it hides are the mesh's (`Bodies`, made with three.js in ../sight/lookBodies.ts and handed to
// either world where it is built, so the engine itself stays free of three.js).

export { LEVEL_CM } from '../board/level';
/** Points sampled on each target model. */
export const SAMPLES = 64;

/** An imported model standing in for a model's look: the set-up's models, the look and which way it faces (0–5). */
export interface PlaceModel {
  readonly models: ModelsSection;
  readonly look: ModelLook;
  readonly facing: number;
}

/** A model where it stands: its hexes, the height it stands on and its own height, in levels. */
export interface Place {
  readonly hexes: readonly Hex[];
  readonly base: number;
  readonly height: number;
  /** The model the player imported for its look; none, and it is the default upright body. */
  readonly model?: PlaceModel;
}

export interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A model's imported body where it stands, in the rules' cm (x, y on the board, z up). */
export interface Body {
  /** How high its eye is, in cm above the table. */
  readonly eye: number;
  /** `n` points spread evenly through the body (HP-LOS), the same for every ask. */
  samples(n: number): readonly Point3[];
  /** Whether the straight line from→to passes through the body. */
  crosses(from: Point3, to: Point3): boolean;
}

/** The imported body of a place, or null when it is the default upright body (or its model is not whole). */
export type Bodies = (place: Place) => Body | null;

export interface Sighting {
  /** Samples of the target the eye sees, of `samples`. */
  readonly seen: number;
  readonly samples: number;
  /** The hexes whose terrain hides part of the target (the first each hidden sample met), in the order found; models in the way are not among them. */
  readonly blockers: readonly Hex[];
  /** Samples hidden by other models, not by terrain (none when left out). */
  readonly byModels?: number;
}

export interface HexPrintWorld {
  /**
   * How `eye` sees `target` past the terrain and past `others`: every other model on the table
   * (friend, enemy or neutral), each standing in the way as what it is (HP-LOS).
   */
  sight(terrain: Terrain, eye: Place, target: Place, others?: readonly Place[]): Sighting;
}

/** Where a model stands; with the game's models (the set-up's), it carries the one imported for its look. */
export function placeOf(terrain: Terrain, unit: UnitState, model: ModelState, models?: ModelsSection): Place {
  const hexes = hexesOf(unit, model);
  const place = {
    hexes,
    base: Math.max(...hexes.map((h) => heightAt(terrain, h))),
    height: unit.card.height,
  };
  const look = lookOf(unit.card);
  if (models === undefined || keptModelOf(models, look) === null) return place;
  return { ...place, model: { models, look, facing: model.facing } };
}
