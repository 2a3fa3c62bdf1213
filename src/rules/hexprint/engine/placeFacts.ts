import type { Hex } from '../../../geometry';
import { hexKey, parseHexKey } from '../../../geometry';
import type { Landmark, PlaceFacts } from '../../../game/places/placeWords';
import { moveWords, placeOf, routeWords, tellApart } from '../../../game/places/placeWords';
import { regions } from '../../../game/places/regions';
import type { Terrain } from '../board/terrain';
import { cardsAt, footprint, heightAt, terrainOf } from '../board/terrain';
import type { Mission, Setup } from '../setup/schema';
import type { HexPrintState } from './gameState';
import { hexesOf, onTable, seatName } from './units';

// HexPrint's table for the place words (the kit in src/game/places): its terrain by card (the
// forest, the ruins, the water), its raised land as hills with their levels (the mission's hill as
// "the objective hill"), the other units on the table, and each seat's deployment rows.

/** The board's hexes and its terrain as landmarks: fixed for a game, so made once a terrain. */
const made = new WeakMap<Terrain, { board: Hex[]; terrain: Landmark[] }>();

function terrainMarks(t: Terrain, objective: Hex | null): { board: Hex[]; terrain: Landmark[] } {
  const old = made.get(t);
  if (old !== undefined) return old;
  const board = Object.keys(t.hexes).map(parseHexKey);
  const kind = (h: Hex): string | null => {
    const card = cardsAt(t, h)[0];
    if (card !== undefined) return `the ${card.name.toLowerCase()}`;
    return heightAt(t, h) > 0 ? 'the hill' : null;
  };
  const marks: Landmark[] = regions(board, kind).map((r) => ({
    name: r.kind,
    hexes: r.hexes,
    within: r.kind === 'the hill' ? 'on' : 'in',
  }));
  const named = tellApart(board, marks).map((l) =>
    objective !== null && l.hexes.some((h) => hexKey(h) === hexKey(objective)) && l.within === 'on'
      ? { ...l, name: 'the objective hill' }
      : l,
  );
  const onAHill = named.some((l) => l.name === 'the objective hill');
  const terrain: Landmark[] =
    objective !== null && !onAHill
      ? [{ name: 'the objective', hexes: [objective], within: 'on' }, ...named]
      : named;
  const out = { board, terrain };
  made.set(t, out);
  return out;
}

/** A unit as the place words see it: its name and the hexes its models cover on the table. */
interface Standing {
  readonly id: string;
  readonly name: string;
  readonly hexes: readonly Hex[];
}

function facts(
  terrain: Terrain,
  mission: Mission,
  units: readonly Standing[],
  seatName: (seat: string) => string,
  mover: string | null,
): PlaceFacts {
  const { board, terrain: marks } = terrainMarks(terrain, mission.hill);
  const others: Landmark[] = units
    .filter((u) => u.id !== mover && u.hexes.length > 0)
    .map((u) => ({ name: u.name, hexes: u.hexes, within: null }));
  const areas: Landmark[] = mission.zones.map((z) => ({
    name: `${seatName(z.seat)}'s deployment rows`,
    hexes: board.filter((h) => h.r >= z.rows[0] && h.r <= z.rows[1]),
    within: 'in',
  }));
  return { board, level: (h) => heightAt(terrain, h), landmarks: [...marks, ...others], areas };
}

/** What the place words need of a HexPrint game; `mover`'s own models are no landmark for it. */
export function placeFacts(s: HexPrintState, mover: string | null = null): PlaceFacts {
  const units = s.units.map((u) => ({
    id: u.id,
    name: u.name,
    hexes: onTable(u).flatMap((m) => hexesOf(u, m)),
  }));
  return facts(s.terrain, s.mission, units, (seat) => seatName(s, seat), mover);
}

/** The same of a set-up in the editor: its board, its mission and the units placed on it. */
const setupTerrain = new WeakMap<Setup, Terrain>();
export function setupPlaceFacts(setup: Setup): PlaceFacts {
  const terrain =
    setupTerrain.get(setup) ??
    setupTerrain.set(setup, terrainOf(setup.board, setup.terrainCards)).get(setup)!;
  const units = setup.units.map((u) => {
    const size = setup.cards.find((c) => c.id === u.card)?.footprint ?? 1;
    return {
      id: u.id,
      name: u.name,
      hexes: u.reserve ? [] : u.models.flatMap((m) => footprint(m.at, m.facing, size)),
    };
  });
  const seatName = (seat: string) => setup.seats.find((x) => x.id === seat)?.name ?? seat;
  return facts(terrain, setup.mission, units, seatName, null);
}

/** A hex of a set-up as the editor names it: "the hex beside the forest". */
export const setupHexWords = (setup: Setup, h: Hex): string =>
  `the hex ${placeOf(setupPlaceFacts(setup), h).at}`;

/** Where a hex is, for a unit's log line or refusal: "beside the forest", "on the hill's second level". */
export const hexWords = (s: HexPrintState, h: Hex, mover: string | null = null): string =>
  placeOf(placeFacts(s, mover), h).at;

/** A move's start and end: "from beside the forest up onto the hill's second level". */
export const moveRouteWords = (s: HexPrintState, mover: string, from: Hex, to: Hex): string =>
  moveWords(placeFacts(s, mover), from, to);

/** A path's hexes one after another, each read differently from the one before where it can. */
export const pathWords = (s: HexPrintState, mover: string, hexes: readonly Hex[]): string =>
  routeWords(placeFacts(s, mover), hexes);

/** Where a move to a hex goes: "into the forest", "onto the hill's second level", "beside North Scout". */
export const intoWords = (s: HexPrintState, h: Hex, mover: string | null = null): string =>
  placeOf(placeFacts(s, mover), h).into;
