import { create } from 'zustand';

/** Shell state that is not saved: drawer, menu badges and the account-elsewhere notice. */
export type UiState = {
  drawerOpen: boolean;
  /** The current user has unread internal chat messages (filled by the chats feature). */
  chatUnread: boolean;
  /** Some connection needs attention (QR, pairing, disconnected, timeout, opening). */
  connectionWarning: boolean;
  /** Another sign-in of this user was announced; the page is about to reload. */
  accountElsewhere: boolean;
};

export type UiActions = {
  setDrawerOpen: (open: boolean) => void;
  toggleDrawer: () => void;
  setChatUnread: (unread: boolean) => void;
  setConnectionWarning: (warning: boolean) => void;
  showAccountElsewhere: () => void;
};

export function getEmptyUiState(): UiState {
  return { drawerOpen: false, chatUnread: false, connectionWarning: false, accountElsewhere: false };
}

export const useUiStore = create<UiState & UiActions>()((set) => ({
  ...getEmptyUiState(),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggleDrawer: () => set((state) => ({ drawerOpen: !state.drawerOpen })),
  setChatUnread: (chatUnread) => set({ chatUnread }),
  setConnectionWarning: (connectionWarning) => set({ connectionWarning }),
  showAccountElsewhere: () => set({ accountElsewhere: true }),
}));
