import type { Point } from '../../../geometry/point';
import { distance } from '../../../geometry/point';
import { hexEquals } from '../../../geometry/hex';
import type { Rejection, Shot } from './actions';
import { reject } from './actions';
import { activate, isRejection, mayAct, runOf, spend, withRun, granted, refuse } from './activation';
import { hexOf, commit, fieldOf } from './field';
import type { GameState, HeldVolley, PaintCtx } from './gameState';
import { other, teamName } from './gameState';
import { aimAt } from './targeting';
import type { Fates, VolleyPlan, VolleyTarget } from './volley';
import { resolveHits, rollVolley, smokeOf } from './volley';
import { checkVictory } from './victory';
import { emptyRecord } from './idRecord';
import type { Sight, Table } from './facts';
import { BAND_CM } from '../board/rangeBands';

// PM-SNAP, PM-AIM, PM-SUPPRESS: a figure's volley from declaration to the last die, stopping for the
// defender's choice of targets when the hits could go more than one way.

/**
 * PM-SNAP: whether two targets stand in one target hex, so a volley may split its dice between them
 * (hexless: within one band, 10 cm, of each other).
 */
export function oneTargetHex(table: Table, a: Point, b: Point): boolean {
  return table.mode === 'hex'
    ? hexEquals(hexOf(table, { at: a }), hexOf(table, { at: b }))
    : distance(a, b) <= BAND_CM + 1e-9;
}

/** The plan of a volley as declared, from the sight layer's facts; or why it cannot be fired. */
export function planVolley(s: GameState, held: HeldVolley, sight: Sight): VolleyPlan | Rejection {
  const table = s.table;
  const targets: VolleyTarget[] = [];
  for (const shot of held.targets) {
    const aim = aimAt(table, sight, held.shooterId, shot.targetId, held.aimed);
    if (isRejection(aim)) return aim;
    targets.push({ targetId: shot.targetId, dice: shot.dice, facts: aim.facts, need: aim.need });
  }
  const first = table.figures.find((f) => f.id === held.targets[0]!.targetId)!;
  for (const t of held.targets.slice(1)) {
    const f = table.figures.find((x) => x.id === t.targetId)!;
    if (!oneTargetHex(table, f.at, first.at))
      return reject('PM-SNAP', `all targets of a volley stand in one target hex: ${f.name} does not`);
  }
  return {
    shooterId: held.shooterId,
    kind: held.kind,
    aimed: held.aimed,
    targets,
    smoke: smokeOf(targets.map((t) => t.facts)),
  };
}

function mayFire(s: GameState, figureId: string): Rejection | null {
  const f = mayAct(s, figureId);
  if (isRejection(f)) return f;
  if (f.status === 'sentry') return reject('PM-SENTRY', 'a sentry cannot fire in its own turn');
  if (f.status === 'impotent')
    return reject('PM-IMPOTENT', `${f.name} is impotent and cannot shoot this turn`);
  if (f.status === 'out-of-ammo')
    return reject('PM-IMPOTENT', `${f.name} is out of ammo: reload first (2 AP)`);
  if (runOf(s, figureId).fired)
    return reject('PM-SNAP', `${f.name} has fired its volley this activation: one volley an activation`);
  return null;
}

/** Rolls a planned volley and resolves it, or leaves the defender's choice pending. */
export function fireVolley(ctx: PaintCtx, s: GameState, plan: VolleyPlan, held: HeldVolley): GameState {
  const field = fieldOf(ctx, s);
  const fates: Fates = emptyRecord();
  const rolled = rollVolley(field, plan, ctx.dice, fates);
  let next = commit(ctx, s, field);
  if (rolled.kind === 'over') {
    if (rolled.blinded) next = withRun(next, plan.shooterId, { done: true, aimed: false });
    return checkVictory(ctx, next);
  }
  if (rolled.options.length === 1) {
    const f2 = fieldOf(ctx, next);
    resolveHits(f2, plan, rolled.options[0]!, ctx.dice, fates);
    return checkVictory(ctx, commit(ctx, next, f2));
  }
  const shooter = s.table.figures.find((f) => f.id === plan.shooterId)!;
  const defender = other(shooter.team);
  const names = plan.targets.map((t) => field.name(t.targetId));
  return {
    ...next,
    held,
    pending: {
      kind: 'allocateHits',
      id: next.nextDecision,
      player: defender,
      question: `${teamName(defender)}: which of ${names.join(', ')} took the hits?`,
      targets: plan.targets.map((t) => t.targetId),
      options: rolled.options,
    },
    nextDecision: next.nextDecision + 1,
  };
}

