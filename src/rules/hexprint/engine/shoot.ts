import { rolled } from '../../../game/log';
import type { DieOutcome } from '../../../game/log';
import { takeAbility } from './activation';
import type { View } from './cover';
import { sheltered, viewOf } from './cover';
import type { Ctx, HexPrintState, ModelState, ShotDie, UnitState } from './gameState';
import { dealDamage } from './damage';
import { diceEach } from './shotAsked';
import { gap, hexesOf, isInPlay, modelName, onTable, unitById } from './units';
import type { HexPrintWorld } from './world';

// Shoot (the starter set): each model of the unit rolls its dice at TAR, after cover, against the
// model of the target unit it sees best within range (HP-LOS, HP-COVER, HP-WITHIN). The dice wait
// while positive counters may re-roll them (HP-COUNTER), then each hit is a damage point; a unit in
// Ruins ignores the first (HP-TERRAIN-CARD).

export interface Aim {
  readonly shooter: ModelState;
  readonly target: ModelState;
  readonly view: View;
}

/** Each shooting model's best view of a model of `target` within `range`: the lowest roll it needs. */
export function aims(
  s: HexPrintState,
  world: HexPrintWorld,
  unit: UnitState,
  target: UnitState,
  range: number,
): Aim[] {
  const out: Aim[] = [];
  for (const shooter of onTable(unit)) {
    let best: Aim | null = null;
    for (const aim of onTable(target)) {
      if (gap(hexesOf(unit, shooter), hexesOf(target, aim)) > range) continue;
      const view = viewOf(s, world, unit, shooter, target, aim);
      if (view.tier === 'no line of sight') continue;
      if (best === null || view.need < best.view.need) best = { shooter, target: aim, view };
    }
    if (best !== null) out.push(best);
  }
  return out;
}

const hitWords = (die: ShotDie): DieOutcome =>
  die.value >= die.need ? { mark: 'hit', words: 'hit' } : { mark: 'miss', words: 'miss' };

export function shoot(ctx: Ctx, index: 0 | 1, targetId: string): HexPrintState {
  const { unit, ability } = takeAbility(ctx, index, 'shoot');
  const target = unitById(ctx.state, targetId);
  ctx.need(target !== undefined && isInPlay(target), 'HP-LOS', `there is no unit "${targetId}" on the table`);
  ctx.need(target.seat !== unit.seat, 'HP-FRIENDLY', `${target.name} is not an enemy unit`);
  const found = aims(ctx.state, ctx.world, unit, target, ability.range);
  ctx.need(
    found.length > 0,
    'HP-LOS',
    `no model of ${unit.name} sees a model of ${target.name} within ${ability.range} hexes`,
  );
  const dice: ShotDie[] = [];
  for (const aim of found) {
    const count = diceEach(ability);
    const who = `${modelName(unit, aim.shooter)} shoots at ${modelName(target, aim.target)}: ${aim.view.why}`;
    if (aim.view.need > 6) {
      ctx.say('HP-COVER', `${who}: needs ${aim.view.need}+, cannot hit.`, aim.shooter.id);
      continue;
    }
    const mine = Array.from({ length: count }, () => ({
      shooter: aim.shooter.id,
      target: aim.target.id,
      value: ctx.dice.roll(6),
      need: aim.view.need,
      rerolled: false,
    }));
    dice.push(...mine);
    ctx.say(
      'HP-COVER',
      `${who}: needs ${aim.view.need}+.`,
      aim.shooter.id,
      rolled(
        6,
        mine.map((d) => d.value),
      ),
      {
        outcomes: mine.map(hitWords),
        refs: {
          figures: [aim.shooter.id, aim.target.id],
          terrain: aim.view.sighting.blockers.map((h) => `${h.q},${h.r}`),
        },
      },
    );
  }
  ctx.state.activation!.shot = { target: target.id, dice };
  settleShot(ctx);
  return ctx.state;
}

/** Takes the hits at once when no counter could change anything. */
function settleShot(ctx: Ctx): void {
  const shot = ctx.state.activation!.shot!;
  const unit = unitById(ctx.state, ctx.state.activation!.unit)!;
  const open = shot.dice.some((d) => !d.rerolled && d.value < d.need);
  if (unit.counters === 0 || !open) takeHits(ctx);
}

export function reroll(ctx: Ctx, index: number): HexPrintState {
  const a = ctx.state.activation;
  ctx.need(
    a !== null && a.shot !== null,
    'HP-COUNTER',
    'there is no shot waiting: a counter re-rolls a die the unit just rolled',
  );
  const unit = unitById(ctx.state, a.unit)!;
  const die = a.shot.dice[index];
  ctx.need(die !== undefined, 'HP-COUNTER', `the shot has ${a.shot.dice.length} dice, not ${index + 1}`);
  ctx.need(
    !die.rerolled,
    'HP-COUNTER',
    `die ${index + 1} was re-rolled already: a die is re-rolled at most once`,
  );
  ctx.need(unit.counters > 0, 'HP-COUNTER', `${unit.name} has no positive counters left`);
  const was = die.value;
  die.value = ctx.dice.roll(6);
  die.rerolled = true;
  unit.counters--;
  ctx.say(
    'HP-COUNTER',
    `${unit.name} spends a positive counter to re-roll die ${index + 1} (was ${was}): ${die.value >= die.need ? 'hit' : 'miss'}. ${unit.counters} left.`,
    unit.id,
    rolled(6, [die.value]),
    { outcomes: [hitWords(die)] },
  );
  settleShot(ctx);
  return ctx.state;
}

export function takeHits(ctx: Ctx): HexPrintState {
  const a = ctx.state.activation;
  ctx.need(a !== null && a.shot !== null, 'HP-COUNTER', 'there is no shot waiting');
  const shot = a.shot;
  a.shot = null;
  const unit = unitById(ctx.state, a.unit)!;
  const target = unitById(ctx.state, shot.target)!;
  const hits = shot.dice.filter((d) => d.value >= d.need).length;
  ctx.say('HP-DAMAGE', `${unit.name} hits ${target.name} ${hits} time${hits === 1 ? '' : 's'}.`, unit.id);
  if (hits === 0) return ctx.state;
  a.hits.push(target.id);
  const shelter = sheltered(ctx.state, target);
  if (shelter !== null)
    ctx.say(
      'HP-TERRAIN-CARD',
      `${target.name} is in ${shelter}: it ignores the first damage point.`,
      target.id,
    );
  dealDamage(ctx, target, shelter === null ? hits : hits - 1, unit.seat);
  return ctx.state;
}
