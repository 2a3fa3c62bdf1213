import type { Hex } from '../../../../../geometry';
import { hexToPoint } from '../../../../../geometry';
import { setupBoard } from '../../setupBoard';
import type { Setup } from '../../types';

/**
 * The board's centre: every board hex nearest the mean of all its hex centres. A board with a
 * centre between hexes has several, and a third Marshal may stand in any of them (PM-LARGE).
 */
export function centreHexes(setup: Setup): Hex[] {
  const board = setupBoard(setup);
  const points = board.hexes.map((h) => ({ hex: h.hex, p: hexToPoint(board.layout, h.hex) }));
  const cx = points.reduce((s, h) => s + h.p.x, 0) / points.length;
  const cy = points.reduce((s, h) => s + h.p.y, 0) / points.length;
  const d = points.map((h) => Math.hypot(h.p.x - cx, h.p.y - cy));
  const least = Math.min(...d);
  return points
    .filter((_, i) => d[i]! - least < 1e-6)
    .map((h) => h.hex)
    .sort((a, b) => a.q - b.q || a.r - b.r);
}
