import type { Dice, RngState, Sides } from '../../../game/dice';
import { ForcedDiceProblem, SeededDice } from '../../../game/dice';
import type { LogEntry } from '../../../game/log';
import type { Outcome, Refusal } from '../../../game/ruleSystem';
import type { Action } from './actions';
import { attack } from './attack';
import type { Ctx, Handled } from './ctx';
import { nameOf, refuse } from './ctx';
import { answerDraw, drawAsked, offerDraw } from './draw';
import { reappearAtWill, rollInvisibility } from './invisibility';
import { move, rollMovement } from './move';
import { placeObstacle, rollForLeftovers } from './obstacles';
import { chooseHealth, placeCharacter, rollForOrder, rollStats } from './opening';
import type { BattleSight } from './sight';
import type { BattleState, Phase, Step } from './gameState';
import { restate } from './gameState';
import { pass } from './turn';

// The one door into the rules: pure, the next state and its log lines, or a refusal naming the rule
// with the state untouched. The dice are the game's seeded dice unless a test or the legality probe
// hands its own.

/** The phase (and, in play, the step) each action belongs to. */
const WHEN: Record<Action['type'], { phase: Phase; step?: Step; rule: string; words: string }> = {
  chooseHealth: { phase: 'health', rule: 'HB-STATS', words: 'health is chosen as the game starts' },
  rollStats: { phase: 'stats', rule: 'HB-STATS', words: 'stats are rolled before play' },
  placeObstacle: { phase: 'obstacles', rule: 'HB-OBSTACLES', words: 'obstacles are placed before play' },
  rollForLeftovers: {
    phase: 'leftovers',
    rule: 'HB-OBSTACLES',
    words: 'the leftover blocks are rolled for after the shares are placed',
  },
  rollForOrder: {
    phase: 'order',
    rule: 'HB-PLACE',
    words: 'placement order is rolled once the obstacles stand',
  },
  placeCharacter: {
    phase: 'place',
    rule: 'HB-PLACE',
    words: 'characters are placed after the placement roll',
  },
  rollInvisibility: {
    phase: 'play',
    step: 'invisibility',
    rule: 'HB-STEPS',
    words: 'invisibility is the first step of a turn',
  },
  reappear: {
    phase: 'play',
    step: 'invisibility',
    rule: 'HB-REAPPEAR',
    words: 'a character reappears instead of its invisibility roll, the first step of a turn',
  },
  rollMovement: {
    phase: 'play',
    step: 'movement',
    rule: 'HB-STEPS',
    words: 'movement is the second step of a turn',
  },
  move: { phase: 'play', step: 'movement', rule: 'HB-STEPS', words: 'moving is the second step of a turn' },
  attack: { phase: 'play', step: 'attack', rule: 'HB-STEPS', words: 'the attack is the last step of a turn' },
  offerDraw: { phase: 'play', rule: 'HB-DRAW', words: 'a draw is offered during play' },
  answerDraw: { phase: 'play', rule: 'HB-DRAW', words: 'a draw is answered during play' },
  pass: { phase: 'play', rule: 'HB-PASS', words: 'passes are for the steps of a turn' },
};

const PHASE_WORDS: Record<Phase, string> = {
  health: 'health is being chosen',
  stats: 'stats are being rolled',
  obstacles: 'obstacles are being placed',
  leftovers: 'the leftover blocks are being placed',
  order: 'placement order is to be rolled',
  place: 'characters are being placed',
  play: 'the game is in play',
  over: 'the game is over',
};

/** The game's seeded dice, made on the first roll: most actions roll none and keep the state as it was. */
class GameDice implements Dice {
  private dice: SeededDice | null = null;
  constructor(private readonly rng: RngState) {}
  roll(sides: Sides): number {
    return (this.dice ??= new SeededDice(this.rng)).roll(sides);
  }
  state(): RngState {
    return this.dice === null ? this.rng : this.dice.state();
  }
}

function timing(s: BattleState, a: Action): Refusal | null {
  const when = WHEN[a.type];
  if (s.phase === 'over') return refuse('HB-WIN', 'the game is over');
  if (drawAsked(s) && a.type !== 'answerDraw')
    return refuse('HB-DRAW', `not now: ${nameOf(s, s.draw!.waiting[0]!)} is answering an offer of a draw`);
  const phaseOk = when.phase === s.phase || (a.type === 'placeObstacle' && s.phase === 'leftovers');
  if (!phaseOk) return refuse(when.rule, `not now: ${when.words}, and ${PHASE_WORDS[s.phase]}`);
  if (when.step !== undefined && when.step !== s.step)
    return refuse(when.rule, `not now: ${when.words}, and this is the ${s.step} step`);
  return null;
}

function handle(ctx: Ctx, a: Action): Handled {
  switch (a.type) {
    case 'chooseHealth':
      return chooseHealth(ctx, a.health);
    case 'rollStats':
      return rollStats(ctx);
    case 'placeObstacle':
      return placeObstacle(ctx, a.at, a.height as 1 | 2 | 3);
    case 'rollForLeftovers':
      return rollForLeftovers(ctx);
    case 'rollForOrder':
      return rollForOrder(ctx);
    case 'placeCharacter':
      return placeCharacter(ctx, a.at);
    case 'rollInvisibility':
      return rollInvisibility(ctx);
    case 'reappear':
      return reappearAtWill(ctx);
    case 'rollMovement':
      return rollMovement(ctx);
    case 'move':
      return move(ctx, a.piece, a.path);
    case 'attack':
      return attack(ctx, a.target);
    case 'offerDraw':
      return offerDraw(ctx);
    case 'answerDraw':
      return answerDraw(ctx, a.accept);
    case 'pass':
      return pass(ctx);
  }
}

export function apply(
  state: BattleState,
  action: Action,
  sight: BattleSight,
  dice?: Dice,
): Outcome<BattleState> {
  return applyWith(state, action, sight, dice, true);
}

/**
 * As `apply` with the seeded dice, for a game that keeps no log (`playOut`): no line is written, so
 * none is worded, and the next state's log is empty. Every roll and choice is the same as `apply`'s.
 */
export const applyUnlogged = (state: BattleState, action: Action, sight: BattleSight): Outcome<BattleState> =>
  applyWith(state, action, sight, undefined, false);

const NO_LINES: readonly LogEntry[] = [];

function applyWith(
  state: BattleState,
  action: Action,
  sight: BattleSight,
  dice: Dice | undefined,
  logged: boolean,
): Outcome<BattleState> {
  const early = timing(state, action);
  if (early !== null) return early;
  const seeded = dice === undefined ? new GameDice(state.rng) : null;
  const events: LogEntry[] | null = logged ? [] : null;
  let next: Handled;
  try {
    next = handle({ state, dice: seeded ?? dice!, sight, events }, action);
  } catch (e) {
    if (e instanceof ForcedDiceProblem) return refuse('HB-DICE', e.message);
    throw e;
  }
  if ('ok' in next) return next;
  const rng = seeded === null ? next.rng : seeded.state();
  const log = events === null ? NO_LINES : [...state.log, ...events];
  // Unlogged, an action that rolled no die leaves the dice and the (empty) log as they were.
  const after = next.rng === rng && next.log === log ? next : restate(next, { rng, log });
  return { ok: true, state: after, events: events ?? NO_LINES };
}
