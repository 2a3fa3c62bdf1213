import type { MoveRules } from '../../../game/moves';
import { applyMoves } from '../../../game/moves';
import { digIn, pin, push, spot, stomp } from './abilities';
import type { Action } from './actions';
import { activate, endActivation, finishActivation, pass, spendAction } from './activation';
import type { Ctx, HexPrintState } from './gameState';
import { keeping } from './gameState';
import { deploy, placeBatch } from './deploy';
import { removeModels } from './damage';
import { checkWipe } from './mission';
import { moveModel } from './movement';
import { reroll, shoot, takeHits } from './shoot';
import { placeMarker, turnTime } from './timer';
import { modelById, modelName, seatName, unitById } from './units';
import type { HexPrintWorld } from './world';

// The one pure step: a move for each action on the kit's move context (src/game/moves.ts), each
// checked first against the phase, and settled after. Each move works on a copy of the state and
// returns it; a rule that refuses does so before any die is rolled, so the legality probe
// (src/game/legality.ts) reads every refusal.

const PHASE_WORDS = {
  deploy: 'units and terrain are being placed',
  markers: 'initiative markers are being placed',
  time: 'every die is spent: time turns next',
  activations: 'units are activating',
  over: 'the game is over',
} as const;

function check(ctx: Ctx, action: Action): void {
  const s = ctx.state;
  ctx.need(s.phase !== 'over', 'HP-END', 'the game is over');
  if (s.removals.length > 0) {
    const r = s.removals[0]!;
    ctx.need(
      action.type === 'removeModels',
      'HP-MODELS',
      `${seatName(s, r.seat)} must first take ${r.count} model${r.count === 1 ? '' : 's'} off ${unitById(s, r.unit)!.name}`,
    );
    return;
  }
  const phaseOf: Partial<Record<Action['type'], HexPrintState['phase']>> = {
    placeMarker: 'markers',
    deploy: 'deploy',
    placeTerrain: 'deploy',
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
  ctx.need(s.phase === wanted, rule, `not now: ${PHASE_WORDS[s.phase]}`);
  if (action.type === 'removeModels') ctx.need(false, 'HP-MODELS', 'no models are waiting to be taken off');
  if (action.type === 'activate' || action.type === 'pass')
    ctx.need(
      s.activation === null,
      'HP-ACTIVATE',
      `${unitById(s, s.activation?.unit ?? '')?.name ?? 'a unit'} is still activating: end its activation first`,
    );
}

function move(ctx: Ctx, moves: Extract<Action, { type: 'move' }>['moves']): HexPrintState {
  const unit = spendAction(ctx);
  const named = new Set<string>();
  for (const m of moves) {
    const model = unit.models.find((x) => x.id === m.model && x.gone === null);
    ctx.need(model !== undefined, 'HP-MOVE', `"${m.model}" is not a model of ${unit.name} on the table`);
    ctx.need(!named.has(m.model), 'HP-MOVE', `${modelName(unit, model)} moves once a move action`);
    named.add(m.model);
    moveModel(ctx, unit, model, m);
  }
  return ctx.state;
}

/** HP-MODELS: the owner's pick of the models to take off. */
function removeChosen(ctx: Ctx, ids: readonly string[]): HexPrintState {
  const r = ctx.state.removals[0]!;
  const unit = unitById(ctx.state, r.unit)!;
  ctx.need(
    ids.length === r.count,
    'HP-MODELS',
    `take off exactly ${r.count} model${r.count === 1 ? '' : 's'} of ${unit.name}`,
  );
  for (const id of ids)
    ctx.need(
      modelById(ctx.state, id)?.unit === unit && modelById(ctx.state, id)?.model.gone === null,
      'HP-MODELS',
      `"${id}" is not a model of ${unit.name} on the table`,
    );
  ctx.need(new Set(ids).size === ids.length, 'HP-MODELS', 'name each model once');
  ctx.state.removals.shift();
  removeModels(ctx, unit, ids);
  return ctx.state;
}

/** After any action: a wiped-out side ends Skirmish; an activation with every action taken ends. */
function settle(ctx: Ctx): HexPrintState {
  checkWipe(ctx);
  const a = ctx.state.activation;
  if (ctx.state.phase === 'over' || ctx.state.removals.length > 0 || a === null) return ctx.state;
  if (a.shot === null && a.taken >= a.limit) finishActivation(ctx);
  return ctx.state;
}

/** HexPrint's moves with what runs around each (the bench builds the plain whole-copy apply from it). */
export const hexPrintRules: MoveRules<HexPrintState, Action, HexPrintWorld> = {
  ...keeping,
  moves: {
    deploy: (ctx, a) => deploy(ctx, a.unit, a.at),
    placeTerrain: (ctx, a) => placeBatch(ctx, a.batch, a.at, a.turn),
    placeMarker: (ctx, a) => placeMarker(ctx, a.unit, a.segment),
    turnTime,
    activate: (ctx, a) => activate(ctx, a.unit),
    pass,
    endActivation,
    move: (ctx, a) => move(ctx, a.moves),
    shoot: (ctx, a) => shoot(ctx, a.ability, a.target),
    reroll: (ctx, a) => reroll(ctx, a.die),
    takeHits,
    digIn: (ctx, a) => digIn(ctx, a.ability),
    spot: (ctx, a) => spot(ctx, a.ability, a.target),
    pin: (ctx, a) => pin(ctx, a.ability, a.target, a.pushes),
    stomp: (ctx, a) => stomp(ctx, a.ability, a.target, a.path),
    push: (ctx, a) => push(ctx, a.ability, a.target, a.path),
    removeModels: (ctx, a) => removeChosen(ctx, a.models),
  },
  check,
  settle,
};

export const apply = applyMoves(hexPrintRules);
