import type { HexPrintState, UnitState } from '../../engine/gameState';
import { modelById, onTable } from '../../engine/units';

const first = (u: UnitState | undefined): string | null => u?.models[0]?.id ?? null;
const firstOnTable = (u: UnitState | undefined): string | null =>
  u === undefined ? null : (onTable(u)[0]?.id ?? null);

/**
 * Whose buttons the action bar shows for the seat to act: the model that seat's player picked, else
 * the one the game is waiting on — the unit activating, the unit taking models off (HP-MODELS), the
 * next unit to deploy (HP-SETUP) or to have its marker placed (HP-TIMER), a unit in the pool
 * (HP-ACTIVATE) — else any of its models on the table. Null when the seat has none.
 */
export function barModel(s: HexPrintState, seat: string, selectedId: string | null): string | null {
  const picked = selectedId === null ? undefined : modelById(s, selectedId);
  if (picked !== undefined && picked.unit.seat === seat && picked.model.gone === null) return selectedId;
  const mine = s.units.filter((u) => u.seat === seat);
  const activating = mine.find((u) => u.id === s.activation?.unit);
  if (activating !== undefined) return firstOnTable(activating);
  const removal = s.removals[0];
  if (removal !== undefined) return firstOnTable(mine.find((u) => u.id === removal.unit));
  // With every unit on the table, its terrain batches still show on the bar of any of its units.
  if (s.phase === 'deploy')
    return (
      first(mine.find((u) => u.models.every((m) => m.gone === 'reserve'))) ??
      firstOnTable(mine.find((u) => onTable(u).length > 0))
    );
  if (s.phase === 'markers') return first(mine.find((u) => u.marker === null));
  const inPool = mine.find((u) => u.marker === 'pool' && onTable(u).length > 0);
  return firstOnTable(inPool) ?? firstOnTable(mine.find((u) => onTable(u).length > 0));
}
