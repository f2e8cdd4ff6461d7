import { create } from 'zustand';

/** Bumped by every `ticket` event: screens that summarise tickets (the dashboard) refetch when it moves. */
export type TicketActivityState = { changes: number; note: () => void };

export const useTicketActivityStore = create<TicketActivityState>()((set) => ({
  changes: 0,
  note: () => set((state) => ({ changes: state.changes + 1 })),
}));

export const selectTicketChanges = (state: TicketActivityState): number => state.changes;
