import type { Point } from '../../../../geometry';
import type { Figure, Marker, Setup, Terrain } from '../types';
import { findAll, pieceLabel } from './find';
import { freshId, usedIds } from './ids';
import { teamName } from './pieceChoices';
import { MOST } from './place';
import type { EditResult } from './result';
import { done, refuse } from './result';
import type { Arrival } from './settle';
import { settle, withFigures } from './settle';
import { onTable, shift, tableWords } from '../../../../table';

/** Where copies go when the player gives no offset: a little up and to the right. */
export const COPY_OFFSET_CM: Point = { x: 3, y: -3 };

export interface DuplicateArgs {
  readonly ids: readonly string[];
  /** How far from the original each copy goes. Default: COPY_OFFSET_CM, and in hex mode figures copy into their own hex. */
  readonly by?: Point;
}

/**
 * Copies pieces with fresh ids, offset from the originals, and selects the copies. A figure's copy
 * keeps its team, facing, expert status, grenades and status and gets a name of its own; it is
 * placed like any figure (a free slot, no overlap) and refused where there is no room. A copied
 * flag is never carried.
 */
export function duplicatePieces(setup: Setup, { ids, by }: DuplicateArgs): EditResult {
  const found = findAll(setup, ids);
  if (typeof found === 'string') return refuse(found);
  const used = usedIds(setup);
  const arrivals: Arrival[] = [];
  const terrain: Terrain[] = [];
  const markers: Marker[] = [];
  for (const p of found) {
    if (p.list === 'figures') {
      const id = freshId(used, p.piece.role === 'marshal' ? 'marshal' : p.piece.team);
      const figure: Figure = { ...p.piece, id, name: copyName(p.piece, id) };
      const offset = by ?? (setup.mode === 'hex' ? { x: 0, y: 0 } : COPY_OFFSET_CM);
      arrivals.push({ figure, target: shift(p.piece.at, offset) });
      continue;
    }
    const at = shift(p.piece.at, by ?? COPY_OFFSET_CM);
    if (!onTable(setup, at))
      return refuse(`no room for a copy of ${pieceLabel(setup, p)}: it would end off ${tableWords(setup)}`);
    if (p.list === 'terrain') terrain.push({ ...p.piece, id: freshId(used, p.piece.kind), at });
    else if (p.piece.kind === 'flag')
      markers.push({ ...p.piece, id: freshId(used, `flag-${p.piece.team}`), at, carriedBy: null });
    else markers.push({ ...p.piece, id: freshId(used, 'splat'), at });
  }
  if (setup.figures.length + arrivals.length > MOST.figures)
    return refuse(`a set-up holds at most ${MOST.figures} figures`);
  if (setup.terrain.length + terrain.length > MOST.terrain)
    return refuse(`a set-up holds at most ${MOST.terrain} pieces of terrain`);
  if (setup.markers.length + markers.length > MOST.markers)
    return refuse(`a set-up holds at most ${MOST.markers} markers`);
  const settled = settle(setup, setup.figures, arrivals);
  if (!settled.ok) return refuse(`no room for the copy: ${settled.reason}`);
  const added = arrivals.map((a) => a.figure.id);
  return done(
    {
      ...setup,
      figures: withFigures(setup, settled.figures, added),
      terrain: [...setup.terrain, ...terrain],
      markers: [...setup.markers, ...markers],
    },
    [...added, ...terrain.map((t) => t.id), ...markers.map((m) => m.id)],
  );
}

function copyName(f: Figure, id: string): string {
  const n = id.slice(id.lastIndexOf('-') + 1);
  return f.role === 'marshal' ? `Marshal ${n}` : `${teamName(f.team)} ${n}`;
}
