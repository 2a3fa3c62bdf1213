import type { Hex, Point } from '../../../../geometry';
import { hexDistance, hexKey, hexToPoint, pointToHex, tileHexes } from '../../../../geometry';
import type { EditResult } from '../../../../table';
import { done, refuse } from '../../../../table';
import { PLACEMENT_DISTANCE } from '../checks';
import { SEATS } from '../scenarios';
import type { Setup, SetupCharacter } from '../schema';
import { guarded, onBoard, seatName, withCharacter } from './guard';

// The players and their characters: stood on hexes, moved, taken off to be placed at the table
// (HB-PLACE), their sheets (HB-STATS, HB-PASS), and players added or removed (HB-SEATS).

/**
 * A seat's character on a hex, standing visible (it leaves its invisibility tiles, if it had them).
 * On a board where the characters were to be placed at the table, the others are stood too, each
 * on the free hex farthest from the rest (HB-PLACE: every character or none).
 */
export function placeCharacter(setup: Setup, seat: string, at: Hex): EditResult<Setup> {
  const moved = putCharacter(setup, seat, at);
  if (!moved.ok) return moved;
  const stood = standTheRest(moved.setup);
  return stood.ok ? guarded(setup, done(stood.setup, [seat])) : stood;
}

function putCharacter(setup: Setup, seat: string, at: Hex): EditResult<Setup> {
  if (!setup.characters.some((c) => c.seat === seat)) return refuse(`no seat "${seat}" at this table`);
  if (!onBoard(setup, at)) return refuse('that hex is on no tile of the board');
  const other = setup.characters.find((c) => c.seat !== seat && c.at !== null && hexKey(c.at) === hexKey(at));
  if (other !== undefined) return refuse(`${seatName(setup, other.seat)}'s character stands on that hex`);
  return done(withCharacter(setup, seat, { at: { q: at.q, r: at.r }, hidden: null }));
}

/** The hexes a character's pieces stand on: itself, or the tiles still on the board (a ghost hit is gone). */
export const standsOn = (c: SetupCharacter): Hex[] => [
  ...(c.at === null ? [] : [c.at]),
  ...(c.hidden?.tiles ?? []).filter((t): t is Hex => t !== null),
];

/** Every character still to be placed, stood on the free ground hex farthest from the others. */
function standTheRest(setup: Setup): EditResult<Setup> {
  let next = setup;
  for (const c of setup.characters) {
    if (c.at !== null || c.hidden !== null) continue;
    const taken = next.characters.flatMap(standsOn);
    const raised = new Set(next.board.stacks.map((st) => hexKey(st.at)));
    let best: { at: Hex; gap: number } | null = null;
    for (const h of next.board.tiles.flatMap(tileHexes)) {
      if (raised.has(hexKey(h))) continue;
      const gap = Math.min(...taken.map((t) => hexDistance(t, h)));
      if (best === null || gap > best.gap) best = { at: h, gap };
    }
    if (best === null || best.gap < PLACEMENT_DISTANCE)
      return refuse(
        `no ground hex is ${PLACEMENT_DISTANCE} hexes from every other character for ${seatName(setup, c.seat)}'s: make the board larger or move them apart`,
      );
    next = withCharacter(next, c.seat, { at: best.at });
  }
  return done(next);
}

/** The selected characters moved by a drag, each to the hex under its new centre. */
export function moveCharacters(setup: Setup, seats: readonly string[], by: Point): EditResult<Setup> {
  let next: Setup = setup;
  for (const seat of seats) {
    const c = setup.characters.find((x) => x.seat === seat);
    if (c === undefined || c.at === null) continue;
    const from = hexToPoint(setup.board, c.at);
    const to = pointToHex(setup.board, { x: from.x + by.x, y: from.y + by.y });
    const moved = putCharacter(next, seat, to);
    if (!moved.ok) return moved;
    next = moved.setup;
  }
  return guarded(setup, done(next, seats));
}

/** Every character taken off the board, to be placed at the table (HB-PLACE: every character or none). */
export function liftCharacters(setup: Setup): EditResult<Setup> {
  return done({ ...setup, characters: setup.characters.map((c) => ({ ...c, at: null, hidden: null })) }, []);
}

/** A character's sheet set in the editor: AC, invisibility (null: rolled at the table), passes. */
export function setSheet(
  setup: Setup,
  seat: string,
  sheet: Partial<Pick<SetupCharacter, 'ac' | 'invisibility' | 'passes'>>,
): EditResult<Setup> {
  if (!setup.characters.some((c) => c.seat === seat)) return refuse(`no seat "${seat}" at this table`);
  return done(withCharacter(setup, seat, sheet));
}

/** One more player (HB-SEATS: up to six), in the next colour, with a character placed at the table. */
export function addSeat(setup: Setup): EditResult<Setup> {
  if (setup.seats.length >= 6) return refuse('Hex Battle Wars is for two to six players');
  const seat = SEATS.find((s) => !setup.seats.some((x) => x.id === s.id));
  if (seat === undefined) return refuse('every seat colour is taken');
  const character: SetupCharacter = {
    seat: seat.id,
    at: null,
    ac: null,
    invisibility: null,
    passes: 3,
    hidden: null,
  };
  const added = { ...setup, seats: [...setup.seats, seat], characters: [...setup.characters, character] };
  // Where the others stand on the board, the new one stands too (HB-PLACE: every character or none).
  const stood = setup.characters.some((c) => c.at !== null || c.hidden !== null)
    ? standTheRest(added)
    : done(added);
  return stood.ok ? guarded(setup, done(stood.setup, [])) : stood;
}

/** A player and their character leave the table (HB-SEATS: two at least stay). */
export function removeSeat(setup: Setup, seat: string): EditResult<Setup> {
  if (setup.seats.length <= 2) return refuse('Hex Battle Wars needs two players at least');
  if (!setup.seats.some((s) => s.id === seat)) return refuse(`no seat "${seat}" at this table`);
  return done(
    {
      ...setup,
      seats: setup.seats.filter((s) => s.id !== seat),
      characters: setup.characters.filter((c) => c.seat !== seat),
    },
    [],
  );
}
