import type { Hex } from '../../../geometry';
import { hexDistance } from '../../../geometry';
import { footprint } from '../board/terrain';
import type { Ctx, ModelState, UnitState } from './gameState';
import { endsLevel, standProblem, taken } from './places';
import { moveRouteWords } from './placeFacts';
import { gap, hexesOf, modelName } from './units';

// HP-FORCED: push, pull and slide move a model at least one hex and at most the number given, along
// a path the player who caused them chose. A push ends at least one hex farther from the pusher, a
// pull at least one closer, a slide anywhere. The path passes no other model (HP-MOVE) and a
// three-hex model ends level (HP-MULTIHEX); terrain costs nothing.

export type Forced = 'push' | 'pull' | 'slide';

export interface ForcedMove {
  readonly how: Forced;
  readonly most: number;
  /** The model that causes it: push and pull measure from it. */
  readonly by: { readonly unit: UnitState; readonly model: ModelState };
  readonly unit: UnitState;
  readonly model: ModelState;
  readonly path: readonly Hex[];
}

/** Checks a forced move; throws the refusal, or returns where it ends. */
export function checkForced(ctx: Ctx, f: ForcedMove): Hex {
  const name = modelName(f.unit, f.model);
  ctx.need(f.path.length >= 1, 'HP-FORCED', `a ${f.how} moves ${name} at least one hex`);
  ctx.need(
    f.path.length <= f.most,
    'HP-FORCED',
    `a ${f.how} ${f.most} moves ${name} at most ${f.most} hex${f.most === 1 ? '' : 'es'}`,
  );
  const others = taken(ctx.state, f.model.id);
  let at = f.model.at;
  for (const [i, to] of f.path.entries()) {
    ctx.need(hexDistance(at, to) === 1, 'HP-FORCED', `step ${i + 1} of the ${f.how} skips a hex`);
    const problem = standProblem(ctx.state, f.unit, f.model, to, others);
    ctx.need(problem === null, 'HP-FORCED', `${name} cannot be moved there: ${problem}`);
    at = to;
  }
  ctx.need(
    endsLevel(ctx.state, f.unit, f.model, at),
    'HP-MULTIHEX',
    `${name} would end with its hexes at different heights`,
  );
  const from = hexesOf(f.by.unit, f.by.model);
  const before = gap(from, hexesOf(f.unit, f.model));
  const after = gap(from, footprint(at, f.model.facing, f.unit.card.footprint));
  if (f.how === 'push')
    ctx.need(
      after > before,
      'HP-FORCED',
      `a push must end farther from ${modelName(f.by.unit, f.by.model)} than it began`,
    );
  if (f.how === 'pull')
    ctx.need(
      after < before,
      'HP-FORCED',
      `a pull must end closer to ${modelName(f.by.unit, f.by.model)} than it began`,
    );
  return at;
}

export function forcedMove(ctx: Ctx, f: ForcedMove, to: Hex): void {
  const route = moveRouteWords(ctx.state, f.unit.id, f.model.at, to);
  const verb = { push: 'is pushed', pull: 'is pulled', slide: 'slides' }[f.how];
  ctx.say('HP-FORCED', `${modelName(f.unit, f.model)} ${verb} ${route}.`, f.model.id, undefined, {
    refs: { figures: [f.model.id, f.by.model.id] },
  });
  f.model.at = to;
}
