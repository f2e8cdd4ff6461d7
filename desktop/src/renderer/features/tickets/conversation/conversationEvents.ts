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

/** The open ticket changed, or left a list (moved or deleted: the pane checks which). */
export function handleConversationTicketEvent(payload: Envelope<'ticket'>): void {
  const conversation = useConversationStore.getState();
  if (payload.action === 'update') {
    conversation.setTicket(payload.ticket);
  } else if (payload.action === 'delete') {
    conversation.markLeftList(payload.ticketId);
  }
}
