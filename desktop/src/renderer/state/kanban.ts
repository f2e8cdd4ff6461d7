import { recordChangeOf, type Envelope, type SessionUser, type TagRecord, type TicketRecord, type TicketSummary } from '@balcao/shared';
import { create } from 'zustand';

/** A lane of the board: a kanban tag's id, or `none` for the tickets without a kanban tag. */
export type LaneKey = 'none' | number;

export type LaneState = { tickets: TicketRecord[]; count: number; hasMore: boolean; loading: boolean; pageNumber: number };

export type KanbanState = {
  /** The kanban tags, in board order; null until loaded (the board is not shown). */
  lanes: TagRecord[] | null;
  cards: Record<string, LaneState>;
  showAll: boolean;
  /** Who looks: decides whether a ticket new to the board is theirs to see (null: the whole company, with showAll). */
  viewer: Pick<SessionUser, 'id' | 'queues' | 'allTicket'> | null;
  /** Bumped when the set of lanes changed (a tag flagged or unflagged, a lane deleted): the board opens again. */
  reloadVersion: number;
};

export type KanbanActions = {
  open: (lanes: TagRecord[], showAll: boolean, viewer: KanbanState['viewer']) => void;
  startLoading: (lane: LaneKey) => void;
  pageLoaded: (lane: LaneKey, pageNumber: number, page: { tickets: TicketRecord[]; count: number; hasMore: boolean }) => void;
  loadFailed: (lane: LaneKey) => void;
  /** The card goes to the top of `to` at once (the server confirms or `move` is called back). */
  move: (ticketId: number, to: LaneKey) => void;
  /** A ticket as the server announced it: its card follows its tags, leaves when closed or deleted. */
  applyTicket: (ticket: TicketRecord) => void;
  patchCard: (summary: Pick<TicketSummary, 'id' | 'lastMessage' | 'updatedAt'>) => void;
  removeCard: (ticketId: number) => void;
  /** A lane renamed or recoloured, in place. */
  patchLane: (tag: TagRecord) => void;
  reloadLanes: () => void;
  reset: () => void;
};

const emptyLane = (): LaneState => ({ tickets: [], count: 0, hasMore: true, loading: false, pageNumber: 0 });

export const laneId = (lane: LaneKey): string => String(lane);

/** The lane a ticket's tags put it in: its first kanban tag in board order, else the untagged lane. */
export function laneOfTicket(ticket: Pick<TicketRecord, 'tags'>, lanes: readonly TagRecord[]): LaneKey {
  const lane = lanes.find((tag) => ticket.tags.some(({ id }) => id === tag.id));
  return lane ? lane.id : 'none';
}

function findCard(cards: KanbanState['cards'], ticketId: number): { lane: string; index: number } | null {
  for (const [lane, state] of Object.entries(cards)) {
    const index = state.tickets.findIndex(({ id }) => id === ticketId);
    if (index >= 0) {
      return { lane, index };
    }
  }
  return null;
}

/** Newest first, as the server pages a lane. */
function insertByUpdate(tickets: TicketRecord[], ticket: TicketRecord): TicketRecord[] {
  const index = tickets.findIndex((other) => other.updatedAt <= ticket.updatedAt);
  return index < 0 ? [...tickets, ticket] : [...tickets.slice(0, index), ticket, ...tickets.slice(index)];
}

function withoutCard(cards: KanbanState['cards'], ticketId: number): KanbanState['cards'] {
  const found = findCard(cards, ticketId);
  if (!found) {
    return cards;
  }
  const lane = cards[found.lane] ?? emptyLane();
  return {
    ...cards,
    [found.lane]: { ...lane, tickets: lane.tickets.filter(({ id }) => id !== ticketId), count: Math.max(0, lane.count - 1) },
  };
}

function mayShow(state: KanbanState, ticket: TicketRecord): boolean {
  if (ticket.status === 'closed') {
    return false;
  }
  const { viewer } = state;
  if (state.showAll || !viewer) {
    return true;
  }
  return ticket.userId === viewer.id || viewer.queues.some(({ id }) => id === ticket.queueId);
}

export function getEmptyKanbanState(): KanbanState {
  return { lanes: null, cards: {}, showAll: false, viewer: null, reloadVersion: 0 };
}

