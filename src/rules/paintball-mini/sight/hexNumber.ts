/** A hex as one number, for maps keyed without building strings in the hot paths. */
export const hexNumber = (q: number, r: number): number => (q + 4096) * 8192 + (r + 4096);
