import type { Action, ApplyResult, Rejection } from './actions';
import { reject } from './actions';
import { isRejection } from './activation';
import { decideStart } from './advancedRolls';
import { charge, goOnCharging } from './charge';
import { actionShapeProblem } from './actionShape';
import { chooseOrder, rollCommand } from './commandDice';
import { correct } from './correction';
import type { Choice } from './decisions';
import { ForcedDiceProblem } from '../../../game/dice';
import { takeFlagByActing } from './flag';
import { placeGrenade, throwGrenade } from './grenade';
import { move, rotate } from './movement';
import { reload, sentry, standDown } from './orders';
import { aim, allocateHits, shoot, suppress } from './shoot';
import { decideShootout } from './shootout';
import { decideSentry } from './sentry';
import { checkVictory } from './victory';
import { goOnWalking, walk } from './walk';
import type { GameState } from './gameState';
import { changed } from './gameState';
import type { Env } from './step';
import { Step } from './step';
import { endActivation, endSide } from './turn';

// `apply(state, action, env)`: the next state and what happened, or a rejection that says why and
// leaves the state as it was. Pure: the dice come from the PRNG state inside the game state (or, in
// tests, from `env.dice`).

function decide(s: GameState, decisionId: number, choice: Choice, step: Step): GameState | Rejection {
  const p = s.pending;
  if (p === null) return reject('game', 'no decision is waiting');
  if (p.id !== decisionId) return reject('game', `decision ${decisionId} is not the one waiting (${p.id})`);
  const count = p.options.length;
  if (typeof choice === 'number' && (!Number.isInteger(choice) || choice < 0 || choice >= count)) {
    return reject(ruleOf(p.kind), `choose an option from 0 to ${count - 1}`);
  }
  if (typeof choice !== 'number' && p.kind !== 'placeGrenade')
    return reject(ruleOf(p.kind), 'choose an option by its number');
  switch (p.kind) {
    case 'chooseOrder':
      return chooseOrder(s, choice, step);
    case 'allocateHits':
      return allocateHits(s, choice as number, step);
    case 'placeGrenade':
      return placeGrenade(s, choice, step);
    case 'negateDie':
    case 'chooseCasualty':
      return decideShootout(s, choice, step);
    case 'sentryShot': {
      // The victory check waits until every sentry watching the step has answered (PM-SENTRY).
      // A charge paused for the answers goes on with its next step (PM-CHARGE).
      // A move paused for them takes its steps left, if the game and the mover go on (PM-AP).
      const next = decideSentry(s, choice as number, step);
      if (next.pending !== null) return next;
      if (next.charge !== null) return goOnCharging(next, step);
      const checked = checkVictory(next, step);
      return checked.move !== null ? goOnWalking(checked, step) : checked;
    }
    case 'chooseExpert':
    case 'assignGrenade':
      return decideStart(s, choice, step);
  }
}

export const ruleOf = (kind: string): string =>
  ({
    chooseOrder: 'PM-CMD',
    allocateHits: 'PM-SNAP',
    placeGrenade: 'PM-GRENADE',
    negateDie: 'PM-CHARGE',
    chooseCasualty: 'PM-CHARGE',
    sentryShot: 'PM-SENTRY',
    chooseExpert: 'PM-EXPERT',
    assignGrenade: 'PM-GRENADE',
  })[kind] ?? 'game';

function route(s: GameState, a: Action, step: Step): GameState | Rejection {
  if (s.phase === 'over') return reject('game', 'the game is over');
  if (a.type === 'decide') return decide(s, a.decisionId, a.choice, step);
  if (s.pending !== null)
    return reject(ruleOf(s.pending.kind), `waiting for ${s.pending.player}: ${s.pending.question}`);
  // EN-REFEREE: the referee's hand works in any phase of the game, never over a question waiting.
  if (a.type === 'correct') return correct(s, a.correction, step);
  if (a.type === 'rollCommand') {
    return s.phase === 'command'
      ? rollCommand(s, step)
      : reject('PM-CMD', 'the command dice are already rolled');
  }
  if (s.phase !== 'play') return reject('PM-CMD', 'roll the command dice first');
  return act(s, a, step);
}

/** A figure's own action; one standing on a loose flag takes it as it acts (PM-FLAG). */
function act(
  start: GameState,
  a: Exclude<Action, { type: 'decide' | 'rollCommand' | 'correct' }>,
  step: Step,
): GameState | Rejection {
  const s = 'figureId' in a ? takeFlagByActing(start, a.figureId, step) : start;
  if (s.phase === 'over') return s;
  switch (a.type) {
    case 'move':
      return a.then === undefined ? move(s, a.figureId, a.to, step) : walk(s, a.figureId, a.to, a.then, step);
    case 'rotate':
      return rotate(s, a.figureId, a.facing, step);
    case 'aim':
      return aim(s, a.figureId, step);
    case 'shoot':
      return shoot(s, a.figureId, a.shots, step);
    case 'suppress':
      return suppress(s, a.figureId, a.targetId, step);
    case 'sentry':
      return sentry(s, a.figureId, step);
    case 'standDown':
      return standDown(s, a.figureId, step);
    case 'reload':
      return reload(s, a.figureId, step);
    case 'throwGrenade':
      return throwGrenade(s, a.figureId, a.grenade, a.at, step);
    case 'charge':
      return charge(s, a.targetId, a.figureIds, step);
    case 'endActivation':
      return s.current === null ? reject('PM-CMD', 'no figure is acting') : endActivation(s);
    case 'endTurn':
      return endSide(s, step);
  }
}

/** Runs the rules; forced dice that run out (tests) refuse the action instead of throwing. */
function routeChecked(s: GameState, a: Action, step: Step): GameState | Rejection {
  try {
    return route(s, a, step);
  } catch (e) {
    if (e instanceof ForcedDiceProblem) return reject('dice', e.message);
    throw e;
  }
}

export function apply(s: GameState, action: Action, env: Env): ApplyResult {
  const bad = actionShapeProblem(action);
  if (bad !== null) return bad;
  const step = new Step(s, env);
  const next = routeChecked(s, action, step);
  if (isRejection(next)) return next;
  const state = changed(next, {
    rng: step.rng(),
    log: step.log.length > 0 ? s.log.concat(step.log) : s.log,
  });
  return { ok: true, state, events: step.log };
}
