import type { Hex } from '../../../geometry';
import { hexKey } from '../../../geometry';
import { footprint, isGround, isLevel } from '../board/terrain';
import type { HexPrintState, ModelState, UnitState } from './gameState';
import { hexesOf } from './units';

// Where a model may stand (HP-PLACE): every hex it covers on ground of the board and free of other
// models. The board's stacks are solid columns with no overhangs, so nothing is too low to stand under.

/** Hexes covered by every model on the table but `except`. */
export function taken(s: HexPrintState, except: string | null): Set<string> {
  const out = new Set<string>();
  for (const u of s.units)
    for (const m of u.models)
      if (m.gone === null && m.id !== except) for (const h of hexesOf(u, m)) out.add(hexKey(h));
  return out;
}

/** Why the model cannot stand with its first hex at `at`, or null when it can. */
export function standProblem(
  s: HexPrintState,
  unit: UnitState,
  model: ModelState,
  at: Hex,
  others: ReadonlySet<string>,
): string | null {
  // Said without building names: the move search asks this of every hex it tries.
  const which = unit.card.footprint === 1 ? 'that hex' : 'a hex it would cover';
  for (const h of footprint(at, model.facing, unit.card.footprint)) {
    if (!isGround(s.terrain, h)) return `${which} is off the board or open water`;
    if (others.has(hexKey(h))) return `another model stands on ${which}`;
  }
  return null;
}

/** HP-MULTIHEX: a model covering several hexes ends level. */
export const endsLevel = (s: HexPrintState, unit: UnitState, model: ModelState, at: Hex): boolean =>
  isLevel(s.terrain, footprint(at, model.facing, unit.card.footprint));
