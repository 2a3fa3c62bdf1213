import { rangeBand } from '../board/rangeBands';
import { hexDistance } from '../../../geometry/hex';
import { standsOnHill } from '../setup/pieces';
import type { Terrain } from '../setup';
import { leavesBoardAt } from './boardWalk';
import type { CoverFacts } from './coverOf';
import { coverOf, entrenched } from './coverOf';
import { corridorOf, lineSolidsNear, SLACK_CM } from './corridors';
import { castLine, meetClouds, resetLine, touched } from './lineCast';
import type { SmokeFacts } from './smokeOn';
import { smokeOn } from './smokeOn';
import type { PlacedStand } from './stand';
import { planDistance } from './stand';
import type { TableModel } from './tableModel';
import { hexNumber } from './tableModel';
import { segmentDistance2 } from '../../../geometry/convexClip';
import type { StandFacts } from './standFacts';
import { standFacts } from './standFacts';

// The part of a line's facts that depends only on where the two figures stand and on the terrain:
// what the rules engine needs, less the other figures (inTheWay.ts) and less the two figures'
// states (blind spot, impotent: lineFacts.ts). Cached by position in createSight.ts.

type Hill = Extract<Terrain, { kind: 'hill' }>;

export interface TerrainLine extends Blockers, CoverFacts, SmokeFacts {
  readonly a: PlacedStand;
  readonly b: PlacedStand;
  readonly distanceCm: number;
  readonly range: number;
  readonly shooterOnHill: string | null;
  readonly targetOnHill: string | null;
  readonly targetEntrenched: boolean;
}

/** PM-HILL: the hill a figure stands on (the highest, where hills overlap), or null. */
export function hillUnder(model: TableModel, x: number, y: number): string | null {
  let best: Hill | null = null;
  for (const piece of model.hills) {
    const hill = model.terrain[piece] as Hill;
    if (standsOnHill(hill, { x, y }) && (best === null || hill.height > best.height)) best = hill;
  }
  return best?.id ?? null;
}

/** Whether a stand is on the playing area: on a board hex, or on the open mat. */
export const onPlayingArea = (model: TableModel, s: PlacedStand): boolean =>
  model.board.mat === null ? model.boardHexes.has(s.key) : model.board.contains(s);

/**
 * PM-LOS-PERIMETER and PM-LOS-HILL for the segment a→b: casts it and reports where it leaves the
 * playing area and the nearest hill that blocks it. Leaves `model.entry` filled for this segment.
 */
export function blockers(
  model: TableModel,
  a: PlacedStand,
  b: PlacedStand,
  plain = false,
  ends: Ends | null = null,
): Blockers {
  const corridor = corridorOf(model, a, b);
  if (model.mode === 'hex' && model.hills.length > 0) ends ??= groundAt(model, a, b);
  const near =
    model.mode === 'hex'
      ? hexWallsNear(model, corridor, a, b, ends)
      : lineSolidsNear(model, corridor, a.x, a.y, b.x, b.y);
  // Nothing to hit in the line's corridor that could change a fact: no cast, every piece unmet.
  if (near) castLine(model, a.x, a.y, b.x, b.y, plain);
  else {
    resetLine(model);
    meetClouds(model, a.x, a.y, b.x, b.y);
  }
  let leaves: number;
  if (model.mode === 'hex') leaves = leavesBoardAt(model, a.x, a.y, b.x, b.y, corridor);
  else if (!onPlayingArea(model, a)) leaves = 0;
  else
    leaves = onPlayingArea(model, b)
      ? touched.perimeterAt
      : Math.min(touched.perimeterAt, planDistance(a, b));

  let hill: { id: string; at: number } | null = null;
  for (const piece of model.hills) {
    const entry = model.entry[piece]!;
    if (entry === Infinity) continue;
    ends ??= groundAt(model, a, b);
    // A hill does not block the line of a figure that stands on it (PM-LOS-HILL).
    if (ends.a.onHills.includes(piece) || ends.b.onHills.includes(piece)) continue;
    if (hill === null || entry < hill.at) hill = { id: model.terrain[piece]!.id, at: entry };
  }
  return { leavesAt: leaves === Infinity ? null : leaves, hill };
}

