import type { MessageEvent, MessageRecord, TicketRecord } from '@balcao/shared';
import { create } from 'zustand';

/** The open conversation: its ticket, the messages loaded so far (oldest first) and the paging state. */
export type ConversationState = {
  ticket: TicketRecord | null;
  messages: MessageRecord[];
  /** Last page loaded (0: none yet). */
  page: number;
  hasMore: boolean;
  loadingPage: boolean;
};

export type TicketPatch = Pick<TicketRecord, 'id'> &
  Partial<Omit<TicketRecord, 'contact'>> & { contact?: Partial<TicketRecord['contact']> };

export type ConversationActions = {
  open: (ticket: TicketRecord) => void;
  close: () => void;
  /** A whole record, or a summary whose fields replace the open ticket's. */
  setTicket: (ticket: TicketPatch) => void;
  setLoadingPage: (loading: boolean) => void;
  /** A page from the server (newest first, as the API answers). */
  addPage: (page: number, messages: MessageRecord[], hasMore: boolean) => void;
  /** A new or changed message; one carrying the clientKey of an optimistic bubble replaces it. */
  upsert: (message: MessageRecord) => void;
  /** An `appMessage` event: `create` brings a record (maybe without quote and contact), `update` only what changed. */
  applyEvent: (action: 'create' | 'update', message: MessageEvent) => void;
  /** This copy as it is, even going back to pending (a retry starting). */
  replace: (message: MessageRecord) => void;
  remove: (messageId: number) => void;
};

export function getEmptyConversationState(): ConversationState {
  return { ticket: null, messages: [], page: 0, hasMore: false, loadingPage: false };
}

/** What a `create` event may leave out. */
const EVENT_DEFAULTS: Omit<MessageRecord, 'id' | 'ticketId'> = {
  body: '',
  fromMe: false,
  read: false,
  ack: 0,
  mediaType: 'chat',
  mediaUrl: null,
  mediaName: null,
  isDeleted: false,
  isEdited: false,
  recovered: false,
  sendStatus: 'sent',
  sendError: null,
  clientKey: null,
  userId: null,
  contact: null,
  quotedMsg: null,
  createdAt: new Date(0).toISOString(),
};

function byTime(a: MessageRecord, b: MessageRecord): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

/**
 * The socket's update and the answer to the POST race: a stored message never goes back to pending
 * or to a lower ack because an older copy of it arrived last.
 */
function later(known: MessageRecord, incoming: MessageRecord): MessageRecord {
  if (known.id <= 0 || incoming.id !== known.id) {
    return incoming;
  }
  const regressed = incoming.sendStatus === 'pending' && known.sendStatus !== 'pending';
  return {
    ...incoming,
    ack: Math.max(known.ack, incoming.ack),
    sendStatus: regressed ? known.sendStatus : incoming.sendStatus,
    sendError: regressed ? known.sendError : incoming.sendError,
    isDeleted: known.isDeleted || incoming.isDeleted,
  };
}

function merge(current: MessageRecord[], incoming: MessageRecord[], force = false): MessageRecord[] {
  let next = [...current];
  for (const message of incoming) {
    const same = (known: MessageRecord) =>
      known.id === message.id || (typeof message.clientKey === 'string' && known.clientKey === message.clientKey);
    // The pending bubble and the stored message can both be here (matched by key and by id): keep one.
    const known = next.find(same);
    next = next.filter((candidate) => !same(candidate));
    next.push(known === undefined || force ? message : later(known, message));
  }
  return next.sort(byTime);
}

export const useConversationStore = create<ConversationState & ConversationActions>()((set) => ({
  ...getEmptyConversationState(),
  open: (ticket) => set({ ...getEmptyConversationState(), ticket }),
  close: () => set(getEmptyConversationState()),
  setTicket: (patch) =>
    set((state) =>
      state.ticket?.id === patch.id
        ? { ticket: { ...state.ticket, ...patch, contact: { ...state.ticket.contact, ...patch.contact } } }
        : state,
    ),
  setLoadingPage: (loadingPage) => set({ loadingPage }),
  addPage: (page, messages, hasMore) => set((state) => ({ page, hasMore, loadingPage: false, messages: merge(state.messages, messages) })),
  upsert: (message) => set((state) => (state.ticket?.id === message.ticketId ? { messages: merge(state.messages, [message]) } : state)),
  applyEvent: (action, message) =>
    set((state) => {
      if (state.ticket?.id !== message.ticketId) {
        return state;
      }
      const known = state.messages.find(
        (candidate) => candidate.id === message.id || (typeof message.clientKey === 'string' && candidate.clientKey === message.clientKey),
      );
      if (!known && action === 'update') {
        return state; // A change to a message not loaded here.
      }
      const base: MessageRecord = known ?? { ...EVENT_DEFAULTS, id: message.id, ticketId: message.ticketId };
      return { messages: merge(state.messages, [{ ...base, ...message }]) };
    }),
  replace: (message) =>
    set((state) => (state.ticket?.id === message.ticketId ? { messages: merge(state.messages, [message], true) } : state)),
  remove: (messageId) => set((state) => ({ messages: state.messages.filter((message) => message.id !== messageId) })),
}));

export const selectTicket = (state: ConversationState) => state.ticket;
export const selectMessages = (state: ConversationState) => state.messages;
