import type { EditResult, SetupProblem } from '../../../../table';
import { checkEnvelope, refuse } from '../../../../table';
import { checkSetup } from '../checks';
import { setupHexWords } from '../../engine/placeFacts';
import type { Setup } from '../schema';

// The editor's edits of a HexPrint table: hexes raised and lowered a level at a time (HP-HEIGHT),
// tagged Land, Water, Forest or Ruins (HP-TAGS), units' models moved by a drag (a Walker whole,
// level, HP-MULTIHEX), units taken off to the reserve and back, renamed, the table cleared. Each
// returns a new set-up or says why not; none changes its input. An edit that would leave a table
// the loader refuses (a model in open water, a Walker astride two heights) is refused with the
// loader's reason in a player's words, so what the editor keeps always reopens.

/** A field of the set-up as a player names it: "North Scout", "the hex beside the forest", "the mission". */
function fieldWords(setup: Setup, field: string): string {
  const unit = /^units\[(\d+)\]/.exec(field);
  if (unit !== null) return setup.units[Number(unit[1])]?.name ?? 'a unit';
  const card = /^cards\[(\d+)\]/.exec(field);
  if (card !== null) return `the card ${setup.cards[Number(card[1])]?.name ?? ''}`.trim();
  const stack = /^board\.stacks\[(\d+)\]/.exec(field);
  const at = stack === null ? undefined : setup.board.stacks[Number(stack[1])]?.at;
  if (at !== undefined) return setupHexWords(setup, at);
  if (field.startsWith('mission')) return 'the mission';
  if (field.startsWith('terrainCards')) return 'the terrain cards';
  return 'the board';
}

/** A model as the players name it: its unit, and which of the unit's models where it has several. */
export function modelWords(setup: Setup, id: string): string {
  const unit = setup.units.find((u) => u.models.some((m) => m.id === id));
  if (unit === undefined) return 'a model';
  if (unit.models.length === 1) return unit.name;
  return `${unit.name} (model ${unit.models.findIndex((m) => m.id === id) + 1})`;
}

/** A problem of the set-up in a player's words: what it is about, then why. */
export function problemWords(setup: Setup, p: SetupProblem): string {
  const why = p.problem
    .replace(/(units|cards|board\.stacks)\[\d+\](\.[a-z]+(\[\d+\])?)*/g, (f) => fieldWords(setup, f))
    .replace(/model "([^"]+)"/g, (_, id: string) => modelWords(setup, id));
  return `${fieldWords(setup, p.field)} — ${why}`;
}

export const problemsOf = (setup: Setup) => [...checkEnvelope(setup), ...checkSetup(setup)];

/** The edit's result, or the first problem it brought that the table did not have before. */
export function guarded(before: Setup, result: EditResult<Setup>): EditResult<Setup> {
  if (!result.ok) return result;
  const had = new Set(problemsOf(before).map((p) => `${p.field}|${p.problem}`));
  const fresh = problemsOf(result.setup).find((p) => !had.has(`${p.field}|${p.problem}`));
  return fresh === undefined ? result : refuse(problemWords(result.setup, fresh));
}
