import type { Ability, AbilityKind } from '../setup/cardSchema';
import type { Ctx } from './ctx';
import { need, say } from './ctx';
import type { HexPrintState, UnitState } from './gameState';
import { forward, settle } from './timer';
import { SLOT, abilityName, actionLimit, isDamaged, isInPlay, seatName, unitById } from './units';

// HP-ACTIVATE: the player whose go it is spends a die of the face being activated on a unit whose
// marker is in the pool, or, only when no unit of theirs can be activated, passes (the die is
// spent). A pass open to anyone would leave a unit's marker in the pool for the rest of the game. The unit takes up to its ACT or 5 actions
// (one while ACT is damaged); then its marker goes forward as many segments as actions taken, at
// least one. HP-ABILITY: a non-static ability costs one action, within its uses per turn or round.

const seatToGo = (ctx: Ctx): string => ctx.s.order[ctx.s.next]!;

/** A unit of `seat` that may be activated now: its marker in the pool and a model on the table. */
export const readyToActivate = (s: HexPrintState, seat: string): UnitState | undefined =>
  s.units.find((u) => u.seat === seat && u.marker === 'pool' && isInPlay(u));

function spendDie(ctx: Ctx): void {
  const pool = ctx.s.pools[seatToGo(ctx)]!;
  pool.splice(pool.indexOf(ctx.s.face), 1);
}

export function activate(ctx: Ctx, unitId: string): void {
  const s = ctx.s;
  const seat = seatToGo(ctx);
  const unit = unitById(s, unitId);
  need(unit !== undefined, 'HP-ACTIVATE', `there is no unit "${unitId}"`);
  need(unit.seat === seat, 'HP-ACTIVATE', `it is ${seatName(s, seat)}'s go, and ${unit.name} is not theirs`);
  need(isInPlay(unit), 'HP-MODELS', `${unit.name} has no models left`);
  need(unit.marker === 'pool', 'HP-ACTIVATE', `${unit.name}'s marker is not in the initiative pool`);
  spendDie(ctx);
  unit.dugIn = false;
  const limit = actionLimit(unit);
  s.activation = { unit: unit.id, limit, taken: 0, hits: [], shot: null };
  const damaged = isDamaged(unit, SLOT.act) ? ' (ACT damaged)' : '';
  say(
    ctx,
    'HP-ACTIVATE',
    `${seatName(s, seat)} spends a ${s.face} to activate ${unit.name}: up to ${limit} action${limit === 1 ? '' : 's'}${damaged}.`,
    unit.id,
  );
}

export function pass(ctx: Ctx): void {
  const seat = seatToGo(ctx);
  const ready = readyToActivate(ctx.s, seat);
  need(
    ready === undefined,
    'HP-ACTIVATE',
    `${ready?.name} can be activated: a player passes only when no unit of theirs can`,
  );
  spendDie(ctx);
  say(ctx, 'HP-ACTIVATE', `${seatName(ctx.s, seat)} passes, spending a ${ctx.s.face}.`);
  settle(ctx, ctx.s.next + 1);
}

/** The unit activating now. */
export function active(ctx: Ctx): UnitState {
  const a = ctx.s.activation;
  need(a !== null, 'HP-ACTIVATE', 'no unit is activating: activate one first');
  return unitById(ctx.s, a.unit)!;
}

/** One action of the activation: refused once every action is taken. */
export function spendAction(ctx: Ctx): UnitState {
  const unit = active(ctx);
  const a = ctx.s.activation!;
  need(a.shot === null, 'HP-COUNTER', 'finish the shot first: re-roll a die or take the hits');
  need(a.taken < a.limit, 'HP-ACTIVATE', `${unit.name} has taken all ${a.limit} of its actions`);
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
  need(
    ability.kind === kind,
    'HP-ABILITY',
    `${unit.name}'s ability ${index + 1} is ${abilityName(ability)}, not ${kind}`,
  );
  need(
    !isDamaged(unit, SLOT.first + index),
    'HP-DAMAGED',
    `${unit.name}'s ${abilityName(ability)} is damaged: it cannot be used`,
  );
  if (ability.uses !== undefined) {
    const used = ability.uses.per === 'turn' ? unit.usedThisTurn : unit.usedThisRound;
    const span = ability.uses.per === 'turn' ? 'this turn' : 'this round';
    need(
      used[index] < ability.uses.times,
      'HP-ABILITY',
      `${unit.name} has used ${abilityName(ability)} ${ability.uses.times} time${ability.uses.times === 1 ? '' : 's'} ${span}`,
    );
  }
  unit.usedThisTurn[index]++;
  unit.usedThisRound[index]++;
  return { unit, ability: ability as Extract<Ability, { kind: K }> };
}

export function endActivation(ctx: Ctx): void {
  active(ctx);
  need(
    ctx.s.activation!.shot === null,
    'HP-COUNTER',
    'finish the shot first: re-roll a die or take the hits',
  );
  finishActivation(ctx);
}

/** The marker goes forward as many segments as actions taken (at least one). */
export function finishActivation(ctx: Ctx): void {
  const s = ctx.s;
  const a = s.activation!;
  const unit = unitById(s, a.unit)!;
  s.activation = null;
  const n = Math.max(1, a.taken);
  if (isInPlay(unit)) {
    unit.marker = forward(s.timer.segment, n);
    say(
      ctx,
      'HP-ACTIVATE',
      `${unit.name} took ${a.taken} action${a.taken === 1 ? '' : 's'}: its marker goes forward ${n} to segment ${unit.marker}.`,
      unit.id,
    );
  }
  settle(ctx, s.next + 1);
}
