/**
 * Reads a table in slices by id (keyset on the primary key), so an export holds one slice at a time
 * whatever the size of the table. `read(after, limit)` answers at most `limit` rows whose id is above
 * `after` (every row on the first call, when `after` is undefined), in id order; a short slice is the last.
 */
export async function* slicesById<K extends number | string, T extends { id: K }>(
  limit: number,
  read: (after: K | undefined, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after: K | undefined;
  for (;;) {
    const slice = await read(after, limit);
    const last = slice.at(-1);
    if (last !== undefined) {
      yield slice;
    }
    if (last === undefined || slice.length < limit) {
      return;
    }
    after = last.id;
  }
}
