import type { Board } from '../../../geometry';
import { circumradius, hexCorners, hexToPoint } from '../../../geometry';
import type { Footprint, Terrain } from '../setup';
import { convexOverlap } from './footprints';
import { hexNumber } from './hexNumber';

type Trench = Extract<Terrain, { kind: 'trench' }>;

/** Each trench's hexes on the board it was last laid on: a cloud coming or going leaves both as they were. */
const trenchCache = new WeakMap<Trench, { board: Board; keys: readonly number[] }>();

/** The board hexes a trench's footprint overlaps (PM-ENTRENCHED, hex mode), by hex number. */
export function trenchHexes(t: Trench, f: Footprint, board: Board): readonly number[] {
  const known = trenchCache.get(t);
  if (known !== undefined && known.board === board) return known.keys;
  const keys: number[] = [];
  if (f.shape === 'polygon') {
    // Only a hex whose centre lies within the trench's reach plus a hex's own can overlap it: the
    // rest of a big board is skipped without building its corners (testing every hex was a quarter of
    // a first model on the 1,154-hex board).
    const cx = f.points.reduce((s, p) => s + p.x, 0) / f.points.length;
    const cy = f.points.reduce((s, p) => s + p.y, 0) / f.points.length;
    const reach =
      Math.max(...f.points.map((p) => Math.hypot(p.x - cx, p.y - cy))) + circumradius(board.layout) + 1e-6;
    for (const bh of board.hexes) {
      const c = hexToPoint(board.layout, bh.hex);
      if (Math.hypot(c.x - cx, c.y - cy) > reach) continue;
      if (convexOverlap(hexCorners(board.layout, bh.hex), f.points)) keys.push(hexNumber(bh.hex.q, bh.hex.r));
    }
  }
  trenchCache.set(t, { board, keys });
  return keys;
}
