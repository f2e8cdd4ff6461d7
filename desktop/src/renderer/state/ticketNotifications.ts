import type { TicketRecord } from '@balcao/shared';
import { create } from 'zustand';
import { mergeTicket, type TicketPatch } from './ticketLists.ts';

/** Unread tickets the user may see: the top bar's notifications popover and the tray badge. */
export type TicketNotificationsState = {
  tickets: TicketRecord[];
};

export type TicketNotificationsActions = {
  setAll: (tickets: TicketRecord[]) => void;
  /** An inbound message on an unread ticket: first in the list. */
  upsert: (ticket: TicketPatch) => void;
  remove: (ticketId: number) => void;
  reset: () => void;
};

export const useTicketNotificationsStore = create<TicketNotificationsState & TicketNotificationsActions>()((set) => ({
  tickets: [],
  setAll: (tickets) => set({ tickets: tickets.filter((ticket) => ticket.unreadMessages > 0) }),
  upsert: (patch) =>
    set((state) => {
      const ticket = mergeTicket(
        state.tickets.find(({ id }) => id === patch.id),
        patch,
      );
      const rest = state.tickets.filter(({ id }) => id !== ticket.id);
      return { tickets: ticket.unreadMessages > 0 ? [ticket, ...rest] : rest };
    }),
  remove: (ticketId) => set((state) => ({ tickets: state.tickets.filter(({ id }) => id !== ticketId) })),
  reset: () => set({ tickets: [] }),
}));

export const selectNotificationCount = (state: TicketNotificationsState): number => state.tickets.length;
