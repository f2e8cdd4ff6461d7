import type { MediaType, MessageRecord } from '@balcao/shared';
import { isApiError } from '../../../api/index.ts';
import { errorMessage } from '../../../components/errorMessage.ts';
import { retryMessage, sendMessage, type OutgoingMessage } from './conversationApi.ts';
import { useConversationStore } from './conversationStore.ts';
import { accountKey } from '../../../drafts/draftKeys.ts';
import { useSessionStore } from '../../../state/session.ts';
import { Outbox, type Delivery } from './outbox.ts';
import { forgetReply, keepReply, storedReplies, type StoredReply } from './outboxStorage.ts';

/** `account`: whose reply it is (see accountKey); only that account's session sends it. */
type Unsent = { account: string; ticketId: number; outgoing: OutgoingMessage; optimistic: MessageRecord };

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
  const { account, ticketId, outgoing, optimistic } = send;
  if (account !== currentAccount()) {
    return 'done'; // Left stored for its account's next session.
  }
  try {
    const { messages } = await sendMessage(ticketId, outgoing);
    unsent.delete(outgoing.clientKey);
    forgetReply(outgoing.clientKey);
    for (const saved of messages) {
      useConversationStore.getState().upsert(saved);
    }
  } catch (error) {
    if (isApiError(error) && error.status === 0) {
      return 'offline';
    }
    forgetReply(outgoing.clientKey);
    unsent.set(outgoing.clientKey, send);
    useConversationStore.getState().replace({ ...optimistic, sendStatus: 'failed', sendError: errorMessage(error) });
  }
  return 'done';
}

/** Every reply goes through the outbox, one at a time, so replies reach the contact in the order written. */
function post(ticketId: number, outgoing: OutgoingMessage, optimistic: MessageRecord): Promise<void> {
  const account = currentAccount();
  if (account === null) {
    return Promise.resolve();
  }
  useConversationStore.getState().replace({ ...optimistic, sendStatus: 'pending', sendError: null });
  if (outgoing.files.length === 0) {
    // Files are not kept on the machine: a reply with files waits in memory only (docs/decisions/conversation.md).
    const { body, clientKey, quotedMsgId } = outgoing;
    keepReply({ account, ticketId, clientKey, body, quotedMsgId, createdAt: optimistic.createdAt });
  }
  outbox.add({ account, ticketId, outgoing, optimistic });
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

function currentAccount(): string | null {
  const user = useSessionStore.getState().user;
  return user ? accountKey(user.id) : null;
}

function fromStorage(reply: StoredReply): Unsent {
  const { account, ticketId, clientKey, body, quotedMsgId, createdAt } = reply;
  const outgoing: OutgoingMessage = { body, clientKey, quotedMsgId, files: [] };
  // The quoted message's text is not kept: the bubble shows without its quote until the server's copy arrives.
  return { account, ticketId, outgoing, optimistic: { ...optimisticMessage(ticketId, outgoing, null), createdAt } };
}

/**
 * The signed-in account's replies kept on this machine join the outbox (after a reload, a crash or a
 * new sign-in) and go out; another account's stay stored and are never shown or sent here.
 */
export function restoreOutbox(): void {
  const account = currentAccount();
  if (account === null) {
    return;
  }
  const waiting = new Set(outbox.waiting.map(({ outgoing }) => outgoing.clientKey));
  for (const reply of storedReplies(account)) {
    if (!waiting.has(reply.clientKey)) {
      outbox.add(fromStorage(reply));
    }
  }
  void outbox.flush();
}

// Sign-out or another account: what waits in memory is not theirs (it stays stored for its account).
useSessionStore.subscribe((state, previous) => {
  if (state.user?.id === previous.user?.id) {
    return;
  }
  outbox.clear();
  unsent.clear();
  restoreOutbox();
});

// A conversation opened shows its replies still waiting as pending bubbles, with the page the server sends.
useConversationStore.subscribe((state, previous) => {
  const ticketId = state.ticket?.id;
  if (ticketId === undefined || ticketId === previous.ticket?.id) {
    return;
  }
  for (const { ticketId: waitingFor, optimistic } of outbox.waiting) {
    if (waitingFor === ticketId) {
      state.replace({ ...optimistic, sendStatus: 'pending', sendError: null });
    }
  }
});
