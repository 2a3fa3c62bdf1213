import type { AdoptedAnswers, SightWork } from './adopted';
import type { Ground } from './groundKey';
import type { LineStore } from './lineStore';
import type { ThreatColumns } from './threatColumns';
import type { Table } from './types';

/**
 * Takes in lines and threat columns another layer worked out (the table's worker): only those that
 * still hold on `table` (the same board, terrain and smoke, blind-spot option, and no figure moved
 * onto, off or out of the line since), and only where this layer has none of its own. Nothing is
 * measured; what it takes is then answered as if this layer had worked it out.
 */
export function adopt(
  table: Table,
  given: AdoptedAnswers,
  layer: { ground: Ground; lines: LineStore; threat: ThreatColumns; work: SightWork },
): void {
  layer.ground.to(table);
  if (given.ground !== layer.ground.content) return;
  for (const { enemyId, column } of given.columns) {
    const enemy = table.figures.find((f) => f.id === enemyId);
    if (enemy !== undefined && layer.threat.adopt(table, enemy, column)) layer.work.adoptedColumns += 1;
  }
  // No lines: the line store is not brought to this table (renumbered for its figures) for nothing.
  if (given.lines.length === 0 || given.blindSpots !== table.options.blindSpots) return;
  layer.lines.adopt(table, given);
}
