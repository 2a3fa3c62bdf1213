import type { Hex } from '../../../../geometry';
import { hexKey, tileHexes } from '../../../../geometry';
import type { EditResult, SetupProblem } from '../../../../table';
import { checkEnvelope, refuse } from '../../../../table';
import { checkSetup } from '../checks';
import { setupHexWords } from '../../engine/placeFacts';
import type { Setup, SetupCharacter } from '../schema';

// The editor's edits of a Hex Battle Wars table: obstacles raised and lowered a level at a time
// (HB-LEVEL), water and quicksand laid on the ground (HB-HAZARD), each seat's character put on a
// hex, moved, or taken off to be placed at the table (HB-PLACE), tiles added and removed, and the
// game's own settings. Each returns a new set-up or says why not; none changes its input. An edit
// that would leave a table the loader refuses (two characters 5 hexes apart, a lone 3-level
// block) is refused with the loader's reason in a player's words, so what the editor keeps always
// reopens.

export const onBoard = (setup: Setup, h: Hex) =>
  setup.board.tiles.some((t) => tileHexes(t).some((x) => hexKey(x) === hexKey(h)));
export const seatName = (setup: Setup, seat: string) => setup.seats.find((s) => s.id === seat)?.name ?? seat;

/** A field of the set-up as a player names it: "Blue's character", "the hex beside the water". */
function fieldWords(setup: Setup, field: string): string {
  const character = /^characters\[(\d+)\]/.exec(field);
  if (character !== null)
    return `${seatName(setup, setup.characters[Number(character[1])]?.seat ?? '?')}'s character`;
  const stack = /^board\.stacks\[(\d+)\]/.exec(field);
  const at = stack === null ? undefined : setup.board.stacks[Number(stack[1])]?.at;
  if (at !== undefined) return setupHexWords(setup, at);
  const seat = /^seats\[(\d+)\]/.exec(field);
  if (seat !== null) return setup.seats[Number(seat[1])]?.name ?? 'a seat';
  return field.startsWith('obstacles') || field.startsWith('leftover')
    ? 'the obstacles to place'
    : 'the board';
}

/** A problem of the set-up in a player's words: what it is about, then why, fields named as pieces. */
export function problemWords(setup: Setup, p: SetupProblem): string {
  const why = p.problem.replace(/(characters|board\.stacks|seats)\[\d+\](\.[a-z]+(\[\d+\])?)*/g, (f) =>
    fieldWords(setup, f),
  );
  return `${fieldWords(setup, p.field)} — ${why}`;
}

const problemsOf = (setup: Setup) => [...checkEnvelope(setup), ...checkSetup(setup)];

/** The edit's result, or the first problem it brought that the table did not have before. */
export function guarded(before: Setup, result: EditResult<Setup>): EditResult<Setup> {
  if (!result.ok) return result;
  const had = new Set(problemsOf(before).map((p) => p.problem));
  const fresh = problemsOf(result.setup).find((p) => !had.has(p.problem));
  return fresh === undefined ? result : refuse(problemWords(result.setup, fresh));
}

export const withCharacter = (setup: Setup, seat: string, change: Partial<SetupCharacter>): Setup => ({
  ...setup,
  characters: setup.characters.map((c) => (c.seat === seat ? { ...c, ...change } : c)),
});
