import type { Figure } from './types';

// Figures found by id: every line looks up two, so each figures array is indexed once, on its
// first look-up, and its figures are numbered by their place in it (the first of a repeated id
// wins, as a search from the front would find it).

const byId = new WeakMap<readonly Figure[], Map<string, number>>();
/** The array looked in last and its index: most look-ups ask the same array as the one before (held until another is asked). */
let lastFigures: readonly Figure[] | null = null;
let lastIndex = new Map<string, number>();

function indexOf(figures: readonly Figure[]): Map<string, number> {
  const m = new Map<string, number>();
  figures.forEach((f, i) => {
    if (!m.has(f.id)) m.set(f.id, i);
  });
  byId.set(figures, m);
  lastFigures = figures;
  lastIndex = m;
  return m;
}

/** Where figure `id` is in `figures`; a clear error when it is not there. */
export function placeOf(figures: readonly Figure[], id: string): number {
  if (figures !== lastFigures) {
    lastIndex = byId.get(figures) ?? indexOf(figures);
    lastFigures = figures;
  }
  let at = lastIndex.get(id);
  // An array changed in place since it was indexed: index it again.
  if (at === undefined || figures[at]?.id !== id) at = indexOf(figures).get(id);
  if (at === undefined || figures[at] === undefined) throw new Error(`no figure "${id}" on the table`);
  return at;
}

/** Figure `id` of `figures`; a clear error when it is not there. */
export const figureOf = (figures: readonly Figure[], id: string): Figure => figures[placeOf(figures, id)]!;
