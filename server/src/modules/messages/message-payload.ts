import type { Message } from './message.entity.ts';

/** A message as announced on `appMessage` and answered by the API. */
export function messagePayload(message: Message): Record<string, unknown> {
  return {
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
    recovered: message.recovered,
    sendStatus: message.sendStatus,
    sendError: message.sendError ?? null,
    clientKey: message.clientKey ?? null,
    userId: message.userId ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
