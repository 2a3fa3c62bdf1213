import type { Hex } from '../../../geometry';
import { hexDistance, hexKey, parseHexKey } from '../../../geometry';
import { footprint } from '../board/terrain';
import type { Action } from './actions';
import type { Ctx, HexPrintState, UnitState } from './gameState';
import { endsLevel, standProblem, taken } from './places';
import { batchesLeft, placeTerrain } from './terrainBatch';
import { nextPlacer } from './timer';
import { hexWords, placeFacts } from './placeFacts';
import { seatName, unitById } from './units';
import { routePlaces } from '../../../game/places/placeWords';
import { listWords } from '../../../table';

// HP-SETUP: before play the players take turns from the one who places first (the defender, or the
// roll-off's winner), each go one placement: a unit held in reserve, deployed in the zone the
// mission gives its seat, or one of the seat's terrain batches (terrainBatch.ts), in whichever order
// the player likes. A seat with nothing left to place is passed by. Then the markers go on the
// Timer from the same player, each player putting all of theirs on in turn (HP-TIMER, EN-HP-MARKERS).

export const inReserve = (u: UnitState): boolean => u.models.some((m) => m.gone === 'reserve');

/** Whether `seat` has a unit in reserve or a terrain batch still to place. */
export const hasToPlace = (s: HexPrintState, seat: string): boolean =>
  s.units.some((u) => u.seat === seat && inReserve(u)) || batchesLeft(s, seat).length > 0;

/** The next seat clockwise from `from` with something to place; the markers follow when none is left. */
export function nextDeployer(ctx: Ctx, from: number): void {
  const s = ctx.state;
  for (let k = 0; k < s.seats.length; k++) {
    const seat = s.seats[(from + k) % s.seats.length]!;
    if (hasToPlace(s, seat)) {
      s.placer = seat;
      s.phase = 'deploy';
      return;
    }
  }
  nextPlacer(ctx, s.seats.indexOf(s.first));
}

/** Whether hex `h` is in the zone the mission gives `seat`. */
export const inZone = (s: HexPrintState, seat: string, h: Hex): boolean =>
  s.mission.zones.some((z) => z.seat === seat && h.r >= z.rows[0] && h.r <= z.rows[1]);

export function deploy(ctx: Ctx, unitId: string, at: readonly Hex[]): HexPrintState {
  const s = ctx.state;
  const unit = unitById(s, unitId);
  ctx.need(unit !== undefined, 'HP-SETUP', `there is no unit "${unitId}"`);
  ctx.need(unit.seat === s.placer, 'HP-SETUP', `it is ${seatName(s, s.placer)}'s turn to deploy`);
  ctx.need(inReserve(unit), 'HP-SETUP', `${unit.name} is already on the table`);
  ctx.need(
    at.length === unit.models.length,
    'HP-SETUP',
    `${unit.name} needs a hex for each of its ${unit.models.length} models`,
  );
  const others = taken(s, null);
  unit.models.forEach((model, i) => {
    const h = at[i]!;
    for (const x of footprint(h, model.facing, unit.card.footprint))
      ctx.need(
        inZone(s, unit.seat, x),
        'HP-SETUP',
        `the hex ${hexWords(s, x, unit.id)} is outside ${seatName(s, unit.seat)}'s deployment rows`,
      );
    const problem = standProblem(s, unit, model, h, others);
    ctx.need(problem === null, 'HP-PLACE', `${unit.name} cannot stand there: ${problem}`);
    ctx.need(
      endsLevel(s, unit, model, h),
      'HP-MULTIHEX',
      `${unit.name} would stand with its hexes at different heights`,
    );
    for (const x of footprint(h, model.facing, unit.card.footprint)) others.add(hexKey(x));
    model.at = h;
    model.gone = null;
  });
  ctx.say(
    'HP-SETUP',
    `${seatName(s, unit.seat)} deploys ${unit.name} ${listWords(routePlaces(placeFacts(s, unit.id), at).map((p) => p.at))}.`,
    unit.id,
    undefined,
    {
      refs: { figures: unit.models.map((m) => m.id) },
    },
  );
  nextDeployer(ctx, s.seats.indexOf(unit.seat) + 1);
  return ctx.state;
}

/** HP-SETUP: a terrain batch placed is the placer's go, as a unit deployed is. */
export function placeBatch(ctx: Ctx, batchId: string, at: Hex, turn: number): HexPrintState {
  placeTerrain(ctx, batchId, at, turn);
  nextDeployer(ctx, ctx.state.seats.indexOf(ctx.state.placer) + 1);
  return ctx.state;
}

/** The unit's models on the first free hexes of its zone in `order`; null when they do not fit. */
export function placeIn(s: HexPrintState, unit: UnitState, order: readonly Hex[]): Action | null {
  const others = taken(s, null);
  const at: Hex[] = [];
  for (const model of unit.models) {
    const h = order.find(
      (x) =>
        footprint(x, model.facing, unit.card.footprint).every((f) => inZone(s, unit.seat, f)) &&
        standProblem(s, unit, model, x, others) === null &&
        endsLevel(s, unit, model, x),
    );
    if (h === undefined) return null;
    for (const f of footprint(h, model.facing, unit.card.footprint)) others.add(hexKey(f));
    at.push(h);
  }
  return { type: 'deploy', unit: unit.id, at };
}

const zoneOf = (s: HexPrintState, seat: string): Hex[] =>
  Object.keys(s.terrain.hexes)
    .map(parseHexKey)
    .filter((h) => inZone(s, seat, h))
    .sort((a, b) => a.r - b.r || a.q - b.q);

/** A deployment for each unit of the seat to deploy: its models on the first free hexes of its zone. */
export function deployments(s: HexPrintState): Action[] {
  const zone = zoneOf(s, s.placer);
  return s.units.filter((u) => u.seat === s.placer && inReserve(u)).flatMap((u) => placeIn(s, u, zone) ?? []);
}

/** The unit deployed from a clicked hex: its first model there, the others on the free zone hexes nearest it. */
export function deployFrom(s: HexPrintState, unit: UnitState, first: Hex): Action {
  const near = zoneOf(s, unit.seat).sort((a, b) => hexDistance(a, first) - hexDistance(b, first));
  return (
    placeIn(s, unit, [first, ...near]) ?? { type: 'deploy', unit: unit.id, at: unit.models.map(() => first) }
  );
}