/** The kanban board: its lanes and each lane's loaded cards, kept live by the `ticket` channel. */
export const useKanbanStore = create<KanbanState & KanbanActions>()((set) => ({
  ...getEmptyKanbanState(),
  open: (lanes, showAll, viewer) =>
    set({
      lanes,
      showAll,
      viewer,
      cards: Object.fromEntries(['none' as LaneKey, ...lanes.map(({ id }) => id)].map((lane) => [laneId(lane), emptyLane()])),
    }),
  startLoading: (lane) =>
    set((state) => {
      const current = state.cards[laneId(lane)];
      return current ? { cards: { ...state.cards, [laneId(lane)]: { ...current, loading: true } } } : state;
    }),
  pageLoaded: (lane, pageNumber, page) =>
    set((state) => {
      const current = state.cards[laneId(lane)];
      if (!current) {
        return state;
      }
      const known = new Set(current.tickets.map(({ id }) => id));
      const tickets = pageNumber === 1 ? page.tickets : [...current.tickets, ...page.tickets.filter(({ id }) => !known.has(id))];
      return {
        cards: { ...state.cards, [laneId(lane)]: { tickets, count: page.count, hasMore: page.hasMore, loading: false, pageNumber } },
      };
    }),
  loadFailed: (lane) =>
    set((state) => {
      const current = state.cards[laneId(lane)];
      return current ? { cards: { ...state.cards, [laneId(lane)]: { ...current, loading: false, hasMore: false } } } : state;
    }),
  move: (ticketId, to) =>
    set((state) => {
      const found = findCard(state.cards, ticketId);
      const ticket = found ? state.cards[found.lane]?.tickets[found.index] : undefined;
      const target = state.cards[laneId(to)];
      if (!ticket || !target || found?.lane === laneId(to)) {
        return state;
      }
      const cards = withoutCard(state.cards, ticketId);
      return { cards: { ...cards, [laneId(to)]: { ...target, tickets: [ticket, ...target.tickets], count: target.count + 1 } } };
    }),
  applyTicket: (ticket) =>
    set((state) => {
      if (!state.lanes) {
        return state;
      }
      const found = findCard(state.cards, ticket.id);
      if (!found && !mayShow(state, ticket)) {
        return state;
      }
      const cards = withoutCard(state.cards, ticket.id);
      if (ticket.status === 'closed') {
        return { cards };
      }
      const key = laneId(laneOfTicket(ticket, state.lanes));
      const target = cards[key];
      if (!target) {
        return { cards };
      }
      const tickets = insertByUpdate(target.tickets, ticket);
      // A card that would land past the loaded part of a lane comes with that lane's next page instead.
      if (!found && target.hasMore && tickets.at(-1)?.id === ticket.id) {
        return state;
      }
      return { cards: { ...cards, [key]: { ...target, tickets, count: target.count + 1 } } };
    }),
  patchCard: (summary) =>
    set((state) => {
      const found = findCard(state.cards, summary.id);
      const lane = found ? state.cards[found.lane] : undefined;
      if (!found || !lane) {
        return state;
      }
      const tickets = lane.tickets.map((ticket) =>
        ticket.id === summary.id ? { ...ticket, lastMessage: summary.lastMessage, updatedAt: summary.updatedAt } : ticket,
      );
      return { cards: { ...state.cards, [found.lane]: { ...lane, tickets } } };
    }),
  removeCard: (ticketId) => set((state) => ({ cards: withoutCard(state.cards, ticketId) })),
  patchLane: (tag) =>
    set((state) => (state.lanes ? { lanes: state.lanes.map((lane) => (lane.id === tag.id ? { ...lane, ...tag } : lane)) } : state)),
  reloadLanes: () => set((state) => ({ reloadVersion: state.reloadVersion + 1 })),
  // The reload counter survives: the page that closes the board is the one that may reopen it.
  reset: () => set((state) => ({ ...getEmptyKanbanState(), reloadVersion: state.reloadVersion })),
}));

/** The `ticket` channel, for the board (a no-op while the board is closed). */
export function handleKanbanTicketEvent(payload: Envelope<'ticket'>): void {
  const store = useKanbanStore.getState();
  if (!store.lanes) {
    return;
  }
  if (payload.action === 'delete') {
    store.removeCard(payload.ticketId);
  } else if (payload.action === 'update') {
    store.applyTicket(payload.ticket);
  }
}

/** A new message changes a card's last message. */
export function handleKanbanMessageEvent(payload: Envelope<'appMessage'>): void {
  // An event recorded by an older server (replayed after a reconnect) may come without its ticket.
  if (payload.action === 'create' && (payload.ticket as typeof payload.ticket | undefined) && useKanbanStore.getState().lanes) {
    useKanbanStore.getState().patchCard(payload.ticket);
  }
}

/** The `tag` channel, for the board: a lane renamed changes in place; a lane added or taken away reopens the board. */
export function handleKanbanTagEvent(payload: Envelope<'tag'>): void {
  const store = useKanbanStore.getState();
  if (!store.lanes) {
    return;
  }
  const change = recordChangeOf('tag', payload);
  const isLane = (id: number) => store.lanes?.some((lane) => lane.id === id) ?? false;
  if (change.action === 'reload' || (change.action === 'delete' && isLane(change.id))) {
    store.reloadLanes();
  } else if (change.action !== 'delete') {
    const { id, name, color, kanban } = change.record;
    if (kanban !== isLane(id)) {
      store.reloadLanes();
    } else if (kanban) {
      store.patchLane({ id, name, color, kanban });
    }
  }
}
