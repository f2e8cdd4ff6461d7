import { parseChannelEventName, recordChangeOf, type Channel, type ChannelPayloads, type RecordChannel } from '@balcao/shared';
import type { Emitter } from './realtime.ts';
import { userIdOfRoom } from './rooms.ts';

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

/** One copy of an event under the reference's name: to which rooms, under which name, with what. */
type Copy = { rooms: string[]; event: string; payload: Record<string, unknown> };

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

function recordCopies(companyId: number, channel: RecordChannel, rooms: string[], payload: Record<string, unknown>): Copy[] {
  const reference = REFERENCE_NAMES[channel];
  if (!reference) {
    return [];
  }
  const shaped = reference.recordShape ? referencePayload(channel, payload) : payload;
  return shaped ? [{ rooms, event: reference.name(companyId), payload: shaped }] : [];
}

/**
 * The internal chat as the reference's client hears it besides `company-{id}-chat`: a chat made or
 * changed by its owner on `company-{id}-chat-user-{userId}` (`record`), each participant's under their
 * own id and to their own room; a new message or a read on `company-{id}-chat-{chatId}` (Balcão's payload,
 * which is the reference's), to the same rooms as Balcão's event.
 */
function chatCopies(companyId: number, rooms: string[], payload: ChannelPayloads['chat']): Copy[] {
  const plain = payload as unknown as Record<string, unknown>;
  switch (payload.action) {
    case 'create':
    case 'update':
      if (payload.action === 'update' && payload.readBy !== undefined) {
        return [{ rooms, event: `company-${companyId}-chat-${payload.chat.id}`, payload: plain }];
      }
      return rooms.flatMap((room) => {
        const userId = userIdOfRoom(companyId, room);
        return userId === null
          ? []
          : [{ rooms: [room], event: `company-${companyId}-chat-user-${userId}`, payload: { ...plain, record: payload.chat } }];
      });
    case 'new-message':
      return [{ rooms, event: `company-${companyId}-chat-${payload.chat.id}`, payload: plain }];
    default:
      // Balcão's delete carries the `id` the reference's client reads.
      return [];
  }
}

function copiesOf(event: string, rooms: string[], payload: unknown): Copy[] {
  const parsed = parseChannelEventName(event);
  if (!parsed) {
    return [];
  }
  const { companyId, channel } = parsed;
  if (channel === 'chat') {
    return chatCopies(companyId, rooms, payload as ChannelPayloads['chat']);
  }
  return channel in REFERENCE_NAMES
    ? recordCopies(companyId, channel as RecordChannel & Channel, rooms, payload as Record<string, unknown>)
    : [];
}

/**
 * An emitter that also sends, to rooms that see Balcão's event, the event under the reference product's
 * name where its web client listens to another one (docs/decisions/whaticket-compatibility.md). Live
 * only: the replay after a reconnect (`sync`) is Balcão's.
 */
export function withReferenceChannels(emitter: Emitter): Emitter {
  return {
    to(rooms) {
      const target = emitter.to(rooms);
      return {
        emit(event, payload) {
          const sent = target.emit(event, payload);
          for (const copy of copiesOf(event, rooms, payload)) {
            emitter.to(copy.rooms).emit(copy.event, copy.payload);
          }
          return sent;
        },
      };
    },
  };
}
