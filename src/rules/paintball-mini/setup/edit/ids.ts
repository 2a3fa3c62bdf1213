import type { Setup } from '../types';

/** Every id in use: tiles, figures, terrain and markers share one namespace. */
export function usedIds(setup: Setup): Set<string> {
  return new Set([
    ...setup.board.tiles.map((t) => t.id),
    ...setup.figures.map((f) => f.id),
    ...setup.terrain.map((t) => t.id),
    ...setup.markers.map((m) => m.id),
  ]);
}

export { freshId } from '../../../../table';
