import type { ChannelPayloads, RecordChannel, RecordOfChannel } from './channels.ts';
import type { RecordChange, RecordEvent } from './record-event-shape.ts';

export type { RecordChange, RecordEvent } from './record-event-shape.ts';

/** The payload of `channel` for a change: the record under the channel's name, the id under `{channel}Id`. */
export function recordEvent<C extends string, R>(channel: C, change: RecordChange<R>): RecordEvent<C, R> {
  switch (change.action) {
    case 'create':
    case 'update':
      return { action: change.action, [channel]: change.record };
    case 'delete':
      return { action: 'delete', [`${channel}Id`]: change.id };
    case 'reload':
      return { action: 'reload' };
  }
}

/** The change an event of a record channel states, read back on the client (the inverse of `recordEvent`). */
export function recordChangeOf<C extends RecordChannel>(channel: C, event: ChannelPayloads[C]): RecordChange<RecordOfChannel<C>> {
  const fields = event as unknown as Record<string, unknown>;
  switch (event.action) {
    case 'create':
    case 'update':
      return { action: event.action, record: fields[channel] as RecordOfChannel<C> };
    case 'delete':
      return { action: 'delete', id: fields[`${channel}Id`] as number };
    default:
      return { action: 'reload' };
  }
}
