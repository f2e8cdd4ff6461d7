/**
 * What a record channel carries (`company-{id}-queue`, `-contact`, `-user`, …): a created or changed
 * record under the channel's own name, a deleted record's id under `{channel}Id`, or `reload` (the
 * list changed too much to patch: fetch it again).
 */
export type RecordEvent<C extends string, R> =
  ({ action: 'create' | 'update' } & { [K in C]: R }) | ({ action: 'delete' } & { [K in `${C}Id`]: number }) | { action: 'reload' };

/** A change as a service states it, before it becomes its channel's payload. */
export type RecordChange<R> = { action: 'create' | 'update'; record: R } | { action: 'delete'; id: number } | { action: 'reload' };
