import type { Hex } from '../../../geometry';
import { hexNeighbours } from '../../../geometry';
import type { Action } from './actions';
import { deployments } from './deploy';
import { terrainPlacements } from './terrainBatch';
import { reach } from './movement';
import type { HexPrintState, UnitState } from './gameState';
import { gap, hexesOf, isInPlay, onTable, unitById } from './units';
import type { HexPrintWorld } from './world';

// Every action worth trying from here, for the automatic player, the tests and legality.ts's
// legalActions (which keeps those the engine takes). Moves are one model at a time to each hex it
// can reach; pushes go straight away from the pusher.

/** Who must act now, or null when the game is over. */
export function seatToAct(s: HexPrintState): string | null {
  if (s.phase === 'over') return null;
  if (s.removals.length > 0) return s.removals[0]!.seat;
  if (s.phase === 'markers' || s.phase === 'deploy') return s.placer;
  if (s.phase === 'time') return s.order[0]!;
  if (s.activation !== null) return unitById(s, s.activation.unit)!.seat;
  return s.order[s.next]!;
}

function choose<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return list.flatMap((x, i) => choose(list.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}

/** Pushes of `n` hexes or fewer, straight away from `from`: the hexes a step farther each time. */
export function pushPaths(from: readonly Hex[], at: Hex, n: number): Hex[][] {
  const out: Hex[][] = [];
  let paths: Hex[][] = [[]];
  for (let k = 0; k < n; k++) {
    paths = paths.flatMap((p) => {
      const last = p.length === 0 ? at : p[p.length - 1]!;
      const d = gap(from, [last]);
      return hexNeighbours(last)
        .filter((h) => gap(from, [h]) > d)
        .map((h) => [...p, h]);
    });
    out.push(...paths);
  }
  return out;
}

function activationCandidates(s: HexPrintState, unit: UnitState): Action[] {
  const a = s.activation!;
  if (a.shot !== null)
    return [{ type: 'takeHits' }, ...a.shot.dice.map((_, die) => ({ type: 'reroll' as const, die }))];
  const out: Action[] = [{ type: 'endActivation' }];
  for (const model of onTable(unit))
    for (const r of reach(s, unit, model).values())
      out.push({
        type: 'move',
        moves: [{ model: model.id, path: [r.at], ...(r.cost < 0 ? { all: true } : {}) }],
      });
  return out.concat(abilityCandidates(s, unit));
}

/**
 * The activating unit's abilities against each enemy (shots, spots, strikes, dig in), in the order
 * `candidates` lists them: what the automatic player picks from, without the moves to every hex the
 * unit reaches (it walks by a search of its own, autoPlayer.ts's advance).
 */
export function abilityCandidates(s: HexPrintState, unit: UnitState): Action[] {
  const a = s.activation!;
  const out: Action[] = [];
  const enemies = s.units.filter((u) => u.seat !== unit.seat && isInPlay(u));
  unit.card.abilities.forEach((ability, i) => {
    const index = i as 0 | 1;
    switch (ability.kind) {
      case 'shoot':
      case 'spot':
        for (const e of enemies) out.push({ type: ability.kind, ability: index, target: e.id });
        break;
      case 'dig in':
        out.push({ type: 'digIn', ability: index });
        break;
      case 'pin':
        for (const id of a.hits) {
          const e = unitById(s, id)!;
          const from = hexesOf(unit, onTable(unit)[0]!);
          const pushes = onTable(e).flatMap((m) =>
            pushPaths(from, m.at, 1)
              .slice(0, 1)
              .map((path) => ({ model: m.id, path })),
          );
          out.push({ type: 'pin', ability: index, target: e.id, pushes });
        }
        break;
      case 'stomp':
      case 'push':
        for (const e of enemies)
          for (const m of onTable(e)) {
            const by = onTable(unit).find((x) => gap(hexesOf(unit, x), hexesOf(e, m)) === 1);
            if (by === undefined) continue;
            const most = ability.kind === 'stomp' ? 2 : ability.distance;
            for (const path of pushPaths(hexesOf(unit, by), m.at, most))
              out.push({ type: ability.kind, ability: index, target: m.id, path });
          }
        break;
      default:
        break;
    }
  });
  return out;
}

export function candidates(s: HexPrintState, _world: HexPrintWorld): Action[] {
  if (s.phase === 'over') return [];
  if (s.removals.length > 0) {
    const r = s.removals[0]!;
    const ids = onTable(unitById(s, r.unit)!).map((m) => m.id);
    return choose(ids, r.count).map((models) => ({ type: 'removeModels', models }));
  }
  if (s.phase === 'deploy') return [...terrainPlacements(s), ...deployments(s)];
  if (s.phase === 'markers')
    return s.units
      .filter((u) => u.seat === s.placer && u.marker === null)
      .flatMap((u) =>
        [1, 2, 3, 4, 5, 6].map((segment) => ({ type: 'placeMarker' as const, unit: u.id, segment })),
      );
  if (s.phase === 'time') return [{ type: 'turnTime' }];
  if (s.activation !== null) return activationCandidates(s, unitById(s, s.activation.unit)!);
  const seat = s.order[s.next]!;
  const ready = s.units
    .filter((u) => u.seat === seat && u.marker === 'pool' && isInPlay(u))
    .map((u) => ({ type: 'activate' as const, unit: u.id }));
  return ready.length > 0 ? ready : [{ type: 'pass' }];
}
