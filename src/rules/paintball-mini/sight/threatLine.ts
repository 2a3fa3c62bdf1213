import { Ray } from 'three';
import type { Terrain } from '../setup';
import { LINE_HEIGHT_CM, standsOnHill } from '../setup/pieces';
import { castAll } from '../../../sight/rays';
import type { Solids } from '../../../sight/solids';
import { NO_OWNER, buildSolids } from '../../../sight/solids';
import { leavesBoardAt } from './boardWalk';
import { holds } from './coverOf';
import { corridorOf } from './corridors';
import { onPlayingArea } from './lineOfSight';
import type { PlacedStand } from './stand';
import { planDistance } from './stand';
import type { TableModel } from './tableModel';
import { PERIMETER_PIECE, RULE, terrainParts } from './terrainSolids';

// The threat map's question of a line, asked for every enemy and every cell: is it open? Only the
// perimeter and hills close a line (PM-LOS-PERIMETER, PM-LOS-HILL); cover and smoke only add to
// it. So the threat map casts against the hill walls and the perimeter alone, in solids of their
// own made on its first use, instead of every piece's footprint (issue 13: two thirds of a
// hexless map went on soft cover and smoke it never read). The walls are the very triangles of
// the table's solids, so every answer is the one `blockers` gives.

type Hill = Extract<Terrain, { kind: 'hill' }>;

const closers = new WeakMap<TableModel, Solids>();
const _ray = new Ray();
const NONE = NO_OWNER;
const PERIMETER = PERIMETER_PIECE;

/** The hill walls and (hexless) the perimeter, owned by terrain index (the perimeter by -1). */
function closersOf(model: TableModel): Solids {
  const known = closers.get(model);
  if (known !== undefined) return known;
  const parts = terrainParts(model.solidsFrom.pieces, model.board, model.mode).flatMap((p) => {
    if ((p.roles & RULE) === 0) return [];
    if (p.owner === PERIMETER) return [{ ...p, roles: RULE }];
    const piece = model.solidPieces[p.owner]!;
    return model.terrain[piece]!.kind === 'hill' ? [{ ...p, owner: piece, roles: RULE }] : [];
  });
  const { line } = buildSolids(parts, { line: RULE });
  closers.set(model, line);
  return line;
}

/** Whether the perimeter or a hill closes the line a→b: `blockers` gives a leavesAt or a hill. */
export function threatClosed(model: TableModel, a: PlacedStand, b: PlacedStand): boolean {
  if (model.mode === 'hex') {
    if (leavesBoardAt(model, a.x, a.y, b.x, b.y, corridorOf(model, a, b)) !== Infinity) return true;
    if (model.hills.length === 0) return false;
  } else if (!onPlayingArea(model, a) || !onPlayingArea(model, b)) return true;
  const len = planDistance(a, b);
  if (len === 0) return false;
  const solids = closersOf(model);
  _ray.origin.set(a.x, LINE_HEIGHT_CM, a.y);
  _ray.direction.set((b.x - a.x) / len, 0, (b.y - a.y) / len);
  const hits = castAll(solids, _ray, len);
  for (let i = 0; i < hits.length; i++) {
    const owner = solids.triOwner[hits[i]!.faceIndex!]!;
    if (owner === NONE) continue;
    if (owner === PERIMETER) return true;
    // A hill does not close the line of a figure that stands on it (PM-LOS-HILL).
    const hill = model.terrain[owner] as Hill;
    if (!standsOnHill(hill, a) && !standsOnHill(hill, b)) return true;
  }
  return false;
}

/**
 * Hexless PM-ENTRENCHED for every cell at once: the bunkers, stockades and trenches holding each
 * cell (null for none, most cells), so a column asks `entrenched`'s question of those alone.
 */
export function cellHolders(model: TableModel, cells: readonly PlacedStand[]): (readonly number[] | null)[] {
  return cells.map((c) => {
    const found = model.entrenching.filter((piece) => holds(model, piece, c));
    return found.length === 0 ? null : found;
  });
}

/** `entrenched(model, a, b)` for a cell whose holders are known (hexless). */
export function dugIn(model: TableModel, holders: readonly number[] | null, a: PlacedStand): boolean {
  if (holders === null) return false;
  return holders.some((piece) => !(model.terrain[piece]!.kind === 'trench' && holds(model, piece, a)));
}
