import type { Hex } from '../../../geometry';
import type { Tier } from './cover';
import { damagedMeaning } from './damage';
import { reach } from './movement';
import { aims } from './shoot';
import type { ShotAsked } from './shotAsked';
import { diceEach, shotOf } from './shotAsked';
import type { HexPrintState } from './gameState';
import {
  SLOT,
  abilityName,
  gap,
  hexesOf,
  isDamaged,
  modelById,
  onTable,
  seatName,
  slotName,
  unitById,
} from './units';
import type { HexPrintWorld } from './world';

// What the view draws, read from the state in one place: the Hex Timer dial, a unit card with its
// boxes and what a damaged slot now means, the hexes a model can reach with their cost, and a
// shot's breakdown model by model. The integrator's panels render these; none restates a rule.

export interface TimerView {
  readonly segment: number;
  readonly round: number;
  /** How often the Timer has turned to 6, of the mission's rotations. */
  readonly sixes: number;
  readonly rotations: number;
  /** Segments 1–6 with the units whose markers are on them. */
  readonly segments: readonly {
    readonly segment: number;
    readonly units: readonly { id: string; name: string; seat: string }[];
  }[];
  /** Each player's initiative dice and the units whose markers are in their pool. */
  readonly pools: readonly {
    seat: string;
    name: string;
    dice: readonly number[];
    units: readonly string[];
  }[];
  /** The face being activated and whose go it is, while units activate. */
  readonly face: number | null;
  readonly toGo: string | null;
}

export function timerView(s: HexPrintState): TimerView {
  return {
    segment: s.timer.segment,
    round: s.timer.round,
    sixes: s.timer.sixes,
    rotations: s.mission.rotations,
    segments: [1, 2, 3, 4, 5, 6].map((segment) => ({
      segment,
      units: s.units
        .filter((u) => u.marker === segment)
        .map((u) => ({ id: u.id, name: u.name, seat: u.seat })),
    })),
    pools: s.seats.map((seat) => ({
      seat,
      name: seatName(s, seat),
      dice: [...s.pools[seat]!].sort((a, b) => b - a),
      units: s.units.filter((u) => u.seat === seat && u.marker === 'pool').map((u) => u.id),
    })),
    face: s.phase === 'activations' ? s.face : null,
    toGo: s.phase === 'activations' ? s.order[s.next]! : null,
  };
}

export interface SlotView {
  readonly slot: number;
  readonly name: string;
  readonly boxes: number;
  readonly marked: number;
  readonly damaged: boolean;
  /** What the damage means now, in a player's words ("one hex per move"); empty while undamaged. */
  readonly meaning: string;
}

export interface CardView {
  readonly name: string;
  readonly type: string;
  readonly seat: string;
  readonly act: number;
  readonly mov: number;
  /** "4+" */
  readonly tar: string;
  readonly abilities: readonly string[];
  readonly statics: readonly string[];
  readonly slots: readonly SlotView[];
  readonly counters: number;
  readonly models: { readonly onTable: number; readonly of: number };
  readonly dugIn: boolean;
  readonly spotted: boolean;
}

export function cardView(s: HexPrintState, unitId: string): CardView | null {
  const unit = unitById(s, unitId);
  if (unit === undefined) return null;
  return {
    name: unit.name,
    type: unit.card.type,
    seat: unit.seat,
    act: unit.card.act,
    mov: unit.card.mov,
    tar: `${unit.card.tar}+`,
    abilities: unit.card.abilities.map(abilityName),
    statics: unit.card.statics.map(abilityName),
    slots: [0, 1, 2, 3, 4, 5].map((slot) => ({
      slot: slot + 1,
      name: slotName(unit, slot),
      boxes: unit.card.boxes[slot]!,
      marked: unit.marks[slot]!,
      damaged: isDamaged(unit, slot),
      meaning: isDamaged(unit, slot) ? damagedMeaning(unit, slot) : '',
    })),
    counters: unit.counters,
    models: { onTable: onTable(unit).length, of: unit.models.length },
    dugIn: unit.dugIn,
    spotted: unit.spottedBy.length > 0,
  };
}

/** The hexes a model can move to in one move, with their cost; `allPoints` where only spending every point gets there. */
export function reachView(
  s: HexPrintState,
  modelId: string,
): { at: Hex; cost: number; allPoints: boolean }[] {
  const found = modelById(s, modelId);
  if (found === undefined || found.model.gone !== null) return [];
  return [...reach(s, found.unit, found.model).values()].map((r) => ({
    at: r.at,
    cost: r.cost < 0 ? found.unit.card.mov : r.cost,
    allPoints: r.cost < 0,
  }));
}

export interface ShotLine {
  readonly shooter: string;
  readonly target: string;
  readonly percent: number;
  readonly tier: Tier;
  readonly why: string;
  readonly need: number;
  readonly dice: number;
  /** Hexes that hide part of the target, to highlight. */
  readonly blockers: readonly Hex[];
}

/** A shot's breakdown before the dice: each shooting model, what it sees and the roll it needs. */
export function shotView(s: HexPrintState, world: HexPrintWorld, asked: ShotAsked): ShotLine[] {
  const shot = shotOf(s, asked);
  if (shot === null || isDamaged(shot.unit, SLOT.first + asked.ability)) return [];
  const { unit, target, ability } = shot;
  return aims(s, world, unit, target, ability.range).map((a) => ({
    shooter: a.shooter.id,
    target: a.target.id,
    percent: (100 * a.view.sighting.seen) / a.view.sighting.samples,
    tier: a.view.tier,
    why: a.view.why,
    need: a.view.need,
    dice: diceEach(ability),
    blockers: a.view.sighting.blockers,
  }));
}

/**
 * Why a unit has no shot at another with its shooting ability in slot `index + 4`, for a card that
 * shows none: out of reach (HP-WITHIN, counted between the nearest hexes of the two), or in reach
 * with every line showing 10 % or less of the target (HP-LOS).
 */
export function noShotWords(s: HexPrintState, asked: ShotAsked): string {
  const shot = shotOf(s, asked);
  if (shot === null) return 'There is no shot to take.';
  const { unit, target, ability } = shot;
  const hexes = (u: typeof unit) => onTable(u).flatMap((m) => hexesOf(u, m));
  const apart = gap(hexes(unit), hexes(target));
  const reach = `${unit.name}'s ${abilityName(ability)} reaches ${ability.range} hexes`;
  if (apart > ability.range)
    return `Out of range: ${reach}, and the nearest model of ${target.name} is ${apart} hexes away.`;
  return `${reach} and ${target.name} is within them, but no model of ${unit.name} sees more than 10 % of a model of ${target.name}.`;
}
