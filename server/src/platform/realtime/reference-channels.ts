import { parseChannelEventName, recordChangeOf, type Channel, type ChannelPayloads, type RecordChannel } from '@balcao/shared';
import type { Emitter } from './realtime.ts';

/**
 * The reference product's event name of a record channel where it differs from Balcão's, and whether its
 * payload is `{ action, record }` / `{ action, id }` (its shape) or Balcão's own (`schedule` kept it).
 */
const REFERENCE_NAMES: Partial<Record<RecordChannel, { name: (companyId: number) => string; recordShape: boolean }>> = {
  contactList: { name: (id) => `company-${id}-ContactList`, recordShape: true },
  contactListItem: { name: (id) => `company-${id}-ContactListItem`, recordShape: true },
  quickMessage: { name: (id) => `company${id}-quickemessage`, recordShape: true },
  schedule: { name: (id) => `company${id}-schedule`, recordShape: false },
  announcement: { name: () => 'company-announcement', recordShape: true },
};

/** The reference's payload: Balcão's, plus `record` or `id` as its client reads them; null when it has none (a reload). */
function referencePayload(channel: RecordChannel, payload: Record<string, unknown>): Record<string, unknown> | null {
  const change = recordChangeOf(channel, payload as ChannelPayloads[typeof channel]);
  switch (change.action) {
    case 'create':
    case 'update':
      return { ...payload, record: change.record };
    case 'delete':
      return { ...payload, id: change.id };
    default:
      // The reference's reload carries the list's items, which Balcão's does not: its client would fail on it.
      return null;
  }
}

/**
 * An emitter that also sends, to the same rooms, the event under the reference product's name where its
 * web client listens to another one (docs/decisions/whaticket-compatibility.md). Live only: the replay
 * after a reconnect (`sync`) is Balcão's.
 */
export function withReferenceChannels(emitter: Emitter): Emitter {
  return {
    to(rooms) {
      const target = emitter.to(rooms);
      return {
        emit(event, payload) {
          const sent = target.emit(event, payload);
          const parsed = parseChannelEventName(event);
          const reference = parsed ? REFERENCE_NAMES[parsed.channel as RecordChannel & Channel] : undefined;
          if (parsed && reference) {
            const shaped = reference.recordShape
              ? referencePayload(parsed.channel as RecordChannel, payload as Record<string, unknown>)
              : (payload as Record<string, unknown>);
            if (shaped) {
              emitter.to(rooms).emit(reference.name(parsed.companyId), shaped);
            }
          }
          return sent;
        },
      };
    },
  };
}
