import type { Terrain } from '../setup';
import { distanceToFootprint, hillRadius } from '../setup/pieces';
import type { Stand } from './stand';
import type { TableModel } from './tableModel';

// What the ground under a base centre is, worked out once per spot rather than once per line: a
// figure stands in the same place for every line it is an end of (30 on the large table, 82 on
// the huge), and the hills and entrenching pieces it stands on were looked up for each of them.

type Hill = Extract<Terrain, { kind: 'hill' }>;

export interface StandFacts {
  /** PM-HILL: the highest hill whose footprint holds the base centre (the first such, on a tie), or null. */
  readonly hill: string | null;
  /** Every hill (piece index) whose footprint holds the base centre: it blocks none of this stand's lines (PM-LOS-HILL). */
  readonly onHills: readonly number[];
  /** Hexless PM-ENTRENCHED: the bunkers, stockades and trenches (piece indices) whose footprint holds the base centre. */
  readonly dugInto: readonly number[];
}

const NOTHING: StandFacts = { hill: null, onHills: [], dugInto: [] };

/** Spots remembered per model, by x then y; forgotten wholesale past this many (figures move a few hundred times a game). */
const MOST_SPOTS = 8192;

interface Spots {
  count: number;
  readonly byX: Map<number, Map<number, StandFacts>>;
}

const spotsOf = new WeakMap<TableModel, Spots>();

/** Whether (x, y) lies outside the circle that holds a piece's footprint (by more than rounding). */
function beyond(model: TableModel, piece: number, x: number, y: number): boolean {
  const r = model.reach[3 * piece + 2]! + 1e-6;
  const dx = x - model.reach[3 * piece]!;
  const dy = y - model.reach[3 * piece + 1]!;
  return dx * dx + dy * dy > r * r;
}

function factsAt(model: TableModel, x: number, y: number): StandFacts {
  const at = { x, y };
  let best: Hill | null = null;
  let onHills: number[] | null = null;
  for (const piece of model.hills) {
    if (beyond(model, piece, x, y)) continue;
    const hill = model.terrain[piece] as Hill;
    if (hillRadius(hill, at) >= 1) continue;
    (onHills ??= []).push(piece);
    if (best === null || hill.height > best.height) best = hill;
  }
  let dugInto: number[] | null = null;
  if (model.mode === 'hexless')
    for (const piece of model.entrenching) {
      if (beyond(model, piece, x, y)) continue;
      const f = model.footprints[piece]!;
      const inside =
        f.shape === 'circle'
          ? (x - f.centre.x) * (x - f.centre.x) + (y - f.centre.y) * (y - f.centre.y) <= f.radius * f.radius
          : distanceToFootprint(at, f) === 0;
      if (inside) (dugInto ??= []).push(piece);
    }
  if (best === null && dugInto === null) return NOTHING;
  return { hill: best?.id ?? null, onHills: onHills ?? [], dugInto: dugInto ?? [] };
}

/** The ground facts of a base centre at `s` on this model's table. */
export function standFacts(model: TableModel, s: Stand): StandFacts {
  let spots = spotsOf.get(model);
  if (spots === undefined || spots.count >= MOST_SPOTS) {
    spots = { count: 0, byX: new Map() };
    spotsOf.set(model, spots);
  }
  let column = spots.byX.get(s.x);
  if (column === undefined) spots.byX.set(s.x, (column = new Map()));
  let facts = column.get(s.y);
  if (facts === undefined) {
    facts = factsAt(model, s.x, s.y);
    column.set(s.y, facts);
    spots.count++;
  }
  return facts;
}
