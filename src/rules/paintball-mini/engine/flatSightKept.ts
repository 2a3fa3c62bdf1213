import type { Point } from '../../../geometry/point';
import { segmentDistance2 } from '../../../geometry/convexClip';
import { BASE_CIRCUMRADIUS_CM } from '../setup/pieces';
import type { Figure } from '../setup/types';
import type { LineFacts, Table } from './facts';

// The flat sight's lines kept across tables (flatSight.ts measures them): a move, a turn or a figure
// leaving the game drops only the lines it can have changed, so a game's every action does not
// measure its lines afresh.

/** A base changes a line only where its centre comes within its corner circle of it (entersBase); a hair more for rounding. */
const BASE_REACH2 = (BASE_CIRCUMRADIUS_CM + 1e-3) ** 2;

/** Whether segment a→b passes within the base reach of point p. */
function near(p: Point, a: Point, b: Point): boolean {
  return segmentDistance2(p.x, p.y, a.x, a.y, b.x, b.y) <= BASE_REACH2;
}

/**
 * The kept lines that still hold on `table`. What a line reads (measure): both ends' places and the
 * shooter's facing, and every other figure's place, facing and whether it is eliminated; the board,
 * terrain, mode and options. A figure whose place or facing changed loses its own lines, and any
 * other line its base was or now is near; one that changed status only into or out of 'eliminated'
 * counts as there and gone. Anything else (figures added, removed or reordered, other ground): all go.
 */
export function keptLines(table: Table): Map<string, Map<string, LineFacts>> {
  const k = keptByBoard.get(table.board);
  if (
    k === undefined ||
    k.terrain !== table.terrain ||
    k.mode !== table.mode ||
    k.options !== table.options
  ) {
    const fresh: KeptLines = {
      figures: table.figures,
      terrain: table.terrain,
      mode: table.mode,
      options: table.options,
      rows: new Map(),
    };
    keptByBoard.set(table.board, fresh);
    return fresh.rows;
  }
  if (k.figures === table.figures) return k.rows;
  const before = k.figures;
  const now = table.figures;
  k.figures = now;
  if (before.length !== now.length) return (k.rows = new Map());
  for (let i = 0; i < now.length; i++) if (before[i]!.id !== now[i]!.id) return (k.rows = new Map());
  for (let i = 0; i < now.length; i++) {
    const a = before[i]!;
    const b = now[i]!;
    if (a === b) continue;
    const gone = (a.status === 'eliminated') !== (b.status === 'eliminated');
    if (!gone && a.at.x === b.at.x && a.at.y === b.at.y && a.facing === b.facing) continue;
    k.rows.delete(b.id);
    // A line whose other end also changed is dropped when that end's turn comes, whatever this test says.
    for (const row of k.rows.values()) {
      row.delete(b.id);
      for (const [id, l] of row) {
        const s = figureAt(now, l.shooterId);
        const t = figureAt(now, id);
        if (near(a.at, s.at, t.at) || near(b.at, s.at, t.at)) row.delete(id);
      }
    }
  }
  return k.rows;
}

/** A figure of the array by id (kept lines name only figures that are in it). */
function figureAt(figures: readonly Figure[], id: string): Figure {
  for (const f of figures) if (f.id === id) return f;
  throw new Error(`no figure ${id} on the table`);
}

/**
 * The lines measured on one board, kept across tables: each table's figures array is compared with
 * the one they were measured on, and only the lines a changed figure can have changed are dropped
 * (see `keptLines`). Per board object, so tables on other boards (another game, the exact odds'
 * branches on their own board) never drop each other's.
 */
interface KeptLines {
  figures: readonly Figure[];
  terrain: Table['terrain'];
  mode: Table['mode'];
  options: Table['options'];
  /** Shooter id → target id → facts, valid on `figures`. */
  rows: Map<string, Map<string, LineFacts>>;
}
const keptByBoard = new WeakMap<Table['board'], KeptLines>();
