// What the Models card says about the pieces a kind's model is drawn on: that there are none yet
// (a model given to a kind the table lacks changes nothing on it until one is placed), how many,
// and, for pieces with names of their own, which: "Other units" alone does not say which they are.

/** The most names listed; more, and the card says only how many. */
const MOST_NAMED = 4;

export function modelledWords(names: readonly string[], named: boolean): string {
  if (names.length === 0) return 'None on this table yet: each one placed is drawn with this model.';
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  if (!named || counts.size > MOST_NAMED) return `${names.length} on this table.`;
  const listed = [...counts].map(([name, n]) => (n === 1 ? name : `${name} ×${n}`));
  return `On this table: ${listed.join(', ')}.`;
}
