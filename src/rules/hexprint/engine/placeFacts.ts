import type { Hex } from '../../../geometry';
import { hexKey, parseHexKey } from '../../../geometry';
import type { Landmark, PlaceFacts } from '../../../game/places/placeWords';
import { moveWords, placeOf, routeWords, tellApart } from '../../../game/places/placeWords';
import { regions } from '../../../game/places/regions';
import type { Terrain } from '../board/terrain';
import { cardsAt, heightAt } from '../board/terrain';
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

/** What the place words need of a HexPrint game; `mover`'s own models are no landmark for it. */
export function placeFacts(s: HexPrintState, mover: string | null = null): PlaceFacts {
  const { board, terrain } = terrainMarks(s.terrain, s.mission.hill);
  const units: Landmark[] = s.units
    .filter((u) => u.id !== mover && onTable(u).length > 0)
    .map((u) => ({ name: u.name, hexes: onTable(u).flatMap((m) => hexesOf(u, m)), within: null }));
  const areas: Landmark[] = s.mission.zones.map((z) => ({
    name: `${seatName(s, z.seat)}'s deployment rows`,
    hexes: board.filter((h) => h.r >= z.rows[0] && h.r <= z.rows[1]),
    within: 'in',
  }));
  return { board, level: (h) => heightAt(s.terrain, h), landmarks: [...terrain, ...units], areas };
}

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
