import type { Action, ApplyResult } from './actions';
import { decideStart } from './advancedRolls';
import { charge, goOnCharging } from './charge';
import { actionShapeProblem } from './actionShape';
import { chooseOrder, rollCommand } from './commandDice';
import { correct } from './correction';
import type { Choice } from './decisions';
import type { Dice } from '../../../game/dice';
import { ForcedDice } from '../../../game/dice';
import type { Move, MoveRules } from '../../../game/moves';
import { applyMoves } from '../../../game/moves';
import type { Sight } from './facts';
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
import type { PaintCtx } from './step';
import { Step } from './step';
import { endActivation, endSide } from './turn';

// The one door into the rules: a move for each action on the kit's move context (src/game/moves.ts),
// each checked first against the shape of the action, the phase and any question waiting.

function decide(s: GameState, decisionId: number, choice: Choice, step: Step): GameState {
  const p = s.pending;
  step.need(p !== null, 'game', 'no decision is waiting');
  step.need(p.id === decisionId, 'game', `decision ${decisionId} is not the one waiting (${p.id})`);
  const count = p.options.length;
  const inRange = typeof choice !== 'number' || (Number.isInteger(choice) && choice >= 0 && choice < count);
  step.need(inRange, ruleOf(p.kind), `choose an option from 0 to ${count - 1}`);
  const numbered = typeof choice === 'number' || p.kind === 'placeGrenade';
  step.need(numbered, ruleOf(p.kind), 'choose an option by its number');
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

type FigureAction = Extract<Action, { readonly figureId: string }>;

/** Why an action may not be taken now at all: its shape, the game over, a question waiting, the phase. */
function check(ctx: PaintCtx, a: Action): void {
  const bad = actionShapeProblem(a);
  if (bad !== null) ctx.need(false, bad.rule, bad.reason);
  const s = ctx.state;
  ctx.need(s.phase !== 'over', 'game', 'the game is over');
  if (a.type === 'decide') return;
  if (s.pending !== null)
    ctx.need(false, ruleOf(s.pending.kind), `waiting for ${s.pending.player}: ${s.pending.question}`);
  // EN-REFEREE: the referee's hand works in any phase of the game, never over a question waiting.
  if (a.type === 'correct') return;
  if (a.type === 'rollCommand') {
    ctx.need(s.phase === 'command', 'PM-CMD', 'the command dice are already rolled');
    return;
  }
  ctx.need(s.phase === 'play', 'PM-CMD', 'roll the command dice first');
}

/** A move from a rule played on a Step, its lines handed to the kit once it runs through. */
function played<A extends Action>(
  rule: (s: GameState, a: A, step: Step) => GameState,
): Move<GameState, A, Sight> {
  return (ctx: PaintCtx, a) => {
    const step = new Step(ctx);
    const next = rule(ctx.state, a, step);
    step.told();
    return next;
  };
}

/** A figure's own action; one standing on a loose flag takes it as it acts (PM-FLAG). */
function acted<A extends FigureAction>(
  rule: (s: GameState, a: A, step: Step) => GameState,
): Move<GameState, A, Sight> {
  return played((start, a: A, step) => {
    const s = takeFlagByActing(start, a.figureId, step);
    return s.phase === 'over' ? s : rule(s, a, step);
  });
}

const rules: MoveRules<GameState, Action, Sight> = {
  moves: {
    rollCommand: played((s, _a, step) => rollCommand(s, step)),
    move: acted((s, a, step) =>
      a.then === undefined ? move(s, a.figureId, a.to, step) : walk(s, a.figureId, a.to, a.then, step),
    ),
    rotate: acted((s, a, step) => rotate(s, a.figureId, a.facing, step)),
    aim: acted((s, a, step) => aim(s, a.figureId, step)),
    shoot: acted((s, a, step) => shoot(s, a.figureId, a.shots, step)),
    suppress: acted((s, a, step) => suppress(s, a.figureId, a.targetId, step)),
    sentry: acted((s, a, step) => sentry(s, a.figureId, step)),
    standDown: acted((s, a, step) => standDown(s, a.figureId, step)),
    reload: acted((s, a, step) => reload(s, a.figureId, step)),
    throwGrenade: acted((s, a, step) => throwGrenade(s, a.figureId, a.grenade, a.at, step)),
    charge: played((s, a, step) => charge(s, a.targetId, a.figureIds, step)),
    endActivation: played((s, _a, step: Step) => {
      step.need(s.current !== null, 'PM-CMD', 'no figure is acting');
      return endActivation(s);
    }),
    endTurn: played((s, _a, step) => endSide(s, step)),
    decide: played((s, a, step) => decide(s, a.decisionId, a.choice, step)),
    correct: played((s, a, step) => correct(s, a.correction, step)),
  },
  check,
  turnOf: (s) => s.turn,
  record: (s, rng, log) => changed(s, { rng, log }),
};

const applied = applyMoves(rules);

/** How one action is played: on this sight, with the seed's dice unless others are given. */
export interface Env {
  readonly sight: Sight;
  /** Forced dice for tests (like boardgame.io's MockRandom): used in order, the PRNG is left alone. */
  readonly dice?: readonly number[];
  /** Dice the caller supplies instead of the seed's: the legality probe's (src/game/legality.ts). */
  readonly roll?: Dice;
}

/**
 * The next state and its lines, or a rejection that says why and leaves the state as it was. Pure:
 * the dice come from the PRNG state inside the game state, or from `env`; forced dice that run out
 * refuse the action (rule 'dice').
 */
export function apply(s: GameState, action: Action, env: Env): ApplyResult {
  const dice = env.roll ?? (env.dice === undefined ? undefined : new ForcedDice(env.dice));
  return applied(s, action, env.sight, dice);
}
