// Records keyed by a piece's id. An id is the player's own word, so it may be `constructor`,
// `toString` or `__proto__`: a plain object would read those from Object.prototype, or set its
// prototype instead of a key. These helpers read only own keys and write with defined properties, so
// a record stays plain data (it saves as JSON) whatever the ids are.

/** An empty record with no prototype: no key is inherited. */
export const emptyRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** The record's own value for `id`, never an inherited one. */
export const own = <T>(rec: Readonly<Record<string, T>>, id: string): T | undefined =>
  Object.hasOwn(rec, id) ? rec[id] : undefined;

/** A copy of the record with `id` set (defined as an own key, even for `__proto__`). */
export const withKey = <T>(rec: Readonly<Record<string, T>>, id: string, value: T): Record<string, T> => ({
  ...rec,
  [id]: value,
});

/** Sets `id` on a record being built (defined as an own key, even for `__proto__`). */
export function setKey<T>(rec: Record<string, T>, id: string, value: T): void {
  // `__proto__` is Object.prototype's one accessor: only it needs defining. Every other key, inherited
  // names such as `constructor` included, becomes an own key by plain assignment, which V8 keeps fast.
  if (id === '__proto__')
    Object.defineProperty(rec, id, { value, writable: true, enumerable: true, configurable: true });
  else rec[id] = value;
}