/**
 * Hex mode: whether the line passes near the walls of a piece whose meeting can change its facts:
 * a hill neither end stands on (PM-LOS-HILL), or hard cover in the target's hex (PM-WAY-HARD: no
 * other protects it). Whether it meets any other piece's walls changes nothing: no cast for those.
 */
function hexWallsNear(
  model: TableModel,
  corridor: number,
  a: PlacedStand,
  b: PlacedStand,
  ends: Ends | null,
): boolean {
  const { rule } = model.corridors;
  const reach = model.reach;
  for (let k = rule.start[corridor]!; k < rule.end[corridor]!; k++) {
    const piece = rule.list[k]!;
    const kind = piece < 0 ? null : model.terrain[piece]!.kind;
    if (
      kind === 'hill' &&
      ends !== null &&
      (ends.a.onHills.includes(piece) || ends.b.onHills.includes(piece))
    )
      continue;
    if (kind === 'hard' && hexNumber(model.pieceHex[piece]!.q, model.pieceHex[piece]!.r) !== b.key) continue;
    if (piece < 0) return true;
    const r = reach[3 * piece + 2]! + SLACK_CM;
    if (segmentDistance2(reach[3 * piece]!, reach[3 * piece + 1]!, a.x, a.y, b.x, b.y) <= r * r) return true;
  }
  return false;
}

/** The ground under both ends of a line (standFacts.ts), looked up once for all its questions. */
interface Ends {
  readonly a: StandFacts;
  readonly b: StandFacts;
}

/** The shooter's stand last looked up: a shooter's lines to every target share it. */
const lastShooter = {
  model: null as TableModel | null,
  at: null as PlacedStand | null,
  facts: null as StandFacts | null,
};

function groundAt(model: TableModel, a: PlacedStand, b: PlacedStand): Ends {
  if (lastShooter.model !== model || lastShooter.at !== a) {
    lastShooter.model = model;
    lastShooter.at = a;
    lastShooter.facts = standFacts(model, a);
  }
  return { a: lastShooter.facts!, b: standFacts(model, b) };
}

export interface Blockers {
  /** PM-LOS-PERIMETER: cm from the shooter where the line leaves the playing area, or null. */
  readonly leavesAt: number | null;
  /** PM-LOS-HILL: the nearest hill that blocks the line and where it is met, or null. */
  readonly hill: { readonly id: string; readonly at: number } | null;
}

/** Range in hexes (hex mode, G-HEX) or as a band of the cm (hexless, G-BAND). */
export const rangeOf = (model: TableModel, a: PlacedStand, b: PlacedStand, cm: number): number =>
  model.mode === 'hex' ? hexDistance(a.hex, b.hex) : rangeBand(cm);

/**
 * The smoke facts of the line a→b alone, as `lineOfSight` finds them: for a line measured before
 * smoke came or went, when nothing else on the table changed. Hexless clouds are met afresh.
 */
export function smokeOfLine(model: TableModel, a: PlacedStand, b: PlacedStand): SmokeFacts {
  if (model.mode === 'hexless') {
    resetLine(model);
    meetClouds(model, a.x, a.y, b.x, b.y);
  }
  return smokeOn(model, a, b);
}

/** Measures the line from `a` (shooter) to `b` (target) against the terrain. */
export function lineOfSight(model: TableModel, a: PlacedStand, b: PlacedStand, plain = false): TerrainLine {
  const distanceCm = planDistance(a, b);
  const ends = model.hills.length === 0 ? null : groundAt(model, a, b);
  const { leavesAt, hill } = blockers(model, a, b, plain, ends);
  const cover = coverOf(model, a, b);
  const smoke = smokeOn(model, a, b);
  // Spelled out rather than spread: this object is made for every line.
  return {
    a,
    b,
    distanceCm,
    range: rangeOf(model, a, b, distanceCm),
    leavesAt,
    hill,
    inTheWay: cover.inTheWay,
    targetInSoftCover: cover.targetInSoftCover,
    targetBehindHardCover: cover.targetBehindHardCover,
    shooterInSmoke: smoke.shooterInSmoke,
    targetInSmoke: smoke.targetInSmoke,
    smokeBetween: smoke.smokeBetween,
    between: smoke.between,
    shooterOnHill: ends === null ? null : ends.a.hill,
    targetOnHill: ends === null ? null : ends.b.hill,
    targetEntrenched: entrenched(model, a, b),
  };
}
