import type { HexPrintState } from '../../engine/gameState';
import { onTable, unitById } from '../../engine/units';

/** The model the unit now activating acts with: its first on the table; null between activations. */
export function actingModel(s: HexPrintState): string | null {
  const unit = s.activation === null ? undefined : unitById(s, s.activation.unit);
  return unit === undefined ? null : (onTable(unit)[0]?.id ?? null);
}
