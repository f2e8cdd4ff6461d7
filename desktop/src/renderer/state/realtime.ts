import type { TicketStatus } from '@balcao/shared';
import { create } from 'zustand';

/** idle: no socket (signed out); connecting: first attempt; connected; reconnecting: lost, retrying. */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export type RealtimeState = {
  status: RealtimeStatus;
  /** Highest sequence number seen on any event of the company. */
  lastSeq: number;
  /** Bumped when the server cannot replay what was missed; lists refetch when it changes. */
  refetchVersion: number;
  /** The ticket whose conversation is open (joined again after every reconnect). */
  openTicketId: string | null;
  /** The ticket statuses the manager shows (`joinTickets` for each, again after every reconnect). */
  ticketStatuses: readonly TicketStatus[];
};

export type RealtimeActions = {
  setStatus: (status: RealtimeStatus) => void;
  sawSeq: (seq: number) => void;
  requestRefetch: () => void;
  setOpenTicket: (ticketId: string | null) => void;
  setTicketStatuses: (statuses: readonly TicketStatus[]) => void;
  reset: () => void;
};

export function getEmptyRealtimeState(): RealtimeState {
  return { status: 'idle', lastSeq: 0, refetchVersion: 0, openTicketId: null, ticketStatuses: [] };
}

export const useRealtimeStore = create<RealtimeState & RealtimeActions>()((set) => ({
  ...getEmptyRealtimeState(),
  setStatus: (status) => set({ status }),
  sawSeq: (seq) => set((state) => (seq > state.lastSeq ? { lastSeq: seq } : state)),
  requestRefetch: () => set((state) => ({ refetchVersion: state.refetchVersion + 1 })),
  setOpenTicket: (openTicketId) => set({ openTicketId }),
  setTicketStatuses: (ticketStatuses) => set({ ticketStatuses }),
  reset: () => set(getEmptyRealtimeState()),
}));

export const selectRealtimeStatus = (state: RealtimeState): RealtimeStatus => state.status;
export const selectRefetchVersion = (state: RealtimeState): number => state.refetchVersion;
