import type { Hex } from '../../../geometry';
import type { Terrain } from '../board/terrain';
import { heightAt } from '../board/terrain';
import type { ModelState, UnitState } from './gameState';
import { hexesOf } from './units';

// What the rules ask the table (HP-LOS): what share of a target model a shooting model's eye sees,
// and which hexes hide the rest. `apply` takes it as an argument so the engine stays pure: Node
// tests and the automatic player use the sampled columns (sampledSight.ts); the 3D table answers it
// with the shared sight layer (../sight).

export { LEVEL_CM } from '../board/level';
/** Points sampled on each target model. */
export const SAMPLES = 64;

/** A model where it stands: its hexes, the height it stands on and its own height, in levels. */
export interface Place {
  readonly hexes: readonly Hex[];
  readonly base: number;
  readonly height: number;
}

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

export function placeOf(terrain: Terrain, unit: UnitState, model: ModelState): Place {
  const hexes = hexesOf(unit, model);
  return { hexes, base: Math.max(...hexes.map((h) => heightAt(terrain, h))), height: unit.card.height };
}
