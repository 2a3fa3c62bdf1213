import type { MoveRules } from '../../../game/moves';
import { applyMoves } from '../../../game/moves';
import type { Outcome } from '../../../game/ruleSystem';
import type { Action } from './actions';
import { attack } from './attack';
import { answerDraw, drawAsked, offerDraw } from './draw';
import { reappearAtWill, rollInvisibility } from './invisibility';
import { move, rollMovement } from './move';
import { placeObstacle, rollForLeftovers } from './obstacles';
import { chooseHealth, placeCharacter, rollForOrder, rollStats } from './opening';
import type { BattleSight } from './sight';
import type { BattleState, Ctx, Phase, Step } from './gameState';
import { restate } from './gameState';
import { nameOf } from './names';
import { pass } from './turn';

// The one door into the rules: a move for each action on the kit's move context (src/game/moves.ts),
// each checked first against the phase and step it belongs to. Pure: the next state and its log
// lines, or a refusal naming the rule with the state untouched.

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

function check(ctx: Ctx, a: Action): void {
  const s = ctx.state;
  const when = WHEN[a.type];
  ctx.need(s.phase !== 'over', 'HB-WIN', 'the game is over');
  if (drawAsked(s) && a.type !== 'answerDraw')
    ctx.need(false, 'HB-DRAW', `not now: ${nameOf(s, s.draw!.waiting[0]!)} is answering an offer of a draw`);
  const phaseOk = when.phase === s.phase || (a.type === 'placeObstacle' && s.phase === 'leftovers');
  ctx.need(phaseOk, when.rule, `not now: ${when.words}, and ${PHASE_WORDS[s.phase]}`);
  if (when.step !== undefined && when.step !== s.step)
    ctx.need(false, when.rule, `not now: ${when.words}, and this is the ${s.step} step`);
}

const rules: MoveRules<BattleState, Action, BattleSight> = {
  moves: {
    chooseHealth: (ctx, a) => chooseHealth(ctx, a.health),
    rollStats,
    placeObstacle: (ctx, a) => placeObstacle(ctx, a.at, a.height as 1 | 2 | 3),
    rollForLeftovers,
    rollForOrder,
    placeCharacter: (ctx, a) => placeCharacter(ctx, a.at),
    rollInvisibility,
    reappear: reappearAtWill,
    rollMovement,
    move: (ctx, a) => move(ctx, a.piece, a.path),
    attack: (ctx, a) => attack(ctx, a.target),
    offerDraw,
    answerDraw: (ctx, a) => answerDraw(ctx, a.accept),
    pass,
  },
  check,
  turnOf: (s) => s.turn,
  record: (s, rng, log) => restate(s, { rng, log }),
  diceRule: 'HB-DICE',
};

export const apply = applyMoves(rules);
const unlogged = applyMoves(rules, { logged: false });

/**
 * As `apply` with the seeded dice, for a game that keeps no log (`playOut`): no line is written, so
 * none is worded, and the next state's log is empty. Every roll and choice is the same as `apply`'s.
 */
export const applyUnlogged = (state: BattleState, action: Action, sight: BattleSight): Outcome<BattleState> =>
  unlogged(state, action, sight);
