import type { MessageRecord, TicketRecord } from '@balcao/shared';
import { create } from 'zustand';

/** The open conversation: its ticket, the messages loaded so far (oldest first) and the paging state. */
export type ConversationState = {
  ticket: TicketRecord | null;
  /** Set when a socket event said the open ticket was deleted. */
  ticketDeleted: boolean;
  messages: MessageRecord[];
  /** Last page loaded (0: none yet). */
  page: number;
  hasMore: boolean;
  loadingPage: boolean;
};

export type ConversationActions = {
  open: (ticket: TicketRecord) => void;
  close: () => void;
  setTicket: (ticket: TicketRecord) => void;
  markTicketDeleted: (ticketId: number) => void;
  setLoadingPage: (loading: boolean) => void;
  /** A page from the server (newest first, as the API answers). */
  addPage: (page: number, messages: MessageRecord[], hasMore: boolean) => void;
  /** A new or changed message; one carrying the clientKey of an optimistic bubble replaces it. */
  upsert: (message: MessageRecord) => void;
  remove: (messageId: number) => void;
};

export function getEmptyConversationState(): ConversationState {
  return { ticket: null, ticketDeleted: false, messages: [], page: 0, hasMore: false, loadingPage: false };
}

function byTime(a: MessageRecord, b: MessageRecord): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

function merge(current: MessageRecord[], incoming: MessageRecord[]): MessageRecord[] {
  const next = [...current];
  for (const message of incoming) {
    const index = next.findIndex(
      (known) => known.id === message.id || (message.clientKey !== null && known.clientKey === message.clientKey),
    );
    const known = next[index];
    if (known === undefined) {
      // An ack update of a message not loaded here carries too little to show.
      if (typeof message.createdAt === 'string') {
        next.push(message);
      }
    } else {
      // Ack updates carry only some fields and may overtake the send's answer: merge, and ticks never go back.
      next[index] = { ...known, ...message, ack: Number.isFinite(message.ack) ? Math.max(known.ack, message.ack) : known.ack };
    }
  }
  return next.sort(byTime);
}

export const useConversationStore = create<ConversationState & ConversationActions>()((set) => ({
  ...getEmptyConversationState(),
  open: (ticket) => set({ ...getEmptyConversationState(), ticket }),
  close: () => set(getEmptyConversationState()),
  setTicket: (ticket) => set((state) => (state.ticket?.id === ticket.id ? { ticket: { ...state.ticket, ...ticket } } : state)),
  markTicketDeleted: (ticketId) => set((state) => (state.ticket?.id === ticketId ? { ticketDeleted: true } : state)),
  setLoadingPage: (loadingPage) => set({ loadingPage }),
  addPage: (page, messages, hasMore) => set((state) => ({ page, hasMore, loadingPage: false, messages: merge(state.messages, messages) })),
  upsert: (message) => set((state) => (state.ticket?.id === message.ticketId ? { messages: merge(state.messages, [message]) } : state)),
  remove: (messageId) => set((state) => ({ messages: state.messages.filter((message) => message.id !== messageId) })),
}));

export const selectTicket = (state: ConversationState) => state.ticket;
export const selectMessages = (state: ConversationState) => state.messages;
