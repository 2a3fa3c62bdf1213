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
import type { GameState, PaintCtx } from './gameState';
import { changed } from './gameState';
import { endActivation, endSide } from './turn';

// The one door into the rules: a move for each action on the kit's move context (src/game/moves.ts),
// each checked first against the shape of the action, the phase and any question waiting.

function decide(ctx: PaintCtx, s: GameState, decisionId: number, choice: Choice): GameState {
  const p = s.pending;
  ctx.need(p !== null, 'game', 'no decision is waiting');
  ctx.need(p.id === decisionId, 'game', `decision ${decisionId} is not the one waiting (${p.id})`);
  const count = p.options.length;
  const inRange = typeof choice !== 'number' || (Number.isInteger(choice) && choice >= 0 && choice < count);
  ctx.need(inRange, ruleOf(p.kind), `choose an option from 0 to ${count - 1}`);
  const numbered = typeof choice === 'number' || p.kind === 'placeGrenade';
  ctx.need(numbered, ruleOf(p.kind), 'choose an option by its number');
  switch (p.kind) {
    case 'chooseOrder':
      return chooseOrder(ctx, s, choice);
    case 'allocateHits':
      return allocateHits(ctx, s, choice as number);
    case 'placeGrenade':
      return placeGrenade(ctx, s, choice);
    case 'negateDie':
    case 'chooseCasualty':
      return decideShootout(ctx, s, choice);
    case 'sentryShot': {
      // The victory check waits until every sentry watching the step has answered (PM-SENTRY).
      // A charge paused for the answers goes on with its next step (PM-CHARGE).
      // A move paused for them takes its steps left, if the game and the mover go on (PM-AP).
      const next = decideSentry(ctx, s, choice as number);
      if (next.pending !== null) return next;
      if (next.charge !== null) return goOnCharging(ctx, next);
      const checked = checkVictory(ctx, next);
      return checked.move !== null ? goOnWalking(ctx, checked) : checked;
    }
    case 'chooseExpert':
    case 'assignGrenade':
      return decideStart(ctx, s, choice);
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

/** A figure's own action; one standing on a loose flag takes it as it acts (PM-FLAG). */
function acted<A extends FigureAction>(
  rule: (ctx: PaintCtx, s: GameState, a: A) => GameState,
): Move<GameState, A, Sight> {
  return (ctx: PaintCtx, a) => {
    const s = takeFlagByActing(ctx, ctx.state, a.figureId);
    return s.phase === 'over' ? s : rule(ctx, s, a);
  };
}

const rules: MoveRules<GameState, Action, Sight> = {
  moves: {
    rollCommand: (ctx) => rollCommand(ctx, ctx.state),
    move: acted((ctx, s, a) =>
      a.then === undefined ? move(ctx, s, a.figureId, a.to) : walk(ctx, s, a.figureId, a.to, a.then),
    ),
    rotate: acted((ctx, s, a) => rotate(ctx, s, a.figureId, a.facing)),
    aim: acted((ctx, s, a) => aim(ctx, s, a.figureId)),
    shoot: acted((ctx, s, a) => shoot(ctx, s, a.figureId, a.shots)),
    suppress: acted((ctx, s, a) => suppress(ctx, s, a.figureId, a.targetId)),
    sentry: acted((ctx, s, a) => sentry(ctx, s, a.figureId)),
    standDown: acted((ctx, s, a) => standDown(ctx, s, a.figureId)),
    reload: acted((ctx, s, a) => reload(ctx, s, a.figureId)),
    throwGrenade: acted((ctx, s, a) => throwGrenade(ctx, s, a.figureId, a.grenade, a.at)),
    charge: (ctx, a) => charge(ctx, ctx.state, a.targetId, a.figureIds),
    endActivation: (ctx: PaintCtx) => {
      ctx.need(ctx.state.current !== null, 'PM-CMD', 'no figure is acting');
      return endActivation(ctx.state);
    },
    endTurn: (ctx) => endSide(ctx, ctx.state),
    decide: (ctx, a) => decide(ctx, ctx.state, a.decisionId, a.choice),
    correct: (ctx, a) => correct(ctx, ctx.state, a.correction),
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
