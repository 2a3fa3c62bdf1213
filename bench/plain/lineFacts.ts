import type { Intersection } from 'three';
import { Raycaster, Vector3 } from 'three';
import type { Blocked, LineFacts, Obstruction } from '../../src/rules/paintball-mini/engine/facts';
import type { Point } from '../../src/geometry';
import { convexOverlap, hexCorners, hexDistance, hexEquals, pointToHex } from '../../src/geometry';
import { rangeBand } from '../../src/rules/paintball-mini/board/rangeBands';
import type { Figure, Terrain } from '../../src/rules/paintball-mini/setup';
import {
  LINE_HEIGHT_CM,
  baseCorners,
  distanceToFootprint,
  footprint,
  standsOnHill,
} from '../../src/rules/paintball-mini/setup';
import { COVER_REACH_CM, baseToFootprint, inFrontOf } from '../../src/rules/paintball-mini/sight';
import type { PlainTable } from './table';
import { tagOf } from './solids';

// The facts of one line the plain way, for the bench's baseline: every question that is a raycast
// is asked of the plain scene with Raycaster.intersectObjects (no BVH, no 2D shortcut): where the
// line leaves the playing area, which hill stops it, which bases and cover it crosses and in what
// order, which smoke lies between, what each end stands in (a ray cast straight down). Range, the
// 3 cm rule, hills under a base and entrenchment are not raycasts: plain helpers answer those.

const raycaster = new Raycaster();
const down = new Vector3(0, -1, 0);

/** What a ray cast straight down at (x, y) meets: the board, and any soft cover or smoke there. */
function under(plain: PlainTable, p: Point): Intersection[] {
  raycaster.set(new Vector3(p.x, 10, p.y), down);
  raycaster.near = 0;
  raycaster.far = 20;
  return raycaster.intersectObjects(plain.groundSolids, false);
}

const near = (f: Figure, t: Terrain): boolean =>
  baseToFootprint(baseCorners(f.at, f.facing), footprint(t)) <= COVER_REACH_CM;
const IMPOTENT = new Set(['impotent', 'out-of-ammo']);

