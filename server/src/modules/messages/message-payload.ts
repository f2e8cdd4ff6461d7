import type { MessageEvent } from '@balcao/shared';
import type { Message } from './message.entity.ts';

type AnnouncedMessage = Pick<
  Message,
  | 'id'
  | 'ticketId'
  | 'body'
  | 'fromMe'
  | 'read'
  | 'ack'
  | 'mediaType'
  | 'mediaId'
  | 'isDeleted'
  | 'isEdited'
  | 'recovered'
  | 'sendStatus'
  | 'sendError'
  | 'clientKey'
  | 'userId'
  | 'createdAt'
> &
  // The batch path's rows leave them out: it only stores plain text.
  Partial<Pick<Message, 'details' | 'referral'>>;

/** What the storing code has in hand besides the row: the contact who wrote, the stored file's name. */
type Known = { contact?: { id: number; name: string }; mediaName?: string | null };

/** A message as announced on `appMessage` when it is stored (without its quote, which needs a query). */
export function messagePayload(message: AnnouncedMessage, known: Known = {}): MessageEvent {
  return {
    ...(known.contact ? { contact: { id: known.contact.id, name: known.contact.name } } : {}),
    ...(known.mediaName !== undefined ? { mediaName: known.mediaName } : {}),
    id: message.id,
    ticketId: message.ticketId,
    body: message.body,
    fromMe: message.fromMe,
    read: message.read,
    ack: message.ack,
    mediaType: message.mediaType,
    mediaUrl: message.mediaId ? `/media/${message.mediaId}` : null,
    isDeleted: message.isDeleted,
    isEdited: message.isEdited,
    details: message.details ?? null,
    referral: message.referral ?? null,
    recovered: message.recovered,
    sendStatus: message.sendStatus,
    sendError: message.sendError ?? null,
    clientKey: message.clientKey ?? null,
    userId: message.userId ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
