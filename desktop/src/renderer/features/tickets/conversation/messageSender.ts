import type { MediaType, MessageRecord } from '@balcao/shared';
import { errorMessage } from '../../../components/errorMessage.ts';
import { retryMessage, sendMessage, type OutgoingMessage } from './conversationApi.ts';
import { useConversationStore } from './conversationStore.ts';

/** Sends whose request failed before the server stored them, by clientKey: Retry posts them again. */
const unsent = new Map<string, { ticketId: number; outgoing: OutgoingMessage; optimistic: MessageRecord }>();

let nextLocalId = -1;

function mediaTypeOf(files: File[]): MediaType {
  const type = files[0]?.type ?? '';
  if (!type && files.length === 0) {
    return 'chat';
  }
  if (type.startsWith('image/')) {
    return 'image';
  }
  if (type.startsWith('audio/')) {
    return 'audio';
  }
  return type.startsWith('video/') ? 'video' : 'application';
}

/** The bubble shown until the server's message (same clientKey) replaces it. */
export function optimisticMessage(ticketId: number, outgoing: OutgoingMessage, quoted: MessageRecord | null): MessageRecord {
  nextLocalId -= 1;
  return {
    id: nextLocalId,
    ticketId,
    body: outgoing.body,
    fromMe: true,
    read: true,
    ack: 0,
    mediaType: mediaTypeOf(outgoing.files),
    mediaUrl: null,
    mediaName: outgoing.files[0]?.name ?? null,
    isDeleted: false,
    isEdited: false,
    recovered: false,
    sendStatus: 'pending',
    sendError: null,
    clientKey: outgoing.clientKey,
    userId: null,
    contact: null,
    quotedMsg: quoted
      ? {
          id: quoted.id,
          body: quoted.body,
          fromMe: quoted.fromMe,
          mediaType: quoted.mediaType,
          mediaUrl: quoted.mediaUrl,
          isDeleted: quoted.isDeleted,
          contact: quoted.contact,
        }
      : null,
    createdAt: new Date().toISOString(),
  };
}

export function newClientKey(): string {
  return crypto.randomUUID();
}

async function post(ticketId: number, outgoing: OutgoingMessage, optimistic: MessageRecord): Promise<void> {
  const store = useConversationStore.getState();
  store.replace({ ...optimistic, sendStatus: 'pending', sendError: null });
  try {
    const { messages } = await sendMessage(ticketId, outgoing);
    unsent.delete(outgoing.clientKey);
    for (const saved of messages) {
      useConversationStore.getState().upsert(saved);
    }
  } catch (error) {
    unsent.set(outgoing.clientKey, { ticketId, outgoing, optimistic });
    useConversationStore.getState().replace({ ...optimistic, sendStatus: 'failed', sendError: errorMessage(error) });
  }
}

/** Shows the pending bubble at once, then posts; a failure leaves a failed bubble with Retry. */
export function send(ticketId: number, outgoing: OutgoingMessage, quoted: MessageRecord | null): Promise<void> {
  return post(ticketId, outgoing, optimisticMessage(ticketId, outgoing, quoted));
}

/** Posts an unsent message again with its clientKey, or asks the server to retry one it stored as failed. */
export async function retry(message: MessageRecord): Promise<void> {
  const local = message.clientKey ? unsent.get(message.clientKey) : undefined;
  if (local) {
    await post(local.ticketId, local.outgoing, local.optimistic);
    return;
  }
  const store = useConversationStore.getState();
  store.replace({ ...message, sendStatus: 'pending', sendError: null });
  try {
    useConversationStore.getState().upsert(await retryMessage(message.id));
  } catch (error) {
    useConversationStore.getState().replace({ ...message, sendStatus: 'failed', sendError: errorMessage(error) });
  }
}
