import { activate, mayAct, spend, withRun, granted } from './activation';
import { structureAt } from './places';
import type { GameState, PaintCtx } from './gameState';

// The orders that change a figure's stance: sentry (PM-SENTRY), standing a sentry down, reloading
// (PM-CHART 2).

function setStatus(s: GameState, id: string, status: 'active' | 'sentry'): GameState {
  const figures = s.table.figures.map((f) => (f.id === id ? { ...f, status } : f));
  return { ...s, table: { ...s.table, figures } };
}

export function sentry(ctx: PaintCtx, s: GameState, figureId: string): GameState {
  const f = granted(ctx, mayAct(s, figureId));
  ctx.need(f.status !== 'sentry', 'PM-SENTRY', `${f.name} is already a sentry`);
  ctx.need(f.status === 'active', 'PM-SENTRY', `an impotent figure cannot be a sentry`);
  const carriesFlag = s.table.markers.some((m) => m.kind === 'flag' && m.carriedBy === figureId);
  ctx.need(!carriesFlag, 'PM-SENTRY', 'the flag carrier cannot be a sentry');
  ctx.need(structureAt(s.table, f.at) === null, 'PM-SENTRY', 'a figure in a bunker cannot be a sentry');
  const paid = spend(ctx, activate(s, figureId), figureId, 2, 'taking up a sentry position');
  ctx.say('PM-SENTRY', `${f.name} takes up a sentry position (2 AP)`, figureId);
  return withRun(setStatus(paid, figureId, 'sentry'), figureId, { done: true, aimed: false });
}

export function standDown(ctx: PaintCtx, s: GameState, figureId: string): GameState {
  const f = granted(ctx, mayAct(s, figureId));
  ctx.need(f.status === 'sentry', 'PM-SENTRY', `${f.name} is not a sentry`);
  ctx.say('PM-SENTRY', `${f.name} stands down from sentry (its activation this turn)`, figureId);
  return withRun(setStatus(activate(s, figureId), figureId, 'active'), figureId, { done: true });
}

export function reload(ctx: PaintCtx, s: GameState, figureId: string): GameState {
  const f = granted(ctx, mayAct(s, figureId));
  ctx.need(f.status === 'out-of-ammo', 'PM-CHART', `${f.name} is not out of ammo`);
  const paid = spend(ctx, activate(s, figureId), figureId, 2, 'reloading');
  ctx.say('PM-CHART', `${f.name} reloads (2 AP) and may fire again`, figureId);
  return setStatus(paid, figureId, 'active');
}
