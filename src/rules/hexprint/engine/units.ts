import type { Hex } from '../../../geometry';
import { hexDistance } from '../../../geometry';
import { footprint } from '../board/terrain';
import type { Ability, AbilityKind } from '../setup/cardSchema';
import type { HexPrintState, ModelState, UnitState } from './gameState';

// Reading a unit: its damaged slots and what they now mean (HP-DAMAGED), its models on the table,
// its statics, and distances between models (HP-WITHIN).

/** The six damage slots by number: 1 ACT, 2 MOV, 3 TAR, 4 and 5 its abilities, 6 Models. */
export const SLOT = { act: 0, mov: 1, tar: 2, first: 3, second: 4, models: 5 } as const;

export const slotName = (unit: UnitState, slot: number): string =>
  ['ACT', 'MOV', 'TAR', abilityName(unit.card.abilities[0]), abilityName(unit.card.abilities[1]), 'Models'][
    slot
  ]!;

export function abilityName(a: Ability): string {
  switch (a.kind) {
    case 'shoot':
      return 'Shoot';
    case 'push':
      return `Push ${a.distance}`;
    case 'dig in':
      return 'Dig In';
    default:
      return a.kind[0]!.toUpperCase() + a.kind.slice(1);
  }
}

/** HP-DAMAGED: a slot with boxes, every one marked. */
export const isDamaged = (unit: UnitState, slot: number): boolean =>
  unit.card.boxes[slot]! > 0 && unit.marks[slot]! >= unit.card.boxes[slot]!;

/** A slot a damage point can mark: it has boxes and is not damaged yet. */
export const canMark = (unit: UnitState, slot: number): boolean => unit.marks[slot]! < unit.card.boxes[slot]!;

export const onTable = (unit: UnitState): ModelState[] => unit.models.filter((m) => m.gone === null);
export const isInPlay = (unit: UnitState): boolean => onTable(unit).length > 0;

/** Actions an activation may take: ACT or 5, whichever is lower; one while ACT is damaged. */
export const actionLimit = (unit: UnitState): number =>
  isDamaged(unit, SLOT.act) ? 1 : Math.min(unit.card.act, 5);

/** A static ability in force: on the card's statics, or in an ability slot that is not damaged. */
export function hasStatic(unit: UnitState, kind: AbilityKind): boolean {
  if (unit.card.statics.some((a) => a.kind === kind)) return true;
  return unit.card.abilities.some((a, i) => a.kind === kind && !isDamaged(unit, SLOT.first + i));
}

export const hexesOf = (unit: UnitState, model: ModelState): Hex[] =>
  footprint(model.at, model.facing, unit.card.footprint);

/** HP-WITHIN: hex distance between the nearest hexes two footprints cover. */
export function gap(a: readonly Hex[], b: readonly Hex[]): number {
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, hexDistance(x, y));
  return best;
}

export function unitById(state: HexPrintState, id: string): UnitState | undefined {
  return state.units.find((u) => u.id === id);
}

export function modelById(
  state: HexPrintState,
  id: string,
): { unit: UnitState; model: ModelState } | undefined {
  for (const unit of state.units) {
    const model = unit.models.find((m) => m.id === id);
    if (model !== undefined) return { unit, model };
  }
  return undefined;
}

/** A player's name for a seat. */
export const seatName = (state: HexPrintState, seat: string): string => state.seatNames[seat] ?? seat;

/** A model as a player names it: "North Line Squad (model 2)", or the unit's name for a one-model unit. */
export function modelName(unit: UnitState, model: ModelState): string {
  if (unit.models.length === 1) return unit.name;
  return `${unit.name} (model ${unit.models.indexOf(model) + 1})`;
}
