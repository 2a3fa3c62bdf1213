import type { Hex } from '../../geometry';
import { hexToPoint } from '../../geometry';
import { slotPoint } from '../placement';
import { setupBoard } from '../setupBoard';
import type { Figure, Setup } from '../types';
import { freshId, usedIds } from './ids';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { settle, withFigures } from './settle';
import { hexLabel } from './find';

/** The rulebook's board: four 6-hex bases and two single home hexes (PM-SCEN-CTF). */
export const STANDARD_HEX_COUNT = 26;

/** PM-LARGE: a board with more hexes than the standard 26 is "larger" and wants a third Marshal at its centre. */
export function isLargerBoard(setup: Setup): boolean {
  return setupBoard(setup).hexes.length > STANDARD_HEX_COUNT;
}

/**
 * The board's centre hex: the board hex nearest the mean of all its hex centres (ties go to the
 * smaller q, then r, so the answer never depends on the order of the tiles).
 */
export function boardCentreHex(setup: Setup): Hex {
  const board = setupBoard(setup);
  const points = board.hexes.map((h) => hexToPoint(board.layout, h.hex));
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  let best = board.hexes[0]!.hex;
  let bestD = Infinity;
  for (const { hex } of board.hexes) {
    const p = hexToPoint(board.layout, hex);
    const d = Math.round(Math.hypot(p.x - cx, p.y - cy) * 1e6);
    if (d < bestD || (d === bestD && (hex.q < best.q || (hex.q === best.q && hex.r < best.r)))) {
      best = hex;
      bestD = d;
    }
  }
  return best;
}

/**
 * Puts a third Marshal in the board's centre hex (PM-LARGE), in a free base slot. Refused on a
 * board that is not larger than the standard one, when three Marshals are already on the table,
 * or when the centre hex has no room.
 */
export function placeThirdMarshal(setup: Setup): EditResult {
  if (!isLargerBoard(setup)) {
    return refuse(`the board has ${setupBoard(setup).hexes.length} hexes, no more than the standard ${STANDARD_HEX_COUNT}: a third Marshal is for larger boards (PM-LARGE)`);
  }
  const marshals = setup.figures.filter((f) => f.role === 'marshal');
  if (marshals.length >= 3) return refuse(`there are already ${marshals.length} Marshals on the table`);
  const centre = boardCentreHex(setup);
  const layout = setupBoard(setup).layout;
  const used = usedIds(setup);
  const id = used.has('marshal-centre') ? freshId(used, 'marshal') : 'marshal-centre';
  const team = marshals.filter((m) => m.team === 'red').length <= marshals.filter((m) => m.team === 'blue').length ? 'red' : 'blue';
  const marshal: Figure = { id, team, role: 'marshal', name: 'Marshal (centre)', at: slotPoint(layout, centre, 0), facing: 0, expert: false, grenades: [], status: 'active' };
  let last = '';
  for (let slot = 0; slot < 3; slot++) {
    const settled = settle(setup, setup.figures, [{ figure: marshal, target: slotPoint(layout, centre, slot) }]);
    if (settled.ok) return done({ ...setup, figures: withFigures(setup, settled.figures, [id]) }, [id]);
    last = settled.reason;
  }
  return refuse(`no room for a third Marshal in the centre ${hexLabel(centre)}: ${last}`);
}