export function plainLineFacts(plain: PlainTable, shooter: Figure, target: Figure): LineFacts {
  const { table } = plain;
  const hexMode = table.mode === 'hex';
  const a = shooter.at;
  const b = target.at;
  const distanceCm = Math.hypot(b.x - a.x, b.y - a.y);
  const piece = (id: string) => table.terrain.find((t) => t.id === id)!;

  const atA = under(plain, a);
  const atB = under(plain, b);
  const onBoard = (hits: Intersection[]) => hits.some((h) => tagOf(h.object).kind === 'board');
  const inA = new Set(atA.map((h) => tagOf(h.object).id));
  const inB = new Set(atB.map((h) => tagOf(h.object).id));

  let hits: Intersection[] = [];
  if (distanceCm > 0) {
    raycaster.set(new Vector3(a.x, LINE_HEIGHT_CM, a.y), new Vector3(b.x - a.x, 0, b.y - a.y).normalize());
    raycaster.near = 0;
    raycaster.far = distanceCm;
    hits = raycaster.intersectObjects(plain.lineSolids, false);
  }

  let leavesAt: number | null = onBoard(atA) ? null : 0;
  if (!hexMode && leavesAt === null && !onBoard(atB)) leavesAt = distanceCm;
  let hill: string | null = null;
  let between = false;
  let targetInSoftCover = hexMode && atB.some((h) => tagOf(h.object).kind === 'soft');
  let targetBehindHardCover = false;
  const obstructions: Obstruction[] = [];
  const met = new Set<string>();
  for (const h of hits) {
    const { kind, id } = tagOf(h.object);
    if (kind === 'moat' || kind === 'perimeter') {
      if (leavesAt === null || h.distance < leavesAt) leavesAt = h.distance;
      continue;
    }
    // Each piece and figure counts where the line first meets it.
    if (met.has(id)) continue;
    met.add(id);
    if (kind === 'hill') {
      const t = piece(id) as Extract<Terrain, { kind: 'hill' }>;
      if (hill === null && !standsOnHill(t, a) && !standsOnHill(t, b)) hill = id;
    } else if (kind === 'figure') {
      if (id !== shooter.id && id !== target.id) obstructions.push({ kind: 'figure', id, at: h.distance });
    } else if (kind === 'smoke') {
      if (!inA.has(id) && !inB.has(id)) between = true;
    } else if (kind === 'soft') {
      if (hexMode) {
        if (!inA.has(id)) obstructions.push({ kind: 'soft', id, at: h.distance });
      } else {
        if (near(target, piece(id))) targetInSoftCover = true;
        if (!near(shooter, piece(id))) obstructions.push({ kind: 'soft', id, at: h.distance });
      }
    } else if (kind === 'hard') {
      const t = piece(id);
      const protects = hexMode
        ? hexEquals(pointToHex(table.board, t.at), pointToHex(table.board, b))
        : near(target, t);
      if (protects) {
        targetBehindHardCover = true;
        obstructions.push({ kind: 'hard', id, at: h.distance });
      }
    }
  }

  // Hexless soft cover round an end counts for PM-SOFT even where the line meets none of its walls.
  if (!hexMode) {
    for (const h of [...atA, ...atB]) {
      const { kind, id } = tagOf(h.object);
      if (kind === 'soft' && !met.has(id) && near(target, piece(id))) targetInSoftCover = true;
    }
  }

  const firstHard = obstructions.find((o) => o.kind === 'hard');
  let blocked: Blocked | null = null;
  if (leavesAt !== null) blocked = { reason: 'perimeter' };
  else if (hill !== null) blocked = { reason: 'hill', by: hill };
  else if (table.options.blindSpots && !inFrontOf(shooter, b)) blocked = { reason: 'blind-spot' };
  else if (firstHard !== undefined && IMPOTENT.has(target.status))
    blocked = { reason: 'impotent-behind-hard', by: firstHard.id };
  const hexA = pointToHex(table.board, a);
  const hexB = pointToHex(table.board, b);
  return {
    shooterId: shooter.id,
    targetId: target.id,
    distanceCm,
    range: hexMode ? hexDistance(hexA, hexB) : rangeBand(distanceCm),
    blocked,
    obstructions,
    targetInSoftCover,
    targetBehindHardCover,
    targetEntrenched: entrenched(plain, shooter, target),
    shooterInSmoke: atA.some((h) => tagOf(h.object).kind === 'smoke'),
    smokeBetween: between,
    targetInSmoke: atB.some((h) => tagOf(h.object).kind === 'smoke'),
    shooterOnHill: hillUnder(table.terrain, a),
    targetOnHill: hillUnder(table.terrain, b),
  };
}

/** PM-HILL: the highest hill whose footprint holds the point. */
function hillUnder(terrain: readonly Terrain[], p: Point): string | null {
  let best: Extract<Terrain, { kind: 'hill' }> | null = null;
  for (const t of terrain)
    if (t.kind === 'hill' && standsOnHill(t, p) && (best === null || t.height > best.height)) best = t;
  return best?.id ?? null;
}

/** PM-ENTRENCHED: what holds the target (its hex, or its base centre), less the same-trench exception. */
function entrenched(plain: PlainTable, shooter: Figure, target: Figure): boolean {
  const { table } = plain;
  const layout = table.board;
  const holds = (t: Terrain, f: Figure): boolean => {
    if (table.mode === 'hexless') return distanceToFootprint(f.at, footprint(t)) === 0;
    const h = pointToHex(layout, f.at);
    const fp = footprint(t);
    return t.kind === 'trench'
      ? fp.shape === 'polygon' && convexOverlap(hexCorners(layout, h), fp.points)
      : hexEquals(pointToHex(layout, t.at), h);
  };
  return table.terrain.some(
    (t) =>
      (t.kind === 'bunker' || t.kind === 'stockade' || t.kind === 'trench') &&
      holds(t, target) &&
      !(t.kind === 'trench' && holds(t, shooter)),
  );
}
