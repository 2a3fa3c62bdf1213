import type { TerrainLine } from './lineOfSight';
import { lineOfSight, smokeOfLine } from './lineOfSight';
import { place } from './stand';
import type { TableModel } from './tableModel';
import type { Reach } from './touched';
import { beyondBox, passesNear, reachBox } from './touched';
import type { Figure } from './types';

// The terrain lines of the sight lines drawn lately (a hovered target, a shot being called, the
// selected figure's lines to its enemies that the table's worker handed over): the whole
// `TerrainLine`, with where each end is met, which the packed line store does not keep. Kept while
// both figures stand where they stood; when only smoke came or went, a kept line passing near a
// cloud that came or went looks at its smoke again.

/**
 * Lines kept: a selected figure's line to every enemy on the biggest table the set-up allows (100
 * figures, so 50 enemies at most), twice over, with a shot card and hovers beside them.
 */
const KEPT = 128;

interface DrawnLine {
  ax: number;
  ay: number;
  af: number;
  bx: number;
  by: number;
  bf: number;
  line: TerrainLine;
  /** The smoke the line was measured in: `generation` then, or STALE. */
  smoke: number;
}

/** A kept line's smoke mark when a cloud came or went near it: no generation, so it is looked at again. */
const STALE = -1;

export interface DrawnLines {
  line(model: TableModel, s: Figure, t: Figure): TerrainLine;
  /** The kept line, if both figures stand where they stood and its smoke needs no second look; else null. */
  known(s: Figure, t: Figure): TerrainLine | null;
  /** Keeps a line measured elsewhere on the ground this layer stands on now. */
  adopt(s: Figure, t: Figure, line: TerrainLine): void;
  /** Clouds came or went (`reaches`, or null: any line may have changed). */
  smokeMoved(reaches: readonly Reach[] | null): void;
  clear(): void;
}

const keyOf = (s: Figure, t: Figure) => `${s.id}\u0000${t.id}`;

/** Whether a kept line was measured with both figures where they stand now. */
const standsAsKept = (c: DrawnLine, s: Figure, t: Figure): boolean =>
  c.ax === s.at.x &&
  c.ay === s.at.y &&
  c.af === s.facing &&
  c.bx === t.at.x &&
  c.by === t.at.y &&
  c.bf === t.facing;

export function createDrawnLines(): DrawnLines {
  let kept = new Map<string, DrawnLine>();
  /** Counts the smoke-only changes the kept lines have lived through: a line of an older count re-tests its smoke. */
  let generation = 0;
  const keep = (key: string, s: Figure, t: Figure, line: TerrainLine) => {
    kept.delete(key);
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, {
      ax: s.at.x,
      ay: s.at.y,
      af: s.facing,
      bx: t.at.x,
      by: t.at.y,
      bf: t.facing,
      line,
      smoke: generation,
    });
  };
  return {
    known(s, t) {
      const c = kept.get(keyOf(s, t));
      return c !== undefined && c.smoke === generation && standsAsKept(c, s, t) ? c.line : null;
    },
    adopt: (s, t, line) => keep(keyOf(s, t), s, t, line),
    line(m, s, t) {
      const key = keyOf(s, t);
      const c = kept.get(key);
      if (c !== undefined && standsAsKept(c, s, t)) {
        if (c.smoke !== generation) {
          const smoke = smokeOfLine(m, c.line.a, c.line.b);
          c.line = { ...c.line, ...smoke };
          c.smoke = generation;
        }
        return c.line;
      }
      const line = lineOfSight(
        m,
        place(m, { x: s.at.x, y: s.at.y, facing: s.facing }),
        place(m, { x: t.at.x, y: t.at.y, facing: t.facing }),
      );
      keep(key, s, t, line);
      return line;
    },
    smokeMoved(reaches) {
      if (reaches === null) {
        generation += 1;
        return;
      }
      // Thousands of drawn lines on a big table, most far from the cloud: the box tells them apart first.
      const box = reachBox(reaches);
      if (box === null) return;
      for (const c of kept.values())
        if (!beyondBox(c.ax, c.ay, c.bx, c.by, box) && passesNear(c.ax, c.ay, c.bx, c.by, reaches))
          c.smoke = STALE;
    },
    clear() {
      kept = new Map();
    },
  };
}
