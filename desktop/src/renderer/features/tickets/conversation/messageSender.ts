import type { MediaType, MessageRecord } from '@balcao/shared';
import { isApiError } from '../../../api/index.ts';
import { errorMessage } from '../../../components/errorMessage.ts';
import { retryMessage, sendMessage, type OutgoingMessage } from './conversationApi.ts';
import { useConversationStore } from './conversationStore.ts';
import { Outbox, type Delivery } from './outbox.ts';

type Unsent = { ticketId: number; outgoing: OutgoingMessage; optimistic: MessageRecord };

/** Sends the server refused, by clientKey: Retry posts them again. */
const unsent = new Map<string, Unsent>();
const outbox = new Outbox<Unsent>(deliver);

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

/** One attempt: the server's messages replace the bubble, a refusal fails it, no answer leaves it pending. */
async function deliver(send: Unsent): Promise<Delivery> {
  const { ticketId, outgoing, optimistic } = send;
  try {
    const { messages } = await sendMessage(ticketId, outgoing);
    unsent.delete(outgoing.clientKey);
    for (const saved of messages) {
      useConversationStore.getState().upsert(saved);
    }
  } catch (error) {
    if (isApiError(error) && error.status === 0) {
      return 'offline';
    }
    unsent.set(outgoing.clientKey, send);
    useConversationStore.getState().replace({ ...optimistic, sendStatus: 'failed', sendError: errorMessage(error) });
  }
  return 'done';
}

/** Every reply goes through the outbox, one at a time, so replies reach the contact in the order written. */
function post(ticketId: number, outgoing: OutgoingMessage, optimistic: MessageRecord): Promise<void> {
  useConversationStore.getState().replace({ ...optimistic, sendStatus: 'pending', sendError: null });
  outbox.add({ ticketId, outgoing, optimistic });
  return outbox.flush();
}

/** Shows the pending bubble at once, then posts; a refusal leaves a failed bubble with Retry, no server leaves it waiting in the outbox. */
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
