import { Ray } from 'three';
import { LINE_HEIGHT_CM } from '../setup/pieces';
import { castLevel, levelHits } from '../../../sight/levelCast';
import type { LevelFan } from '../../../sight/levelFan';
import { clearTo, levelFan } from '../../../sight/levelFan';
import type { Solids } from '../../../sight/solids';
import { NO_OWNER, buildSolids } from '../../../sight/solids';
import { leavesBoardAt } from './boardWalk';
import { corridorOf } from './corridors';
import { onPlayingArea } from './lineOfSight';
import type { PlacedStand } from './stand';
import { planDistance } from './stand';
import type { TableModel } from './tableModel';
import { standFacts } from './standFacts';
import { PERIMETER_PIECE, RULE, terrainParts } from './terrainSolids';

// The threat map's question of a line, asked for every enemy and every cell: is it open? Only the
// perimeter and hills close a line (PM-LOS-PERIMETER, PM-LOS-HILL); cover and smoke only add to
// it. So the threat map casts against the hill walls and the perimeter alone, in solids of their
// own made on its first use, instead of every piece's footprint (against those, two thirds of a
// hexless map would go on soft cover and smoke it never reads). The walls are the very triangles of
// the table's solids, so every answer is the one `blockers` gives.

const closers = new WeakMap<TableModel, Solids>();
const _ray = new Ray();

/** The hill walls and (hexless) the perimeter, owned by terrain index (the perimeter by -1). */
function closersOf(model: TableModel): Solids {
  const known = closers.get(model);
  if (known !== undefined) return known;
  const parts = terrainParts(model.solidsFrom.pieces, model.board, model.mode).flatMap((p) => {
    if ((p.roles & RULE) === 0) return [];
    if (p.owner === PERIMETER_PIECE) return [{ ...p, roles: RULE }];
    const piece = model.solidPieces[p.owner]!;
    return model.terrain[piece]!.kind === 'hill' ? [{ ...p, owner: piece, roles: RULE }] : [];
  });
  const { line } = buildSolids(parts, { line: RULE });
  closers.set(model, line);
  return line;
}

/**
 * The fan of hill walls and perimeter round an enemy's stand (levelFan.ts), less the hills it
 * stands on (they close none of its lines): a line that stops short of every wall in its direction
 * is open without a cast.
 */
export function threatFan(model: TableModel, a: PlacedStand): LevelFan {
  const own = standFacts(model, a).onHills;
  return levelFan(closersOf(model), a.x, a.y, own.length === 0 ? undefined : (owner) => own.includes(owner));
}

/**
 * Whether the perimeter or a hill closes the line a→b: `blockers` gives a leavesAt or a hill.
 * `fan`, the threat fan of a's stand, spares the cast of a line it shows clear.
 */
export function threatClosed(model: TableModel, a: PlacedStand, b: PlacedStand, fan?: LevelFan): boolean {
  if (model.mode === 'hex') {
    if (leavesBoardAt(model, a.x, a.y, b.x, b.y, corridorOf(model, a, b)) !== Infinity) return true;
    if (model.hills.length === 0) return false;
  } else if (!onPlayingArea(model, a) || !onPlayingArea(model, b)) return true;
  const len = planDistance(a, b);
  if (len === 0) return false;
  if (fan !== undefined && clearTo(fan, b.x, b.y)) return false;
  const solids = closersOf(model);
  _ray.origin.set(a.x, LINE_HEIGHT_CM, a.y);
  _ray.direction.set((b.x - a.x) / len, 0, (b.y - a.y) / len);
  // The line keeps its height: the walls under it on the plan, as the BVH would meet them (levelCast.ts).
  const n = castLevel(solids, _ray, len);
  const faces = levelHits.faces;
  for (let i = 0; i < n; i++) {
    const owner = solids.triOwner[faces[i]!]!;
    if (owner === NO_OWNER) continue;
    if (owner === PERIMETER_PIECE) return true;
    // A hill does not close the line of a figure that stands on it (PM-LOS-HILL).
    if (!standFacts(model, a).onHills.includes(owner) && !standFacts(model, b).onHills.includes(owner))
      return true;
  }
  return false;
}

/**
 * Hexless PM-ENTRENCHED for every cell at once: the bunkers, stockades and trenches holding each
 * cell (null for none, most cells), so a column asks `entrenched`'s question of those alone.
 */
export function cellHolders(model: TableModel, cells: readonly PlacedStand[]): (readonly number[] | null)[] {
  // What holds each spot is worked out once per spot (standFacts.ts), for the lines too.
  return cells.map((c) => {
    const found = standFacts(model, c).dugInto;
    return found.length === 0 ? null : found;
  });
}

/** `entrenched(model, a, b)` for a cell whose holders are known (hexless). */
export function dugIn(model: TableModel, holders: readonly number[] | null, a: PlacedStand): boolean {
  if (holders === null) return false;
  return holders.some(
    (piece) => !(model.terrain[piece]!.kind === 'trench' && standFacts(model, a).dugInto.includes(piece)),
  );
}
