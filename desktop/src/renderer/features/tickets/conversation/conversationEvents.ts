import type { Envelope, MessageRecord, TicketRecord } from '@balcao/shared';
import { useConversationStore } from './conversationStore.ts';

/** A message created or changed on the open ticket (others are ignored by the store). */
export function handleConversationMessageEvent(payload: Envelope<'appMessage'>): void {
  const conversation = useConversationStore.getState();
  conversation.upsert(payload.message as unknown as MessageRecord);
  if (payload.ticket) {
    conversation.setTicket(payload.ticket as unknown as TicketRecord);
  }
}

/** The open ticket changed, or left a list (moved or deleted: the pane checks which). */
export function handleConversationTicketEvent(payload: Envelope<'ticket'>): void {
  const conversation = useConversationStore.getState();
  if (payload.action === 'update') {
    conversation.setTicket(payload.ticket as unknown as TicketRecord);
  } else if (payload.action === 'delete') {
    conversation.markLeftList(payload.ticketId);
  }
}
