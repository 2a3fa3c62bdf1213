import type { Hex } from '../../../geometry';
import { hexDistance, hexKey, hexNeighbours } from '../../../geometry';
import { footprint, heightAt, terrainCost } from '../board/terrain';
import type { Ctx, HexPrintState, ModelState, UnitState } from './gameState';
import { endsLevel, standProblem, taken } from './places';
import { moveRouteWords } from './placeFacts';
import { SLOT, hasStatic, isDamaged, modelName } from './units';

// HP-MOVE: a move action gives each model of the unit MOV movement points; entering a hex costs its
// terrain plus one a level up or down (nothing for a Climber); points need not be spent; no model
// passes through another. HP-MOVE-ANY: all the points buy one step into any free adjacent hex.
// A damaged MOV moves one hex a move (HP-DAMAGED); a three-hex model ends level (HP-MULTIHEX).

export interface ModelMove {
  readonly model: string;
  /** The hexes its first hex steps into, in order. */
  readonly path: readonly Hex[];
  /** Spend every point for one step (HP-MOVE-ANY). */
  readonly all?: boolean | undefined;
}

/** Movement points one step costs: the dearest of the model's hexes entering their new hexes. */
export function stepCost(s: HexPrintState, unit: UnitState, facing: number, from: Hex, to: Hex): number {
  const before = footprint(from, facing, unit.card.footprint);
  const after = footprint(to, facing, unit.card.footprint);
  const climber = hasStatic(unit, 'climber');
  return Math.max(
    ...after.map(
      (h, i) =>
        terrainCost(s.terrain, h) +
        (climber ? 0 : Math.abs(heightAt(s.terrain, h) - heightAt(s.terrain, before[i]!))),
    ),
  );
}

export const hexesPerMove = (unit: UnitState): number => (isDamaged(unit, SLOT.mov) ? 1 : Infinity);

/** Checks one model's move and makes it; returns the points spent. */
export function moveModel(ctx: Ctx, unit: UnitState, model: ModelState, move: ModelMove): void {
  const s = ctx.state;
  const name = modelName(unit, model);
  ctx.need(move.path.length > 0, 'HP-MOVE', `${name} has no hex to move to: name at least one`);
  const others = taken(s, model.id);
  const rule = move.all === true ? 'HP-MOVE-ANY' : 'HP-MOVE';
  if (move.all === true)
    ctx.need(move.path.length === 1, rule, `spending every point buys one step, not ${move.path.length}`);
  else
    ctx.need(
      move.path.length <= hexesPerMove(unit),
      'HP-DAMAGED',
      `${unit.name}'s MOV is damaged: one hex a move`,
    );
  let at = model.at;
  let spent = 0;
  for (const [i, to] of move.path.entries()) {
    ctx.need(hexDistance(at, to) === 1, rule, `step ${i + 1} skips a hex: a move goes one hex at a time`);
    const problem = standProblem(s, unit, model, to, others);
    ctx.need(problem === null, 'HP-MOVE', `${name} cannot pass: ${problem}`);
    spent += stepCost(s, unit, model.facing, at, to);
    at = to;
  }
  ctx.need(
    endsLevel(s, unit, model, at),
    'HP-MULTIHEX',
    `${name} would end with its hexes at different heights`,
  );
  const points = unit.card.mov;
  if (move.all !== true)
    ctx.need(spent <= points, 'HP-MOVE', `that costs ${spent} movement points and ${name} has ${points}`);
  const route = moveRouteWords(s, unit.id, model.at, at);
  const cost =
    move.all === true
      ? `all ${points} movement point${points === 1 ? '' : 's'} for one step`
      : `${spent} of ${points} movement points`;
  ctx.say(rule, `${name} moves ${route}: ${cost}.`, model.id, undefined, { refs: { figures: [model.id] } });
  model.at = at;
}

interface Reached {
  readonly at: Hex;
  readonly from: Hex | null;
  readonly cost: number;
  readonly hexes: number;
}

/** Cheapest costs to every hex the model's first hex can reach with one move's points (Dijkstra). */
function search(s: HexPrintState, unit: UnitState, model: ModelState): Map<string, Reached> {
  const others = taken(s, model.id);
  const best = new Map<string, Reached>([
    [hexKey(model.at), { at: model.at, from: null, cost: 0, hexes: 0 }],
  ]);
  const queue = [model.at];
  while (queue.length > 0) {
    queue.sort((a, b) => best.get(hexKey(a))!.cost - best.get(hexKey(b))!.cost);
    const here = best.get(hexKey(queue.shift()!))!;
    if (here.hexes >= hexesPerMove(unit)) continue;
    for (const to of hexNeighbours(here.at)) {
      if (standProblem(s, unit, model, to, others) !== null) continue;
      const cost = here.cost + stepCost(s, unit, model.facing, here.at, to);
      const old = best.get(hexKey(to));
      if (cost > unit.card.mov || (old !== undefined && old.cost <= cost)) continue;
      best.set(hexKey(to), { at: to, from: here.at, cost, hexes: here.hexes + 1 });
      queue.push(to);
    }
  }
  return best;
}

/** Where a model can end a move from here, by key, with its cost; -1 for the all-points step (HP-MOVE-ANY). */
export function reach(
  s: HexPrintState,
  unit: UnitState,
  model: ModelState,
): Map<string, { at: Hex; cost: number }> {
  const out = new Map<string, { at: Hex; cost: number }>();
  for (const [k, v] of search(s, unit, model))
    if (v.hexes > 0 && endsLevel(s, unit, model, v.at)) out.set(k, { at: v.at, cost: v.cost });
  const others = taken(s, model.id);
  for (const to of hexNeighbours(model.at))
    if (
      !out.has(hexKey(to)) &&
      standProblem(s, unit, model, to, others) === null &&
      endsLevel(s, unit, model, to)
    )
      out.set(hexKey(to), { at: to, cost: -1 });
  return out;
}

/** The cheapest path to `to` within one move's points, or null. */
export function pathTo(s: HexPrintState, unit: UnitState, model: ModelState, to: Hex): Hex[] | null {
  const best = search(s, unit, model);
  if (!best.has(hexKey(to)) || hexKey(to) === hexKey(model.at)) return null;
  const path: Hex[] = [];
  for (let h: Hex | null = to; h !== null && hexKey(h) !== hexKey(model.at); h = best.get(hexKey(h))!.from)
    path.unshift(h);
  return path;
}
