import type { ObstructionKind } from '../engine/facts';
import { BASE_ACROSS_CM, BASE_CIRCUMRADIUS_CM, distanceToFootprint } from '../setup/pieces';
import { eachHexEntered } from './boardWalk';
import { COVER_REACH_CM, baseCorners, baseToFootprint } from './footprints';
import type { PlacedStand } from './stand';
import type { TableModel } from './tableModel';
import { hexNumber } from './tableModel';
import { standFacts } from './standFacts';

// Cover on the line and round the target: PM-WAY-SOFT, PM-WAY-HARD, PM-SOFT, PM-3CM, PM-ENTRENCHED.
// Reads `model.entry` as left by castLine for the same segment.

export interface CoverCrossing {
  readonly kind: Exclude<ObstructionKind, 'figure'>;
  readonly id: string;
  /** cm from the shooter's base centre where the line first meets it. */
  readonly at: number;
}

export interface CoverFacts {
  /** Soft and hard cover in the way, nearest the shooter first. */
  readonly inTheWay: CoverCrossing[];
  readonly targetInSoftCover: boolean;
  readonly targetBehindHardCover: boolean;
}

/** A base's apothem: the disc it holds whichever way it faces. */
const INNER_CM = BASE_ACROSS_CM / 2;

/** Whether a base centre is on a piece's footprint. */
export function holds(model: TableModel, piece: number, s: PlacedStand): boolean {
  const f = model.footprints[piece]!;
  return f.shape === 'circle' ? circleHolds(model, piece, s) : distanceToFootprint(s, f) === 0;
}

function circleHolds(model: TableModel, piece: number, s: PlacedStand): boolean {
  const f = model.footprints[piece]!;
  if (f.shape !== 'circle') return false;
  const dx = s.x - f.centre.x;
  const dy = s.y - f.centre.y;
  return dx * dx + dy * dy <= f.radius * f.radius;
}

/**
 * PM-3CM from the base's edge. The base holds a disc of its apothem and sits inside one of its
 * circumradius, so only a centre between those two reaches needs the exact hexagon.
 */
function near(model: TableModel, s: PlacedStand, piece: number): boolean {
  const f = model.footprints[piece]!;
  const d = distanceToFootprint(s, f);
  if (d - BASE_CIRCUMRADIUS_CM > COVER_REACH_CM) return false;
  if (d - INNER_CM <= COVER_REACH_CM) return true;
  return baseToFootprint(baseCorners(s, s.facing), f) <= COVER_REACH_CM;
}

const nearestFirst = (p: CoverCrossing, q: CoverCrossing): number => p.at - q.at;

export function coverOf(model: TableModel, a: PlacedStand, b: PlacedStand): CoverFacts {
  const inTheWay: CoverCrossing[] = [];
  let targetInSoftCover = false;
  let targetBehindHardCover = false;
  const terrain = model.terrain;

  if (model.mode === 'hex') {
    // Soft cover fills its hex: it counts where the line passes through the hex's interior, the
    // target's hex included, the shooter's excluded. Only the soft-cover hexes in the line's
    // corridor can be entered (corridors.ts).
    eachHexEntered(model, 'soft', a, b, true, (piece, at) =>
      inTheWay.push({ kind: 'soft', id: terrain[piece]!.id, at }),
    );
    targetInSoftCover = model.softHexes.has(b.key);
  } else {
    for (const piece of model.softs) {
      const entry = model.entry[piece]!;
      const holdsA = circleHolds(model, piece, a);
      if (entry === Infinity && !holdsA && !circleHolds(model, piece, b)) continue;
      if (near(model, b, piece)) targetInSoftCover = true;
      if (near(model, a, piece)) continue; // the shooter is in it (PM-WAY-SOFT, hexless)
      inTheWay.push({ kind: 'soft', id: terrain[piece]!.id, at: holdsA ? 0 : entry });
    }
  }
  for (const piece of model.hards) {
    const entry = model.entry[piece]!;
    if (entry === Infinity) continue;
    const protects =
      model.mode === 'hex'
        ? hexNumber(model.pieceHex[piece]!.q, model.pieceHex[piece]!.r) === b.key
        : near(model, b, piece);
    if (!protects) continue;
    targetBehindHardCover = true;
    inTheWay.push({ kind: 'hard', id: terrain[piece]!.id, at: entry });
  }
  if (inTheWay.length > 1) inTheWay.sort(nearestFirst);
  return { inTheWay, targetInSoftCover, targetBehindHardCover };
}

/**
 * PM-ENTRENCHED: the target is in a bunker, stockade (home bases are stockades) or trench, unless
 * the shooter is in the same trench. Hex mode: the target's hex holds the bunker or stockade, or
 * part of the trench. Hexless: the target's base centre is on its footprint.
 */
export function entrenched(model: TableModel, a: PlacedStand, b: PlacedStand): boolean {
  if (model.mode === 'hex') {
    const here = model.entrenchHexes.get(b.key);
    if (here === undefined) return false;
    const shooters = model.entrenchHexes.get(a.key);
    return here.some(
      (piece) => !(model.terrain[piece]!.kind === 'trench' && shooters?.includes(piece) === true),
    );
  }
  // Which pieces hold each base centre is known per spot (standFacts.ts).
  for (const piece of standFacts(model, b).dugInto) {
    if (model.terrain[piece]!.kind === 'trench' && standFacts(model, a).dugInto.includes(piece)) continue;
    return true;
  }
  return false;
}
