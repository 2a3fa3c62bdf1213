import type { Hex } from '../../../geometry';
import { hexDistance } from '../../../geometry';
import { whyNot } from '../../../game/legality';
import type { Action } from './actions';
import { apply } from './apply';
import { aims } from './shoot';
import { autoPlacement } from './autoSetup';
import { abilityCandidates, candidates, seatToAct } from './candidates';
import { pathTo, reach } from './movement';
import { diceEach } from './shotAsked';
import type { HexPrintState, UnitState } from './gameState';
import { hexesOf, isInPlay, onTable, unitById } from './units';
import type { HexPrintWorld } from './world';

// An automatic player for either side: it sets up its terrain and units (autoSetup.ts), then it shoots where it expects the most hits, stomps and pins
// what it can, re-rolls a missed die while it has counters, and otherwise walks towards the goal
// (the hill in King of the Hill, else the nearest enemy). Deterministic: the same game gives the
// same choice, so a game it plays replays exactly.

const engine = { apply };
const legal = (s: HexPrintState, a: Action, w: HexPrintWorld): boolean => whyNot(engine, s, a, w) === null;

/** Expected hits of a shot: each die hits on (7 − need) in 6. */
function expectedHits(
  s: HexPrintState,
  w: HexPrintWorld,
  unit: UnitState,
  target: UnitState,
  index: 0 | 1,
): number {
  const ability = unit.card.abilities[index];
  if (ability.kind !== 'shoot') return 0;
  const dice = diceEach(ability);
  return aims(s, w, unit, target, ability.range).reduce(
    (sum, a) => sum + (dice * Math.max(0, 7 - a.view.need)) / 6,
    0,
  );
}

function goalDistance(s: HexPrintState, unit: UnitState, at: Hex): number {
  if (s.mission.hill !== null) return hexDistance(at, s.mission.hill);
  const enemies = s.units
    .filter((u) => u.seat !== unit.seat && isInPlay(u))
    .flatMap((u) => onTable(u).flatMap((m) => hexesOf(u, m)));
  return Math.min(...enemies.map((h) => hexDistance(h, at)));
}

/** Each model to the reachable hex nearest the goal, if that is nearer than where it stands. */
function advance(s: HexPrintState, w: HexPrintWorld, unit: UnitState): Action | null {
  const moves = [];
  // Ties between equally near hexes go the same way for each side as seen from its own end of the
  // table (the second seat's steps turned half a circle), so mirrored positions get mirrored moves.
  const sign = s.seats.indexOf(unit.seat) % 2 === 0 ? 1 : -1;
  for (const model of onTable(unit)) {
    let best: { at: Hex; all: boolean; d: number; k: [number, number] } | null = null;
    const here = goalDistance(s, unit, model.at);
    for (const r of reach(s, unit, model).values()) {
      const d = goalDistance(s, unit, r.at);
      const k: [number, number] = [sign * (r.at.q - model.at.q), sign * (r.at.r - model.at.r)];
      const better =
        best === null
          ? d < here
          : d < best.d || (d === best.d && (k[0] < best.k[0] || (k[0] === best.k[0] && k[1] < best.k[1])));
      if (better) best = { at: r.at, all: r.cost < 0, d, k };
    }
    if (best !== null) moves.push({ model: model.id, path: [best.at], ...(best.all ? { all: true } : {}) });
  }
  if (moves.length === 0) return null;
  // Reach gives a path's end; the engine wants the path, so each model walks its cheapest one.
  const all: Action = { type: 'move', moves: moves.map((m) => withPath(s, unit, m)) };
  if (legal(s, all, w)) return all;
  const one: Action = { type: 'move', moves: [withPath(s, unit, moves[0]!)] };
  return legal(s, one, w) ? one : null;
}

function withPath(s: HexPrintState, unit: UnitState, m: { model: string; path: Hex[]; all?: boolean }) {
  if (m.all === true) return m;
  const model = unit.models.find((x) => x.id === m.model)!;
  return { model: m.model, path: pathTo(s, unit, model, m.path[0]!) ?? m.path };
}

/** Markers spread over segments 1–3, in card order: early units act soon, later ones bank counters. */
function spreadMarker(s: HexPrintState): Action {
  const mine = s.units.filter((u) => u.seat === s.placer);
  const placed = mine.filter((u) => u.marker !== null).length;
  const next = mine.find((u) => u.marker === null)!;
  return { type: 'placeMarker', unit: next.id, segment: 1 + (placed % 3) };
}

export function autoAction(s: HexPrintState, w: HexPrintWorld): Action | null {
  if (seatToAct(s) === null) return null;
  if (s.phase === 'deploy' && s.removals.length === 0) {
    const placed = autoPlacement(s);
    if (placed !== null && legal(s, placed, w)) return placed;
  }
  if (s.phase === 'markers') return spreadMarker(s);
  const a = s.activation;
  if (a === null || s.removals.length > 0 || s.phase !== 'activations')
    return candidates(s, w).find((x) => legal(s, x, w)) ?? null;
  const unit = unitById(s, a.unit)!;
  if (a.shot !== null) {
    const miss = a.shot.dice.findIndex((d) => !d.rerolled && d.value < d.need && d.need <= 6);
    return unit.counters > 0 && miss >= 0 ? { type: 'reroll', die: miss } : { type: 'takeHits' };
  }
  // Only the abilities are picked from the list: a move is chosen by advance's own search.
  const all = abilityCandidates(s, unit);
  const shots = all.filter(
    (x): x is Extract<Action, { type: 'shoot' }> => x.type === 'shoot' && legal(s, x, w),
  );
  const scored = shots
    .map((x) => ({ x, e: expectedHits(s, w, unit, unitById(s, x.target)!, x.ability) }))
    .sort((p, q) => q.e - p.e);
  if (scored.length > 0 && scored[0]!.e > 0) return scored[0]!.x;
  const strike = all.find(
    (x) => (x.type === 'stomp' || x.type === 'pin' || x.type === 'push') && legal(s, x, w),
  );
  if (strike !== undefined) return strike;
  const step = advance(s, w, unit);
  if (step !== null) return step;
  const dig = all.find((x) => x.type === 'digIn' && legal(s, x, w));
  if (dig !== undefined && !unit.dugIn) return dig;
  return { type: 'endActivation' };
}
