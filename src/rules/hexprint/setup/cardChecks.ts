import type { SetupProblem } from '../../../table';
import type { Card, TerrainCard } from './cardSchema';
import { STATIC_KINDS } from './cardSchema';

// What a card's schema cannot say: slot 6 has a box for every model at least (HP-MODELS), statics are static
// kinds, and a card's abilities can be used (a shoot with no dice is caught by the schema).

const isStatic = (kind: string): boolean => (STATIC_KINDS as readonly string[]).includes(kind);

export function checkCard(card: Card, field: string): SetupProblem[] {
  const problems: SetupProblem[] = [];
  if (card.boxes[5] < card.models)
    problems.push({
      field: `${field}.boxes[5]`,
      problem: `slot 6 (Models) needs a box for each of its ${card.models} models, not ${card.boxes[5]}`,
    });
  card.statics.forEach((a, i) => {
    if (!isStatic(a.kind))
      problems.push({
        field: `${field}.statics[${i}].kind`,
        problem: `"${a.kind}" costs an action: put it in abilities; statics are ${STATIC_KINDS.join(' or ')}`,
      });
    else if (a.uses !== undefined)
      problems.push({
        field: `${field}.statics[${i}].uses`,
        problem: 'a static ability is always on: no uses',
      });
  });
  card.abilities.forEach((a, i) => {
    if (isStatic(a.kind) && a.uses !== undefined)
      problems.push({
        field: `${field}.abilities[${i}].uses`,
        problem: 'a static ability is always on: no uses',
      });
  });
  return problems;
}

/** Terrain cards are told apart by tag as well as by id: a hex's tag names one card. */
export function checkTerrainCards(cards: readonly TerrainCard[]): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const ids = new Map<string, number>();
  const tags = new Map<string, number>();
  cards.forEach((c, i) => {
    const id = ids.get(c.id);
    if (id !== undefined)
      problems.push({ field: `terrainCards[${i}].id`, problem: `"${c.id}" is already terrainCards[${id}]` });
    else ids.set(c.id, i);
    const tag = tags.get(c.tag);
    if (tag !== undefined)
      problems.push({
        field: `terrainCards[${i}].tag`,
        problem: `tag "${c.tag}" is already terrainCards[${tag}]'s: one card a tag`,
      });
    else tags.set(c.tag, i);
  });
  return problems;
}
