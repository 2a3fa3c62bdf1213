import type { Rejection, Shot } from './actions';
import { reject } from './actions';
import { actionShapeProblem } from './actionShape';
import type { Sight } from './facts';
import type { GameState } from './gameState';
import { isRejection, runOf, unknownFigure } from './activation';
import type { VolleyOdds } from './odds';
import { volleyOdds } from './oddsMemo';
import { declarationProblem, planVolley } from './shoot';
import { aimAt } from './targeting';
import type { VolleyPlan } from './volley';
import type { TargetChances } from './volleyChances';
import { volleyChances } from './volleyChances';

// analyseShot: what the UI shows before a volley is fired: each line's facts, the roll each target
// needs, and the exact odds of every outcome with the steps that reached them.

export interface ShotAnalysis {
  readonly ok: true;
  readonly plan: VolleyPlan;
  readonly odds: VolleyOdds;
  /** Per target, in the order declared: the roll needed, hit at least once, hits expected, eliminated. */
  readonly chances: readonly TargetChances[];
}

export interface ShotQuery {
  readonly figureId: string;
  readonly shots: readonly Shot[];
  /** 'suppress' for suppressive fire (one die, never aimed). Default 'fire'. */
  readonly kind?: 'fire' | 'suppress';
  /** Whether the volley is aimed; default: whether the figure has taken aim. */
  readonly aimed?: boolean;
}

/** Refuses a query that `apply` would refuse as an action, with the same rule and words. */
function queryProblem(s: GameState, q: ShotQuery): Rejection | null {
  if (q === null || typeof q !== 'object') return reject('action', 'not a shot query: expected an object');
  const shape = actionShapeProblem({ type: 'shoot', figureId: q.figureId, shots: q.shots });
  if (shape !== null) return shape;
  if (q.kind !== undefined && q.kind !== 'fire' && q.kind !== 'suppress')
    return reject('action', `kind: ${JSON.stringify(q.kind)} is not allowed: expected "fire" or "suppress"`);
  if (q.aimed !== undefined && typeof q.aimed !== 'boolean')
    return reject('PM-AIM', 'aimed: expected true or false');
  if (q.kind === 'suppress' && (q.shots.length !== 1 || q.shots[0]!.dice !== 1))
    return reject('PM-SUPPRESS', 'suppressive fire is one die at one target');
  if (!s.table.figures.some((f) => f.id === q.figureId)) return reject('PM-CMD', unknownFigure(q.figureId));
  return declarationProblem(q.shots);
}

export function analyseShot(s: GameState, sight: Sight, q: ShotQuery): ShotAnalysis | Rejection {
  const bad = queryProblem(s, q);
  if (bad !== null) return bad;
  const kind = q.kind ?? 'fire';
  const aimed = kind === 'suppress' ? false : (q.aimed ?? runOf(s, q.figureId).aimed);
  const plan = planVolley(s, { shooterId: q.figureId, kind, aimed, targets: q.shots }, sight);
  if (isRejection(plan)) return plan;
  const attending = new Set(s.jams.flatMap((j) => (j.marshalId === null ? [] : [j.marshalId])));
  const odds = volleyOdds(s.table, sight, plan, { attending });
  return { ok: true, plan, odds, chances: volleyChances(plan, odds) };
}

/**
 * The roll one die at `targetId` needs, as analyseShot plans it (PM-RANGE, PM-ENTRENCHED), or null
 * where there is no shot: for a view asking it of the table's own figures, a badge over every
 * enemy, where checking a query's shape and working out odds nobody reads cost more than the roll.
 */
export function rollNeeded(
  s: GameState,
  sight: Sight,
  shooterId: string,
  targetId: string,
  aimed: boolean,
): number | null {
  const aim = aimAt(s.table, sight, shooterId, targetId, aimed);
  return isRejection(aim) ? null : aim.need;
}
