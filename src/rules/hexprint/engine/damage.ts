import { rolled } from '../../../game/log';
import type { Ctx, UnitState } from './gameState';
import { SLOT, canMark, hasStatic, isDamaged, isInPlay, onTable, slotName } from './units';

// HP-DAMAGE: each damage point rolls a d6 for the slot to mark, and rolls again while that slot is
// damaged or has no boxes; Armoured ignores a point on a 6. Marking Models takes models off
// (HP-MODELS): as many as keep the models left at the unmarked share of the slot's boxes, rounded
// up (HP-DICE), which is one a box where a card has a box a model; its owner picks which.

/** What a damaged slot now means, in a player's words (HP-DAMAGED). */
export function damagedMeaning(unit: UnitState, slot: number): string {
  switch (slot) {
    case SLOT.act:
      return 'one action per activation';
    case SLOT.mov:
      return 'one hex per move';
    case SLOT.tar:
      return 'hits only on a 6';
    case SLOT.models:
      return 'no models left';
    default: {
      const kind = unit.card.abilities[slot - SLOT.first]!.kind;
      return kind === 'climber' || kind === 'armoured' ? 'no effect' : 'cannot be used';
    }
  }
}

/** Models the unit keeps with its Models slot marked as it is. */
export const modelsKept = (unit: UnitState): number =>
  Math.ceil(
    (unit.card.models * (unit.card.boxes[SLOT.models] - unit.marks[SLOT.models]!)) /
      unit.card.boxes[SLOT.models],
  );

/** Deals `points` damage to `unit`; `by` is the seat that dealt it (for Skirmish's tally). Returns the boxes marked. */
export function dealDamage(ctx: Ctx, unit: UnitState, points: number, by: string | null): number {
  let marked = 0;
  for (let p = 1; p <= points && isInPlay(unit); p++) {
    const dice: number[] = [];
    if (hasStatic(unit, 'armoured')) {
      const die = ctx.dice.roll(6);
      dice.push(die);
      if (die === 6) {
        ctx.say(
          'HP-DAMAGE',
          `${unit.name} shrugs off a damage point: Armoured rolled a 6.`,
          unit.id,
          rolled(6, dice),
        );
        continue;
      }
    }
    let slot = -1;
    while (slot < 0) {
      const die = ctx.dice.roll(6);
      dice.push(die);
      if (canMark(unit, die - 1)) slot = die - 1;
    }
    unit.marks[slot]!++;
    marked++;
    const boxes = unit.card.boxes[slot]!;
    const state = isDamaged(unit, slot)
      ? `damaged: ${damagedMeaning(unit, slot)}`
      : `${unit.marks[slot]} of ${boxes} boxes marked`;
    ctx.say(
      'HP-DAMAGE',
      `${unit.name} takes a damage point on slot ${slot + 1}, ${slotName(unit, slot)}: ${state}.`,
      unit.id,
      rolled(6, dice),
    );
    if (slot === SLOT.models) takeOff(ctx, unit);
  }
  if (by !== null) ctx.state.dealt[by] = (ctx.state.dealt[by] ?? 0) + marked;
  return marked;
}

/** HP-MODELS: the models a marked Models slot takes off; the owner picks when there is a choice. */
function takeOff(ctx: Ctx, unit: UnitState): void {
  const left = onTable(unit);
  const queued = ctx.state.removals.find((r) => r.unit === unit.id);
  const count = left.length - modelsKept(unit);
  if (count <= (queued?.count ?? 0)) return;
  if (count >= left.length || left.length === 1) {
    ctx.state.removals = ctx.state.removals.filter((r) => r.unit !== unit.id);
    removeModels(
      ctx,
      unit,
      left.map((m) => m.id),
    );
  } else if (queued !== undefined) queued.count = count;
  else ctx.state.removals.push({ seat: unit.seat, unit: unit.id, count });
}

export function removeModels(ctx: Ctx, unit: UnitState, ids: readonly string[]): void {
  for (const m of unit.models) if (ids.includes(m.id)) m.gone = 'removed';
  const words = ids.length === 1 ? 'a model' : `${ids.length} models`;
  ctx.say(
    'HP-MODELS',
    `${unit.name} loses ${words}${isInPlay(unit) ? '' : ' and is removed from the table'}.`,
    unit.id,
    undefined,
    {
      refs: { figures: [...ids] },
    },
  );
  if (!isInPlay(unit)) unit.marker = null;
}
