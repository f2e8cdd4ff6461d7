import type { Envelope } from '@balcao/shared';
import { useConversationStore } from './conversationStore.ts';

/** A message created or changed on the open ticket (others are ignored by the store). */
export function handleConversationMessageEvent(payload: Envelope<'appMessage'>): void {
  const conversation = useConversationStore.getState();
  conversation.applyEvent(payload.action, payload.message);
  if (payload.ticket) {
    // A summary: the fields it carries replace the open ticket's, the others (queue, tags…) stay.
    conversation.setTicket(payload.ticket);
  }
}

/**
 * The open ticket changed. A `delete` also means it only left a list (another status, queue or user):
 * the tickets page asks the server whether it is gone and leaves the conversation if so.
 */
export function handleConversationTicketEvent(payload: Envelope<'ticket'>): void {
  if (payload.action === 'update') {
    useConversationStore.getState().setTicket(payload.ticket);
  }
}
