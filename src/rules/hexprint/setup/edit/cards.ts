import type { EditResult } from '../../../../table';
import { done, refuse } from '../../../../table';
import { checkCard } from '../cardChecks';
import type { Ability, AbilityKind, Card } from '../cardSchema';
import { cardSchema } from '../cardSchema';
import type { Setup } from '../schema';
import { guarded } from './guard';

// Cards of your own (HP-CARD): a unit card copied from one of the table's and written stat by stat,
// slot by slot, its two abilities chosen from the starter set's kinds. The card's own schema and
// checks read it as the loader would, and the loader's checks guard the table it is played on.

/** A card's fields as a player names them. */
function fieldWords(path: readonly PropertyKey[]): string {
  const [head, index, part] = path;
  if (head === 'act' || head === 'mov' || head === 'tar') return head.toUpperCase();
  if (head === 'boxes') return `slot ${Number(index) + 1}'s boxes`;
  if (head === 'abilities')
    return `ability ${Number(index) + 1}${part === undefined ? '' : `'s ${String(part)}`}`;
  return String(head);
}

/** A new card, a copy of `from` under a name and id of its own, for the player to write. */
export function copyCard(setup: Setup, from: string): EditResult<Setup> {
  const card = setup.cards.find((c) => c.id === from);
  if (card === undefined) return refuse(`no card "${from}" in this set-up`);
  if (setup.cards.length >= 32) return refuse('a table holds at most 32 unit cards');
  let n = 1;
  while (setup.cards.some((c) => c.id === `card-${n}`)) n++;
  const copy: Card = { ...card, id: `card-${n}`, name: `${card.name.slice(0, 30)} (mine ${n})` };
  return guarded(setup, done({ ...setup, cards: [...setup.cards, copy] }));
}

/** The card with some of its fields written anew; refused, naming the field, where the loader would refuse it. */
export function writeCard(setup: Setup, id: string, change: Partial<Omit<Card, 'id'>>): EditResult<Setup> {
  const old = setup.cards.find((c) => c.id === id);
  if (old === undefined) return refuse(`no card "${id}" in this set-up`);
  if (change.name !== undefined) {
    const name = change.name.trim();
    if (name.length === 0) return refuse('a card needs a name');
    if (name.length > 40)
      return refuse(`a card's name is at most 40 characters (this one has ${name.length})`);
    change = { ...change, name };
  }
  const read = cardSchema.safeParse({ ...old, ...change, id });
  if (!read.success) {
    const issue = read.error.issues[0]!;
    const why =
      issue.code === 'too_big'
        ? `at most ${String(issue.maximum)}`
        : issue.code === 'too_small'
          ? `at least ${String(issue.minimum)}`
          : issue.message;
    return refuse(`${old.name}: ${fieldWords(issue.path)} is ${why}`);
  }
  const problem = checkCard(read.data, 'card')[0];
  if (problem !== undefined) return refuse(`${old.name}: ${problem.problem}`);
  return guarded(setup, done({ ...setup, cards: setup.cards.map((c) => (c.id === id ? read.data : c)) }));
}

/** An ability of a starter kind with its first values: a shoot of 4 hexes and 1 die, a push of 1. */
export function abilityOf(kind: AbilityKind): Ability {
  if (kind === 'shoot') return { kind, range: 4, dice: 1 };
  if (kind === 'push') return { kind, distance: 1 };
  return { kind };
}

/** A card taken off the table's set; refused while a unit plays it. */
export function removeCard(setup: Setup, id: string): EditResult<Setup> {
  const card = setup.cards.find((c) => c.id === id);
  if (card === undefined) return refuse(`no card "${id}" in this set-up`);
  const playing = setup.units.find((u) => u.card === id);
  if (playing !== undefined) return refuse(`${playing.name} plays ${card.name}: give it another card first`);
  if (setup.cards.length === 1) return refuse('a table needs one unit card at least');
  return guarded(setup, done({ ...setup, cards: setup.cards.filter((c) => c.id !== id) }));
}
