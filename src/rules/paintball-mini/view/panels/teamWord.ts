/** A side as a player says it; a dash for none. */
export const teamWord = (t: string | null) => (t === 'red' ? 'Red' : t === 'blue' ? 'Blue' : '—');
