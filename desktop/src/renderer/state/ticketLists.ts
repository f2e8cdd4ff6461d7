import type { TicketRecord, TicketStatus } from '@balcao/shared';
import { create } from 'zustand';

/** The manager's lists: the Open tab's two groups, the Closed tab and the Search tab. */
export const TICKET_LISTS = ['open', 'pending', 'closed', 'search'] as const;
export type TicketListId = (typeof TICKET_LISTS)[number];

export type TicketList = {
  tickets: TicketRecord[];
  /** The last page loaded (0: none yet). */
  pageNumber: number;
  hasMore: boolean;
  loading: boolean;
};

/** Who looks at the lists: decides which live tickets belong where. */
export type TicketViewer = {
  userId: number;
  admin: boolean;
  queueIds: number[];
  /** The admins' show-all toggle. */
  showAll: boolean;
};

export type TicketListsState = {
  lists: Record<TicketListId, TicketList>;
  viewer: TicketViewer | null;
  /** The last ticket a `delete` event removed (the open conversation leaves when it is this one). */
  deleted: { ticketId: number; version: number } | null;
};

/** A ticket as events carry it: some fields of the record, always the id. */
export type TicketPatch = Partial<TicketRecord> & { id: number };

export type TicketListsActions = {
  setViewer: (viewer: TicketViewer) => void;
  startLoading: (list: TicketListId, pageNumber: number) => void;
  pageLoaded: (list: TicketListId, pageNumber: number, tickets: TicketRecord[], hasMore: boolean) => void;
  loadFailed: (list: TicketListId) => void;
  /** A ticket changed (an answer to our own call, or a `ticket` update event). */
  applyUpdate: (ticket: TicketPatch) => void;
  /** A new inbound message: refreshed and moved to the top of the list it belongs to. */
  applyInbound: (ticket: TicketPatch) => void;
  resetUnread: (ticketId: number) => void;
  remove: (ticketId: number) => void;
  reset: () => void;
};

function emptyList(): TicketList {
  return { tickets: [], pageNumber: 0, hasMore: false, loading: false };
}

export function getEmptyTicketListsState(): TicketListsState {
  return {
    lists: { open: emptyList(), pending: emptyList(), closed: emptyList(), search: emptyList() },
    viewer: null,
    deleted: null,
  };
}

const STATUS_LISTS: Partial<Record<TicketStatus, TicketListId>> = { open: 'open', pending: 'pending', closed: 'closed' };

/** A non-admin follows their queues (and unqueued tickets); the Open group shows only their own unless show-all. */
export function belongsTo(list: TicketListId, ticket: TicketRecord, viewer: TicketViewer): boolean {
  if (list === 'search' || STATUS_LISTS[ticket.status] !== list) {
    return false;
  }
  if (!viewer.admin && ticket.queueId !== null && !viewer.queueIds.includes(ticket.queueId)) {
    return false;
  }
  const everyone = viewer.admin && viewer.showAll;
  return everyone || ticket.userId === null || ticket.userId === viewer.userId;
}

/** Outside the viewer's queues: it leaves every list, the search results included. */
function outOfQueues(ticket: TicketRecord, viewer: TicketViewer): boolean {
  return !viewer.admin && ticket.queueId !== null && !viewer.queueIds.includes(ticket.queueId);
}

const EMPTY_TICKET: Omit<TicketRecord, 'id'> = {
  uuid: '',
  code: '',
  status: 'pending',
  contactId: 0,
  contact: { id: 0, name: '', number: '', profilePicUrl: '' },
  userId: null,
  user: null,
  queueId: null,
  queue: null,
  whatsappId: null,
  whatsapp: null,
  lastMessage: '',
  fromMe: false,
  unreadMessages: 0,
  isGroup: false,
  chatbot: false,
  useIntegration: false,
  promptId: null,
  integrationId: null,
  tags: [],
  createdAt: '',
  updatedAt: '',
};

/** Events may carry only some fields: what they lack comes from the item already listed. */
export function mergeTicket(known: TicketRecord | undefined, patch: TicketPatch): TicketRecord {
  const merged: TicketRecord = { ...EMPTY_TICKET, ...known, ...patch };
  if (patch.contact) {
    merged.contact = { ...known?.contact, ...patch.contact };
    merged.contactId = patch.contact.id;
  }
  // A change of queue, user or connection without its record drops a stale name.
  if (patch.queueId !== undefined && patch.queue === undefined && known?.queue?.id !== patch.queueId) {
    merged.queue = null;
  }
  if (patch.userId !== undefined && patch.user === undefined && known?.user?.id !== patch.userId) {
    merged.user = null;
  }
  if (patch.whatsappId !== undefined && patch.whatsapp === undefined && known?.whatsapp?.id !== patch.whatsappId) {
    merged.whatsapp = null;
  }
  return merged;
}

