import type { LineFacts, MarshalDistance, Sight } from '../../../../../../src/rules/paintball-mini/engine';
import { flatSight } from '../../../../../../src/rules/paintball-mini/engine';

// A scripted Sight for rule tests: the flat sight's facts, overridden line by line ("shooter>target")
// and Marshal by Marshal, so a test can force any fact the sight layer could report.

export function scriptedSight(
  lines: Record<string, Partial<LineFacts>> = {},
  marshals: Record<string, readonly MarshalDistance[]> = {},
): Sight {
  return {
    line(table, shooterId, targetId) {
      const base = flatSight.line(table, shooterId, targetId);
      return { ...base, ...(lines[`${shooterId}>${targetId}`] ?? {}) };
    },
    marshals(table, figureId) {
      return marshals[figureId] ?? flatSight.marshals(table, figureId);
    },
  };
}
