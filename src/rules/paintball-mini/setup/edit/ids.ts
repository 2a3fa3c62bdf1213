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

/** `prefix-1`, `prefix-2`, … the first one nobody uses (adds it to `used` so a batch gets distinct ids). */
export function freshId(used: Set<string>, prefix: string): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}
