import type { Ability, AbilityKind } from '../setup/cardSchema';
import type { Ctx, HexPrintState, UnitState } from './gameState';
import { forward, settle } from './timer';
import { SLOT, abilityName, actionLimit, isDamaged, isInPlay, seatName, unitById } from './units';

// HP-ACTIVATE: the player whose go it is spends a die of the face being activated on a unit whose
// marker is in the pool, or, only when no unit of theirs can be activated, passes (the die is
// spent). A pass open to anyone would leave a unit's marker in the pool for the rest of the game. The unit takes up to its ACT or 5 actions
// (one while ACT is damaged); then its marker goes forward as many segments as actions taken, at
// least one. HP-ABILITY: a non-static ability costs one action, within its uses per turn or round.

const seatToGo = (ctx: Ctx): string => ctx.state.order[ctx.state.next]!;

/** A unit of `seat` that may be activated now: its marker in the pool and a model on the table. */
export const readyToActivate = (s: HexPrintState, seat: string): UnitState | undefined =>
  s.units.find((u) => u.seat === seat && u.marker === 'pool' && isInPlay(u));

function spendDie(ctx: Ctx): void {
  const pool = ctx.state.pools[seatToGo(ctx)]!;
  pool.splice(pool.indexOf(ctx.state.face), 1);
}

export function activate(ctx: Ctx, unitId: string): HexPrintState {
  const s = ctx.state;
  const seat = seatToGo(ctx);
  const unit = unitById(s, unitId);
  ctx.need(unit !== undefined, 'HP-ACTIVATE', `there is no unit "${unitId}"`);
  ctx.need(
    unit.seat === seat,
    'HP-ACTIVATE',
    `it is ${seatName(s, seat)}'s go, and ${unit.name} is not theirs`,
  );
  ctx.need(isInPlay(unit), 'HP-MODELS', `${unit.name} has no models left`);
  ctx.need(unit.marker === 'pool', 'HP-ACTIVATE', `${unit.name}'s marker is not in the initiative pool`);
  spendDie(ctx);
  unit.dugIn = false;
  const limit = actionLimit(unit);
  s.activation = { unit: unit.id, limit, taken: 0, hits: [], shot: null };
  const damaged = isDamaged(unit, SLOT.act) ? ' (ACT damaged)' : '';
  ctx.say(
    'HP-ACTIVATE',
    `${seatName(s, seat)} spends a ${s.face} to activate ${unit.name}: up to ${limit} action${limit === 1 ? '' : 's'}${damaged}.`,
    unit.id,
  );
  return ctx.state;
}

export function pass(ctx: Ctx): HexPrintState {
  const seat = seatToGo(ctx);
  const ready = readyToActivate(ctx.state, seat);
  ctx.need(
    ready === undefined,
    'HP-ACTIVATE',
    `${ready?.name} can be activated: a player passes only when no unit of theirs can`,
  );
  spendDie(ctx);
  ctx.say('HP-ACTIVATE', `${seatName(ctx.state, seat)} passes, spending a ${ctx.state.face}.`);
  settle(ctx, ctx.state.next + 1);
  return ctx.state;
}

/** The unit activating now. */
export function active(ctx: Ctx): UnitState {
  const a = ctx.state.activation;
  ctx.need(a !== null, 'HP-ACTIVATE', 'no unit is activating: activate one first');
  return unitById(ctx.state, a.unit)!;
}

/** One action of the activation: refused once every action is taken. */
export function spendAction(ctx: Ctx): UnitState {
  const unit = active(ctx);
  const a = ctx.state.activation!;
  ctx.need(a.shot === null, 'HP-COUNTER', 'finish the shot first: re-roll a die or take the hits');
  ctx.need(a.taken < a.limit, 'HP-ACTIVATE', `${unit.name} has taken all ${a.limit} of its actions`);
  a.taken++;
  return unit;
}

/** HP-ABILITY: the ability in slot 4 or 5 (`index` 0 or 1), if it is `kind`, undamaged and has a use left. */
export function takeAbility<K extends AbilityKind>(
  ctx: Ctx,
  index: 0 | 1,
  kind: K,
): { unit: UnitState; ability: Extract<Ability, { kind: K }> } {
  const unit = spendAction(ctx);
  const ability = unit.card.abilities[index];
  ctx.need(
    ability.kind === kind,
    'HP-ABILITY',
    `${unit.name}'s ability ${index + 1} is ${abilityName(ability)}, not ${kind}`,
  );
  ctx.need(
    !isDamaged(unit, SLOT.first + index),
    'HP-DAMAGED',
    `${unit.name}'s ${abilityName(ability)} is damaged: it cannot be used`,
  );
  if (ability.uses !== undefined) {
    const used = ability.uses.per === 'turn' ? unit.usedThisTurn : unit.usedThisRound;
    const span = ability.uses.per === 'turn' ? 'this turn' : 'this round';
    ctx.need(
      used[index] < ability.uses.times,
      'HP-ABILITY',
      `${unit.name} has used ${abilityName(ability)} ${ability.uses.times} time${ability.uses.times === 1 ? '' : 's'} ${span}`,
    );
  }
  unit.usedThisTurn[index]++;
  unit.usedThisRound[index]++;
  return { unit, ability: ability as Extract<Ability, { kind: K }> };
}

export function endActivation(ctx: Ctx): HexPrintState {
  active(ctx);
  ctx.need(
    ctx.state.activation!.shot === null,
    'HP-COUNTER',
    'finish the shot first: re-roll a die or take the hits',
  );
  finishActivation(ctx);
  return ctx.state;
}

/** The marker goes forward as many segments as actions taken (at least one). */
export function finishActivation(ctx: Ctx): void {
  const s = ctx.state;
  const a = s.activation!;
  const unit = unitById(s, a.unit)!;
  s.activation = null;
  const n = Math.max(1, a.taken);
  if (isInPlay(unit)) {
    unit.marker = forward(s.timer.segment, n);
    ctx.say(
      'HP-ACTIVATE',
      `${unit.name} took ${a.taken} action${a.taken === 1 ? '' : 's'}: its marker goes forward ${n} to segment ${unit.marker}.`,
      unit.id,
    );
  }
  settle(ctx, s.next + 1);
}
