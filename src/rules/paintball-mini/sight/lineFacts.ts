import type { Blocked, LineFacts } from '../engine/facts';
import type { Point } from '../../../geometry';
import { angleBetween, bearing } from '../../../geometry/point';
import type { Figure, FigureStatus, Table } from './types';
import { figuresInTheWay, inTheWay } from './onTheLine';
import type { TerrainLine } from './lineOfSight';

// Puts together the facts of one line: the terrain part (cached by position), the figures in the
// way (always fresh: any figure may have moved) and what depends on the two figures' states.

/** PM-IMPOTENT-HARD: statuses in which a figure is impotent (suppressed, or out of ammo until it reloads). */
const IMPOTENT: ReadonlySet<FigureStatus> = new Set<FigureStatus>(['impotent', 'out-of-ammo']);

/** PM-BLIND: whether `target` lies within 90° either side of `shooter`'s facing. */
export function inFrontOf(shooter: Figure, target: Point): boolean {
  if (shooter.at.x === target.x && shooter.at.y === target.y) return true;
  return angleBetween(shooter.facing, bearing(shooter.at, target)) <= 90 + 1e-9;
}

/**
 * Why no shot can be taken, before any die is rolled: the perimeter (PM-LOS-PERIMETER), a hill
 * (PM-LOS-HILL), the blind spot (PM-BLIND), an impotent target behind hard cover (PM-IMPOTENT-HARD).
 * `leaves` and `hill` are the terrain's (what blocks the line), `firstHard` the nearest hard cover on it.
 */
export function blockedOf(
  table: Table,
  shooter: Figure,
  target: Figure,
  leaves: boolean,
  hill: string | null,
  firstHard: string | null,
): Blocked | null {
  if (leaves) return { reason: 'perimeter' };
  if (hill !== null) return { reason: 'hill', by: hill };
  if (table.options.blindSpots && !inFrontOf(shooter, target.at)) return { reason: 'blind-spot' };
  if (firstHard !== null && IMPOTENT.has(target.status))
    return { reason: 'impotent-behind-hard', by: firstHard };
  return null;
}

export function lineFacts(table: Table, shooter: Figure, target: Figure, line: TerrainLine): LineFacts {
  const obstructions = inTheWay(figuresInTheWay(table.figures, shooter, target), line.inTheWay);
  const firstHard = line.inTheWay.find((c) => c.kind === 'hard');
  const blocked = blockedOf(
    table,
    shooter,
    target,
    line.leavesAt !== null,
    line.hill?.id ?? null,
    firstHard?.id ?? null,
  );
  return {
    shooterId: shooter.id,
    targetId: target.id,
    distanceCm: line.distanceCm,
    range: line.range,
    blocked,
    obstructions,
    targetInSoftCover: line.targetInSoftCover,
    targetBehindHardCover: line.targetBehindHardCover,
    targetEntrenched: line.targetEntrenched,
    shooterInSmoke: line.shooterInSmoke,
    smokeBetween: line.smokeBetween,
    targetInSmoke: line.targetInSmoke,
    shooterOnHill: line.shooterOnHill,
    targetOnHill: line.targetOnHill,
  };
}
