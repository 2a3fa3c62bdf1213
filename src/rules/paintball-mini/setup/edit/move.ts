import type { Point } from '../../../../geometry';
import type { Figure, Marker, Setup, Terrain } from '../types';
import { findAll, pieceLabel } from './find';
import type { EditResult } from './result';
import { done, refuse } from './result';
import type { Arrival } from './settle';
import { settle, withFigures } from './settle';
import { onTable, shift, tableWords } from '../../../../table';

export interface MoveArgs {
  /** The pieces dragged: one or many. */
  readonly ids: readonly string[];
  /** How far they were dragged, in table cm. */
  readonly by: Point;
}

/**
 * Moves pieces by a drag. Figures go through `settle` (hex mode: a free slot of the target hex,
 * never a 4th base nor an opponent's hex; hexless: no overlapping bases; always on the board).
 * Terrain and markers move freely but stay on the table. A flag follows its carrier; a carried
 * flag dragged without its carrier is dropped where it is put down.
 */
export function movePieces(setup: Setup, { ids, by }: MoveArgs): EditResult {
  const found = findAll(setup, ids);
  if (typeof found === 'string') return refuse(found);
  const moving = new Set(found.map((p) => p.piece.id));
  const arrivals: Arrival[] = [];
  const terrain = new Map<string, Terrain>();
  const markers = new Map<string, Marker>();
  for (const p of found) {
    const to = shift(p.piece.at, by);
    if (p.list === 'figures') {
      arrivals.push({ figure: p.piece, target: to });
      continue;
    }
    if (
      p.list === 'markers' &&
      p.piece.kind === 'flag' &&
      p.piece.carriedBy !== null &&
      moving.has(p.piece.carriedBy)
    )
      continue;
    if (!onTable(setup, to)) return refuse(`${pieceLabel(setup, p)} would end off ${tableWords(setup)}`);
    if (p.list === 'terrain') terrain.set(p.piece.id, { ...p.piece, at: to });
    else
      markers.set(
        p.piece.id,
        p.piece.kind === 'flag' && p.piece.carriedBy !== null
          ? { ...p.piece, at: to, carriedBy: null }
          : { ...p.piece, at: to },
      );
  }
  const staying = setup.figures.filter((f) => !moving.has(f.id));
  const settled = settle(setup, staying, arrivals);
  if (!settled.ok) return settled;
  const figures = withFigures(setup, settled.figures);
  const markersAfter = followCarriers(
    setup.markers.map((m) => markers.get(m.id) ?? m),
    figures,
    new Set(settled.figures.keys()),
  );
  return done(
    { ...setup, figures, terrain: setup.terrain.map((t) => terrain.get(t.id) ?? t), markers: markersAfter },
    [...moving],
  );
}

/** Moves a single piece so that it ends at `to` (its centre), e.g. after a drag of one piece. */
export function movePieceTo(
  setup: Setup,
  { id, to }: { readonly id: string; readonly to: Point },
): EditResult {
  const found = findAll(setup, [id]);
  if (typeof found === 'string') return refuse(found);
  const at = found[0]!.piece.at;
  return movePieces(setup, { ids: [id], by: { x: to.x - at.x, y: to.y - at.y } });
}

/** A carried flag stands where its carrier stands (the shipped Reverse Flag file does this). */
export function followCarriers(
  markers: readonly Marker[],
  figures: readonly Figure[],
  moved: ReadonlySet<string>,
): Marker[] {
  const byId = new Map(figures.map((f) => [f.id, f]));
  return markers.map((m) => {
    if (m.kind !== 'flag' || m.carriedBy === null) return m;
    const carrier = byId.get(m.carriedBy);
    if (carrier === undefined || !moved.has(carrier.id)) return m;
    return { ...m, at: carrier.at };
  });
}
