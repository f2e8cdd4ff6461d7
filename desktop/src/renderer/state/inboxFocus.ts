import { create } from 'zustand';

/** Where keyboard focus goes after a ticket changes hands (issue 19). */
export type InboxFocusState = {
  /** The accepted ticket whose message box takes focus as soon as it can be typed in. */
  composerOf: number | null;
  /** A ticket leaving the list (closed, returned, transferred): focus moves to the ticket after it once `done`. */
  leaving: { ticketId: number; done: boolean } | null;
};

export type InboxFocusActions = {
  focusComposerOf: (ticketId: number) => void;
  composerFocused: () => void;
  /** Before the change is asked for, so the list can note where the ticket was. */
  ticketLeaving: (ticketId: number) => void;
  /** The change went through: the list moves focus now. */
  ticketLeft: (ticketId: number) => void;
  /** The change failed, or the list moved focus. */
  leavingHandled: () => void;
};

export const useInboxFocusStore = create<InboxFocusState & InboxFocusActions>()((set) => ({
  composerOf: null,
  leaving: null,
  focusComposerOf: (composerOf) => set({ composerOf }),
  composerFocused: () => set({ composerOf: null }),
  ticketLeaving: (ticketId) => set({ leaving: { ticketId, done: false } }),
  ticketLeft: (ticketId) => set({ leaving: { ticketId, done: true } }),
  leavingHandled: () => set({ leaving: null }),
}));