export function allocateHits(ctx: PaintCtx, s: GameState, option: number): GameState {
  const pending = s.pending;
  if (pending?.kind !== 'allocateHits' || s.held === null) return s;
  const counts = pending.options[option]!;
  const plan = planVolley(s, s.held, ctx.world) as VolleyPlan;
  const field = fieldOf(ctx, s);
  ctx.say(
    'PM-SNAP',
    `${teamName(pending.player)} chooses: ${pending.targets.map((t, i) => `${counts[i]} on ${field.name(t)}`).join(', ')}`,
    undefined,
    undefined,
    { refs: { figures: pending.targets } },
  );
  resolveHits(field, plan, counts, ctx.dice, {});
  return checkVictory(ctx, { ...commit(ctx, s, field), pending: null, held: null });
}

/** PM-SNAP: a volley names each target once with at least one die (shared with analyseShot). */
export function declarationProblem(shots: readonly Shot[]): Rejection | null {
  if (shots.length === 0 || shots.some((t) => !Number.isInteger(t.dice) || t.dice < 1)) {
    return reject('PM-SNAP', 'declare at least one die at each target');
  }
  if (new Set(shots.map((t) => t.targetId)).size !== shots.length)
    return reject('PM-SNAP', 'name each target once');
  return null;
}

export function shoot(ctx: PaintCtx, s: GameState, figureId: string, shots: readonly Shot[]): GameState {
  refuse(ctx, mayFire(s, figureId));
  refuse(ctx, declarationProblem(shots));
  const total = shots.reduce((n, t) => n + t.dice, 0);
  const run = runOf(s, figureId);
  ctx.need(
    total <= run.ap,
    'PM-AP',
    `each shot costs 1 AP: ${total} ${total === 1 ? 'shot' : 'shots'}, ${run.ap} AP left`,
  );
  const held: HeldVolley = { shooterId: figureId, kind: 'fire', aimed: run.aimed, targets: shots };
  const plan = granted(ctx, planVolley(s, held, ctx.world));
  const what = `${total} shot${total > 1 ? 's' : ''}`;
  const paid = spend(ctx, activate(s, figureId), figureId, total, what, { aimed: false, fired: true });
  return fireVolley(ctx, paid, plan, held);
}

export function suppress(ctx: PaintCtx, s: GameState, figureId: string, targetId: string): GameState {
  refuse(ctx, mayFire(s, figureId));
  const held: HeldVolley = {
    shooterId: figureId,
    kind: 'suppress',
    aimed: false,
    targets: [{ targetId, dice: 1 }],
  };
  const plan = granted(ctx, planVolley(s, held, ctx.world));
  const paid = spend(ctx, activate(s, figureId), figureId, 1, 'suppressive fire', {
    aimed: false,
    fired: true,
  });
  return fireVolley(ctx, paid, plan, held);
}

export function aim(ctx: PaintCtx, s: GameState, figureId: string): GameState {
  refuse(ctx, mayFire(s, figureId));
  ctx.need(!runOf(s, figureId).aimed, 'PM-AIM', 'already aiming');
  const paid = spend(ctx, activate(s, figureId), figureId, 1, 'taking aim', { aimed: true });
  ctx.say('PM-AIM', `${s.table.figures.find((f) => f.id === figureId)!.name} takes aim (1 AP)`, figureId);
  return paid;
}
