import type { Hex } from '../../../geometry';
import type { Landmark, PlaceFacts } from '../../../game/places/placeWords';
import { moveWords, placeOf, tellApart } from '../../../game/places/placeWords';
import { regions } from '../../../game/places/regions';
import { levelAt } from './board';
import type { BattleTable, SeatView } from './gameState';
import type { Setup } from '../setup/schema';
import { tableOf } from './start';
import { hexKey } from '../../../geometry';

// Hex Battle Wars' table for the place words (the kit in src/game/places): its obstacles, grouped
// where they touch, with their levels (HB-LEVEL), its water and quicksand (HB-HAZARD), and the
// pieces standing on it: a visible character by its seat's name, an invisible one's tiles by number
// (never which is real, HB-HIDDEN).

const made = new WeakMap<BattleTable, Landmark[]>();

/** The obstacles and hazards as landmarks: fixed once the obstacles are placed, so made once a table. */
function ground(table: BattleTable): Landmark[] {
  const old = made.get(table);
  if (old !== undefined) return old;
  const kind = (h: Hex): string | null => {
    const hazard = table.hazards[hexKey(h)];
    if (hazard !== undefined) return `the ${hazard}`;
    return levelAt(table, h) > 0 ? 'obstacle' : null;
  };
  const marks: Landmark[] = regions(table.hexes, kind).map((r) =>
    r.kind === 'obstacle'
      ? { name: r.hexes.length === 1 ? 'the obstacle' : 'the obstacles', hexes: r.hexes, within: 'on' }
      : { name: r.kind, hexes: r.hexes, within: 'in' },
  );
  const named = tellApart(table.hexes, marks);
  made.set(table, named);
  return named;
}

/** What the place words need of a Hex Battle Wars game; `mover` is no landmark for its own move. */
export function placeFacts(s: SeatView, mover: string | null = null): PlaceFacts {
  const name = (seat: string) => s.seats.find((x) => x.id === seat)?.name ?? seat;
  const pieces: Landmark[] = [
    ...s.characters
      .filter((c) => c.at !== null && !c.dead && c.seat !== mover)
      .map((c) => ({ name: name(c.seat), hexes: [c.at!], within: null })),
    ...s.tiles
      .filter((t) => t.id !== mover)
      .map((t) => ({
        name: `${name(t.seat)}'s tile ${t.id.slice(t.id.lastIndexOf(':') + 1)}`,
        hexes: [t.at],
        within: null,
      })),
  ];
  return {
    board: s.table.hexes,
    level: (h) => levelAt(s.table, h),
    landmarks: [...ground(s.table), ...pieces],
  };
}

/** Where a hex is: "beside the water", "on the obstacles' second level", "beside Blue". */
export const hexWords = (s: SeatView, h: Hex, mover: string | null = null): string =>
  placeOf(placeFacts(s, mover), h).at;

/** A move's start and end: "from beside the water up onto the obstacle's first level". */
export const moveRouteWords = (s: SeatView, mover: string, from: Hex, to: Hex): string =>
  moveWords(placeFacts(s, mover), from, to);

/** The same of a set-up in the editor: its board and the characters placed on it. */
const tables = new WeakMap<Setup, BattleTable>();
export function setupPlaceFacts(setup: Setup): PlaceFacts {
  const table = tables.get(setup) ?? tables.set(setup, tableOf(setup)).get(setup)!;
  const name = (seat: string) => setup.seats.find((x) => x.id === seat)?.name ?? seat;
  const pieces: Landmark[] = setup.characters
    .filter((c) => c.at !== null)
    .map((c) => ({ name: name(c.seat), hexes: [c.at!], within: null }));
  return { board: table.hexes, level: (h) => levelAt(table, h), landmarks: [...ground(table), ...pieces] };
}

/** A hex of a set-up as the editor names it: "the hex beside the water". */
export const setupHexWords = (setup: Setup, h: Hex): string =>
  `the hex ${placeOf(setupPlaceFacts(setup), h).at}`;
