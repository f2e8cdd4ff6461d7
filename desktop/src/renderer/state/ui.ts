import { create } from 'zustand';

/** Shell state of this page: drawer (whose choice is saved by the preferences slice), the chat badge and the account-elsewhere notice. */
export type UiState = {
  drawerOpen: boolean;
  /** The current user has unread internal chat messages (filled by the chats feature). */
  chatUnread: boolean;
  /** Another sign-in of this user was announced; the page is about to reload. */
  accountElsewhere: boolean;
};

export type UiActions = {
  setDrawerOpen: (open: boolean) => void;
  toggleDrawer: () => void;
  setChatUnread: (unread: boolean) => void;
  showAccountElsewhere: () => void;
};

export function getEmptyUiState(): UiState {
  return { drawerOpen: false, chatUnread: false, accountElsewhere: false };
}

export const useUiStore = create<UiState & UiActions>()((set) => ({
  ...getEmptyUiState(),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggleDrawer: () => set((state) => ({ drawerOpen: !state.drawerOpen })),
  setChatUnread: (chatUnread) => set({ chatUnread }),
  showAccountElsewhere: () => set({ accountElsewhere: true }),
}));
