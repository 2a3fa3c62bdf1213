import { activate, mayAct, spend, withRun } from './activation';
import { structureAt } from './places';
import type { GameState } from './gameState';
import type { Step } from './step';

// The orders that change a figure's stance: sentry (PM-SENTRY), standing a sentry down, reloading
// (PM-CHART 2).

function setStatus(s: GameState, id: string, status: 'active' | 'sentry'): GameState {
  const figures = s.table.figures.map((f) => (f.id === id ? { ...f, status } : f));
  return { ...s, table: { ...s.table, figures } };
}

export function sentry(s: GameState, figureId: string, step: Step): GameState {
  const f = step.granted(mayAct(s, figureId));
  step.need(f.status !== 'sentry', 'PM-SENTRY', `${f.name} is already a sentry`);
  step.need(f.status === 'active', 'PM-SENTRY', `an impotent figure cannot be a sentry`);
  const carriesFlag = s.table.markers.some((m) => m.kind === 'flag' && m.carriedBy === figureId);
  step.need(!carriesFlag, 'PM-SENTRY', 'the flag carrier cannot be a sentry');
  step.need(structureAt(s.table, f.at) === null, 'PM-SENTRY', 'a figure in a bunker cannot be a sentry');
  const paid = spend(activate(s, figureId), figureId, 2, 'taking up a sentry position', step);
  step.say(s, 'PM-SENTRY', `${f.name} takes up a sentry position (2 AP)`, figureId);
  return withRun(setStatus(paid, figureId, 'sentry'), figureId, { done: true, aimed: false });
}

export function standDown(s: GameState, figureId: string, step: Step): GameState {
  const f = step.granted(mayAct(s, figureId));
  step.need(f.status === 'sentry', 'PM-SENTRY', `${f.name} is not a sentry`);
  step.say(s, 'PM-SENTRY', `${f.name} stands down from sentry (its activation this turn)`, figureId);
  return withRun(setStatus(activate(s, figureId), figureId, 'active'), figureId, { done: true });
}

export function reload(s: GameState, figureId: string, step: Step): GameState {
  const f = step.granted(mayAct(s, figureId));
  step.need(f.status === 'out-of-ammo', 'PM-CHART', `${f.name} is not out of ammo`);
  const paid = spend(activate(s, figureId), figureId, 2, 'reloading', step);
  step.say(s, 'PM-CHART', `${f.name} reloads (2 AP) and may fire again`, figureId);
  return setStatus(paid, figureId, 'active');
}
