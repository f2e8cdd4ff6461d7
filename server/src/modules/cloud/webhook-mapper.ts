import { digits, firstError, list, object, text } from './webhook-json.ts';
import { mapMessage, type MappedMessage } from './webhook-messages.ts';

export type { MappedInbound, MappedMessage, MediaReference } from './webhook-messages.ts';

/** A status of a message Balcão sent: an ack (1 sent, 2 delivered, 3 read, 4 played) or a failure with Meta's error. */
export type MappedStatus = { id: string; ack: number } | { id: string; failed: { title: string; details: string | null } };

export type MappedChange = {
  phoneNumberId: string;
  messages: MappedMessage[];
  statuses: MappedStatus[];
  /** Statuses of a kind Balcão does not know (logged, never stored). */
  unknownStatuses: string[];
  /** Meta's errors about the change itself, when it carries no message to show them on (logged). */
  errors: string[];
};

const ACKS: Record<string, number> = { sent: 1, delivered: 2, read: 3, played: 4 };

function mapStatus(status: Record<string, unknown>): MappedStatus | string | null {
  const id = text(status['id']);
  const state = text(status['status']);
  if (!id) {
    return null;
  }
  const ack = ACKS[state];
  if (ack !== undefined) {
    return { id, ack };
  }
  if (state === 'failed') {
    return { id, failed: firstError(status['errors']) ?? { title: 'Failed', details: null } };
  }
  return state || 'unknown';
}

/**
 * Reads a Cloud API webhook body (`whatsapp_business_account`, entries of `messages` changes) into
 * what Balcão does with it, per phone number id: messages to store (the wamid as id), edits,
 * revokes, reactions taken back, number changes, and statuses of sent messages. Pure and
 * forgiving: anything unexpected is skipped, never thrown.
 */
export function mapWebhook(body: unknown): MappedChange[] {
  const changes: MappedChange[] = [];
  for (const entry of list(object(body)['entry'])) {
    for (const change of list(entry['changes'])) {
      if (text(change['field']) !== 'messages') {
        continue;
      }
      const value = object(change['value']);
      const phoneNumberId = text(object(value['metadata'])['phone_number_id']);
      if (!phoneNumberId) {
        continue;
      }
      const names = new Map(list(value['contacts']).map((contact) => [digits(contact['wa_id']), text(object(contact['profile'])['name'])]));
      const mapped: MappedChange = { phoneNumberId, messages: [], statuses: [], unknownStatuses: [], errors: [] };
      for (const raw of list(value['messages'])) {
        const message = mapMessage(raw, names, value['errors']);
        if (message) {
          mapped.messages.push(message);
        }
      }
      for (const raw of list(value['statuses'])) {
        const status = mapStatus(raw);
        if (typeof status === 'string') {
          mapped.unknownStatuses.push(status);
        } else if (status) {
          mapped.statuses.push(status);
        }
      }
      const error = firstError(value['errors']);
      if (error && mapped.messages.length === 0 && mapped.statuses.length === 0) {
        mapped.errors.push(error.details ? `${error.title}: ${error.details}` : error.title);
      }
      changes.push(mapped);
    }
  }
  return changes;
}
