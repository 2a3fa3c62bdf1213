import type { Point } from '../../../../geometry';
import { round } from '../placement';
import type { Setup } from '../types';
import { freshId, usedIds } from './ids';
import type { PaletteEntry } from './pieceChoices';
import { idPrefix, newFigure, newMarker, newTerrain } from './pieceChoices';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { settle, withFigures } from './settle';
import { onTable, tableWords } from '../../../../table';

/** How many of each a set-up may hold (src/rules/paintball-mini/setup/schema.ts). */
export const MOST = { figures: 60, terrain: 200, markers: 100 } as const;

export interface PlaceArgs {
  readonly entry: PaletteEntry;
  /** Where the player clicked, in table cm. */
  readonly at: Point;
}

/**
 * Puts a new piece from the palette on the table with a fresh id and the rulebook's defaults. A
 * figure snaps into a free slot of the hex in hex mode and may not overlap a base in hexless mode;
 * terrain and markers go exactly where clicked. Selects the new piece.
 */
export function placePiece(setup: Setup, { entry, at }: PlaceArgs): EditResult {
  const p = { x: round(at.x), y: round(at.y) };
  const used = usedIds(setup);
  if (entry.piece === 'figure') {
    if (setup.figures.length >= MOST.figures)
      return refuse(`the table already holds ${MOST.figures} figures, the most a set-up may have`);
    const figure = newFigure(entry, freshId(used, idPrefix(entry)), p);
    const settled = settle(setup, setup.figures, [{ figure, target: p }]);
    if (!settled.ok) return settled;
    return done({ ...setup, figures: withFigures(setup, settled.figures, [figure.id]) }, [figure.id]);
  }
  const word = entry.piece === 'terrain' ? 'pieces of terrain' : 'markers';
  const list = entry.piece === 'terrain' ? setup.terrain : setup.markers;
  if (list.length >= MOST[entry.piece === 'terrain' ? 'terrain' : 'markers']) {
    return refuse(`the table already holds ${list.length} ${word}, the most a set-up may have`);
  }
  if (!onTable(setup, p)) return refuse(`that spot is off ${tableWords(setup)}`);
  const prefix = idPrefix(entry);
  const id =
    entry.piece === 'marker' && entry.kind === 'flag' && !used.has(prefix) ? prefix : freshId(used, prefix);
  if (entry.piece === 'terrain')
    return done({ ...setup, terrain: [...setup.terrain, newTerrain(entry.kind, id, p)] }, [id]);
  return done({ ...setup, markers: [...setup.markers, newMarker(entry, id, p)] }, [id]);
}
