import type { Rejection, Shot } from './actions';
import type { Sight } from './facts';
import type { GameState } from './gameState';
import { runOf } from './activation';
import { isRejection } from './activation';
import type { VolleyOdds } from './odds';
import { volleyOdds } from './odds';
import { planVolley } from './shoot';
import type { VolleyPlan } from './volley';

// analyseShot: what the UI shows before a volley is fired: each line's facts, the roll each target
// needs, and the exact odds of every outcome with the steps that reached them.

export interface ShotAnalysis {
  readonly ok: true;
  readonly plan: VolleyPlan;
  readonly odds: VolleyOdds;
}

export interface ShotQuery {
  readonly figureId: string;
  readonly shots: readonly Shot[];
  /** 'suppress' for suppressive fire (one die, never aimed). Default 'fire'. */
  readonly kind?: 'fire' | 'suppress';
  /** Whether the volley is aimed; default: whether the figure has taken aim. */
  readonly aimed?: boolean;
}

export function analyseShot(s: GameState, sight: Sight, q: ShotQuery): ShotAnalysis | Rejection {
  const kind = q.kind ?? 'fire';
  const aimed = kind === 'suppress' ? false : (q.aimed ?? runOf(s, q.figureId).aimed);
  const plan = planVolley(s, { shooterId: q.figureId, kind, aimed, targets: q.shots }, { sight });
  if (isRejection(plan)) return plan;
  const attending = new Set(s.jams.flatMap((j) => (j.marshalId === null ? [] : [j.marshalId])));
  return { ok: true, plan, odds: volleyOdds(s.table, sight, plan, { attending }) };
}
