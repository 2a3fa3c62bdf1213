import { refusalOf } from '../../../game/moves';
import type { Hex } from '../../../geometry';
import { hexNeighbours } from '../../../geometry';
import { takeAbility } from './activation';
import { viewOf } from './cover';
import type { Ctx, HexPrintState, ModelState, UnitState } from './gameState';
import { dealDamage } from './damage';
import type { ForcedMove } from './forced';
import { checkForced, forcedMove } from './forced';
import { gap, hexesOf, isInPlay, modelById, modelName, onTable, unitById } from './units';

// The starter set's abilities beside Shoot, each one action (HP-ABILITY): Dig In, Spot, Pin, Stomp
// and a card's own Push. Pushes are chosen by the player who caused them (HP-FORCED); "enemy" is
// from that player's side (HP-FRIENDLY).

export function digIn(ctx: Ctx, index: 0 | 1): HexPrintState {
  const { unit } = takeAbility(ctx, index, 'dig in');
  unit.dugIn = true;
  ctx.say('HP-ABILITY', `${unit.name} digs in: one cover step better until its next activation.`, unit.id);
  return ctx.state;
}

export function spot(ctx: Ctx, index: 0 | 1, targetId: string): HexPrintState {
  const { unit } = takeAbility(ctx, index, 'spot');
  const target = enemyUnit(ctx, unit, targetId);
  const sees = onTable(unit).some((eye) =>
    onTable(target).some(
      (m) => viewOf(ctx.state, ctx.world, unit, eye, target, m).tier !== 'no line of sight',
    ),
  );
  ctx.need(sees, 'HP-LOS', `${unit.name} cannot see ${target.name}`);
  if (!target.spottedBy.includes(unit.id)) target.spottedBy.push(unit.id);
  ctx.say(
    'HP-ABILITY',
    `${unit.name} spots ${target.name}: one cover step worse for its side's other shots this round.`,
    unit.id,
    undefined,
    {
      refs: { figures: onTable(target).map((m) => m.id) },
    },
  );
  return ctx.state;
}

function enemyUnit(ctx: Ctx, unit: UnitState, id: string): UnitState {
  const target = unitById(ctx.state, id);
  ctx.need(target !== undefined && isInPlay(target), 'HP-ABILITY', `there is no unit "${id}" on the table`);
  ctx.need(target.seat !== unit.seat, 'HP-FRIENDLY', `${target.name} is not an enemy unit`);
  return target;
}

function adjacentEnemy(
  ctx: Ctx,
  unit: UnitState,
  id: string,
): { by: ModelState; unit: UnitState; model: ModelState } {
  const found = modelById(ctx.state, id);
  ctx.need(
    found !== undefined && found.model.gone === null,
    'HP-ABILITY',
    `there is no model "${id}" on the table`,
  );
  ctx.need(
    found.unit.seat !== unit.seat,
    'HP-FRIENDLY',
    `${modelName(found.unit, found.model)} is not an enemy model`,
  );
  const by = onTable(unit).find((m) => gap(hexesOf(unit, m), hexesOf(found.unit, found.model)) === 1);
  ctx.need(
    by !== undefined,
    'HP-WITHIN',
    `${modelName(found.unit, found.model)} is not next to ${unit.name}`,
  );
  return { by, ...found };
}

/** Stomp: push 2 an adjacent enemy model, and its unit takes 1 damage. */
export function stomp(ctx: Ctx, index: 0 | 1, targetId: string, path: readonly Hex[]): HexPrintState {
  const { unit } = takeAbility(ctx, index, 'stomp');
  const t = adjacentEnemy(ctx, unit, targetId);
  const move: ForcedMove = {
    how: 'push',
    most: 2,
    by: { unit, model: t.by },
    unit: t.unit,
    model: t.model,
    path,
  };
  const to = checkForced(ctx, move);
  ctx.say('HP-ABILITY', `${unit.name} stomps ${modelName(t.unit, t.model)}.`, unit.id);
  forcedMove(ctx, move, to);
  dealDamage(ctx, t.unit, 1, unit.seat);
  return ctx.state;
}

/** A card's own Push N: an adjacent enemy model. */
export function push(ctx: Ctx, index: 0 | 1, targetId: string, path: readonly Hex[]): HexPrintState {
  const { unit, ability } = takeAbility(ctx, index, 'push');
  const t = adjacentEnemy(ctx, unit, targetId);
  const move: ForcedMove = {
    how: 'push',
    most: ability.distance,
    by: { unit, model: t.by },
    unit: t.unit,
    model: t.model,
    path,
  };
  const to = checkForced(ctx, move);
  forcedMove(ctx, move, to);
  return ctx.state;
}

/** Pin: push 1 every model of a unit this activation's shots hit, away from the gunner. */
export function pin(
  ctx: Ctx,
  index: 0 | 1,
  targetId: string,
  pushes: readonly { model: string; path: readonly Hex[] }[],
): HexPrintState {
  const { unit } = takeAbility(ctx, index, 'pin');
  const target = enemyUnit(ctx, unit, targetId);
  ctx.need(
    ctx.state.activation!.hits.includes(target.id),
    'HP-ABILITY',
    `${unit.name} has not hit ${target.name} this activation: Pin pushes a unit it hits`,
  );
  const gunner = onTable(unit)[0]!;
  ctx.say('HP-ABILITY', `${unit.name} pins ${target.name}.`, unit.id);
  for (const model of onTable(target)) {
    const chosen = pushes.find((p) => p.model === model.id);
    const move = (path: readonly Hex[]): ForcedMove => ({
      how: 'push',
      most: 1,
      by: { unit, model: gunner },
      unit: target,
      model,
      path,
    });
    if (chosen === undefined) {
      ctx.need(
        !canPush(ctx, move),
        'HP-FORCED',
        `say where ${modelName(target, model)} is pushed: it can be`,
      );
      ctx.say('HP-FORCED', `${modelName(target, model)} has nowhere to be pushed.`, model.id);
      continue;
    }
    forcedMove(ctx, move(chosen.path), checkForced(ctx, move(chosen.path)));
  }
  const named = pushes.find((p) => !onTable(target).some((m) => m.id === p.model));
  ctx.need(
    named === undefined,
    'HP-FORCED',
    `"${named?.model}" is not a model of ${target.name} on the table`,
  );
  return ctx.state;
}

/** Whether any one-hex push of the model is allowed. */
export function canPush(ctx: Ctx, move: (path: readonly Hex[]) => ForcedMove): boolean {
  return hexNeighbours(move([]).model.at).some((h) => {
    return refusalOf(() => checkForced(ctx, move([h]))) === null;
  });
}
