import type { TableMark } from '../../../game/log';
import type { Figure, Team } from '../setup/types';
import { other } from './gameState';

// PM-SAVE / PM-SOFT / PM-PAINTGRENADE: a figure marked by paint carries a splat where it stood when
// the paint hit. The log line that marks it leaves the splat as data, so the table places it from
// the log, never from the line's words.

export const SPLAT = 'splat';

/** The splat a marked figure leaves where it stands: its opponents' paint. */
export const splatOn = (f: Figure): TableMark => ({
  kind: SPLAT,
  side: other(f.team),
  pieceId: f.id,
  at: { x: f.at.x, y: f.at.y },
});

/** The splats a line left, each with the team whose paint it is. */
export function splatsLeft(
  leaves: readonly TableMark[] | undefined,
): { figureId: string; at: TableMark['at']; team: Team }[] {
  const out: { figureId: string; at: TableMark['at']; team: Team }[] = [];
  for (const m of leaves ?? []) {
    if (m.kind !== SPLAT) continue;
    if (m.side !== 'red' && m.side !== 'blue') throw new Error(`a splat of paint from no team: "${m.side}"`);
    out.push({ figureId: m.pieceId, at: m.at, team: m.side });
  }
  return out;
}
