import type { Dice } from '../../../game/dice';
import { ForcedDiceProblem, SeededDice } from '../../../game/dice';
import type { Outcome } from '../../../game/ruleSystem';
import { digIn, pin, push, spot, stomp } from './abilities';
import type { Action } from './actions';
import { activate, endActivation, finishActivation, pass, spendAction } from './activation';
import type { Ctx } from './ctx';
import { Refused, need } from './ctx';
import { deploy } from './deploy';
import { removeModels } from './damage';
import { checkWipe } from './mission';
import { moveModel } from './movement';
import { reroll, shoot, takeHits } from './shoot';
import type { HexPrintState } from './gameState';
import { placeMarker, turnTime } from './timer';
import { modelById, modelName, seatName, unitById } from './units';
import type { HexPrintWorld } from './world';

// The one pure step: the next state and its log lines, or a refusal naming the rule, with the state
// untouched. Each action is worked on a copy; a rule that refuses throws before any die is rolled,
// so the legality probe (src/game/legality.ts) reads every refusal.

const PHASE_WORDS = {
  deploy: 'units are being deployed',
  markers: 'initiative markers are being placed',
  time: 'every die is spent: time turns next',
  activations: 'units are activating',
  over: 'the game is over',
} as const;

function allowed(s: HexPrintState, action: Action): void {
  need(s.phase !== 'over', 'HP-END', 'the game is over');
  if (s.removals.length > 0) {
    const r = s.removals[0]!;
    need(
      action.type === 'removeModels',
      'HP-MODELS',
      `${seatName(s, r.seat)} must first take ${r.count} model${r.count === 1 ? '' : 's'} off ${unitById(s, r.unit)!.name}`,
    );
    return;
  }
  const phaseOf: Partial<Record<Action['type'], HexPrintState['phase']>> = {
    placeMarker: 'markers',
    deploy: 'deploy',
    turnTime: 'time',
    removeModels: 'activations',
  };
  const wanted = phaseOf[action.type] ?? 'activations';
  const rule = {
    deploy: 'HP-SETUP',
    markers: 'HP-TIMER',
    time: 'HP-TICK',
    activations: 'HP-ACTIVATE',
    over: 'HP-END',
  }[s.phase];
  need(s.phase === wanted, rule, `not now: ${PHASE_WORDS[s.phase]}`);
  if (action.type === 'removeModels') need(false, 'HP-MODELS', 'no models are waiting to be taken off');
  if (action.type === 'activate' || action.type === 'pass')
    need(
      s.activation === null,
      'HP-ACTIVATE',
      `${unitById(s, s.activation?.unit ?? '')?.name ?? 'a unit'} is still activating: end its activation first`,
    );
}

function run(ctx: Ctx, action: Action): void {
  switch (action.type) {
    case 'deploy':
      return deploy(ctx, action.unit, action.at);
    case 'placeMarker':
      return placeMarker(ctx, action.unit, action.segment);
    case 'turnTime':
      return turnTime(ctx);
    case 'activate':
      return activate(ctx, action.unit);
    case 'pass':
      return pass(ctx);
    case 'endActivation':
      return endActivation(ctx);
    case 'move':
      return move(ctx, action.moves);
    case 'shoot':
      return shoot(ctx, action.ability, action.target);
    case 'reroll':
      return reroll(ctx, action.die);
    case 'takeHits':
      return takeHits(ctx);
    case 'digIn':
      return digIn(ctx, action.ability);
    case 'spot':
      return spot(ctx, action.ability, action.target);
    case 'pin':
      return pin(ctx, action.ability, action.target, action.pushes);
    case 'stomp':
      return stomp(ctx, action.ability, action.target, action.path);
    case 'push':
      return push(ctx, action.ability, action.target, action.path);
    case 'removeModels':
      return removeChosen(ctx, action.models);
  }
}

function move(ctx: Ctx, moves: Extract<Action, { type: 'move' }>['moves']): void {
  const unit = spendAction(ctx);
  const named = new Set<string>();
  for (const m of moves) {
    const model = unit.models.find((x) => x.id === m.model && x.gone === null);
    need(model !== undefined, 'HP-MOVE', `"${m.model}" is not a model of ${unit.name} on the table`);
    need(!named.has(m.model), 'HP-MOVE', `${modelName(unit, model)} moves once a move action`);
    named.add(m.model);
    moveModel(ctx, unit, model, m);
  }
}

/** HP-MODELS: the owner's pick of the models to take off. */
function removeChosen(ctx: Ctx, ids: readonly string[]): void {
  const r = ctx.s.removals[0]!;
  const unit = unitById(ctx.s, r.unit)!;
  need(
    ids.length === r.count,
    'HP-MODELS',
    `take off exactly ${r.count} model${r.count === 1 ? '' : 's'} of ${unit.name}`,
  );
  for (const id of ids)
    need(
      modelById(ctx.s, id)?.unit === unit && modelById(ctx.s, id)?.model.gone === null,
      'HP-MODELS',
      `"${id}" is not a model of ${unit.name} on the table`,
    );
  need(new Set(ids).size === ids.length, 'HP-MODELS', 'name each model once');
  ctx.s.removals.shift();
  removeModels(ctx, unit, ids);
}

/** After any action: a wiped-out side ends Skirmish; an activation with every action taken ends. */
function settleAfter(ctx: Ctx): void {
  checkWipe(ctx);
  const a = ctx.s.activation;
  if (ctx.s.phase === 'over' || ctx.s.removals.length > 0 || a === null) return;
  if (a.shot === null && a.taken >= a.limit) finishActivation(ctx);
}

export function apply(
  state: HexPrintState,
  action: Action,
  world: HexPrintWorld,
  dice?: Dice,
): Outcome<HexPrintState> {
  const s = structuredClone(state);
  const seeded = dice === undefined ? new SeededDice(state.rng) : null;
  const ctx: Ctx = { s, dice: dice ?? seeded!, world, events: [] };
  try {
    allowed(s, action);
    run(ctx, action);
    settleAfter(ctx);
  } catch (e) {
    if (e instanceof Refused) return { ok: false, reason: e.reason, rule: e.rule };
    if (e instanceof ForcedDiceProblem) return { ok: false, reason: e.message, rule: 'dice' };
    throw e;
  }
  if (seeded !== null) s.rng = seeded.state();
  return { ok: true, state: s, events: ctx.events };
}
