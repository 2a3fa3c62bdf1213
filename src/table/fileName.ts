/** A table's name as the start of a file name: "Capture the Flag" → "capture-the-flag" ("table" if nothing is left). */
export const fileSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'table';
