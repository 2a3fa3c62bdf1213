import type { Hex } from '../../geometry';
import { hexKey, hexNeighbours } from '../../geometry';

// Hexes that belong together as one thing a player points at: a wood of forest hexes, a hill of
// raised hexes, a pond. Each connected group of hexes with the same kind is one region.

/** The connected groups of `hexes` whose `kind` is the same and not null, in the order first met. */
export function regions<K>(hexes: readonly Hex[], kind: (h: Hex) => K | null): { kind: K; hexes: Hex[] }[] {
  const byKey = new Map(hexes.map((h) => [hexKey(h), h]));
  const seen = new Set<string>();
  const out: { kind: K; hexes: Hex[] }[] = [];
  for (const start of hexes) {
    const k = kind(start);
    if (k === null || seen.has(hexKey(start))) continue;
    const group: Hex[] = [];
    const queue = [start];
    seen.add(hexKey(start));
    while (queue.length > 0) {
      const h = queue.pop()!;
      group.push(h);
      for (const n of hexNeighbours(h)) {
        const next = byKey.get(hexKey(n));
        if (next === undefined || seen.has(hexKey(next)) || kind(next) !== k) continue;
        seen.add(hexKey(next));
        queue.push(next);
      }
    }
    out.push({ kind: k, hexes: group });
  }
  return out;
}