export function findTicket(lists: Record<TicketListId, TicketList>, ticketId: number): TicketRecord | undefined {
  for (const id of TICKET_LISTS) {
    const found = lists[id].tickets.find((ticket) => ticket.id === ticketId);
    if (found) {
      return found;
    }
  }
  return undefined;
}

type Placement = 'inPlace' | 'top';

function place(list: TicketList, ticket: TicketRecord, placement: Placement): TicketList {
  const index = list.tickets.findIndex(({ id }) => id === ticket.id);
  if (index >= 0 && placement === 'inPlace') {
    const tickets = [...list.tickets];
    tickets[index] = ticket;
    return { ...list, tickets };
  }
  return { ...list, tickets: [ticket, ...list.tickets.filter(({ id }) => id !== ticket.id)] };
}

function without(list: TicketList, ticketId: number): TicketList {
  return list.tickets.some(({ id }) => id === ticketId) ? { ...list, tickets: list.tickets.filter(({ id }) => id !== ticketId) } : list;
}

function applyChange(state: TicketListsState, patch: TicketPatch, placement: Placement): Partial<TicketListsState> {
  const { viewer } = state;
  const ticket = mergeTicket(findTicket(state.lists, patch.id), patch);
  const lists = { ...state.lists };
  for (const id of TICKET_LISTS) {
    const list = state.lists[id];
    if (id === 'search') {
      const listed = list.tickets.some(({ id: listedId }) => listedId === ticket.id);
      lists.search = viewer && outOfQueues(ticket, viewer) ? without(list, ticket.id) : listed ? place(list, ticket, 'inPlace') : list;
    } else if (viewer && belongsTo(id, ticket, viewer)) {
      lists[id] = place(list, ticket, placement);
    } else {
      lists[id] = without(list, ticket.id);
    }
  }
  return { lists };
}

export const useTicketListsStore = create<TicketListsState & TicketListsActions>()((set) => ({
  ...getEmptyTicketListsState(),
  setViewer: (viewer) => set({ viewer }),
  startLoading: (list, pageNumber) =>
    set((state) => ({
      lists: { ...state.lists, [list]: { ...(pageNumber === 1 ? emptyList() : state.lists[list]), loading: true } },
    })),
  pageLoaded: (list, pageNumber, tickets, hasMore) =>
    set((state) => {
      // Page 1 starts from an emptied list, so what it holds now arrived live meanwhile: newer, kept on top.
      const current = state.lists[list].tickets;
      const known = new Set(current.map(({ id }) => id));
      return {
        lists: {
          ...state.lists,
          [list]: { tickets: [...current, ...tickets.filter(({ id }) => !known.has(id))], pageNumber, hasMore, loading: false },
        },
      };
    }),
  loadFailed: (list) => set((state) => ({ lists: { ...state.lists, [list]: { ...state.lists[list], loading: false } } })),
  applyUpdate: (ticket) => set((state) => applyChange(state, ticket, 'inPlace')),
  applyInbound: (ticket) => set((state) => applyChange(state, ticket, 'top')),
  resetUnread: (ticketId) =>
    set((state) => {
      const lists = { ...state.lists };
      for (const id of TICKET_LISTS) {
        const list = state.lists[id];
        if (list.tickets.some((ticket) => ticket.id === ticketId && ticket.unreadMessages !== 0)) {
          lists[id] = {
            ...list,
            tickets: list.tickets.map((ticket) => (ticket.id === ticketId ? { ...ticket, unreadMessages: 0 } : ticket)),
          };
        }
      }
      return { lists };
    }),
  remove: (ticketId) =>
    set((state) => {
      const lists = { ...state.lists };
      for (const id of TICKET_LISTS) {
        lists[id] = without(state.lists[id], ticketId);
      }
      return { lists, deleted: { ticketId, version: (state.deleted?.version ?? 0) + 1 } };
    }),
  reset: () => set(getEmptyTicketListsState()),
}));
