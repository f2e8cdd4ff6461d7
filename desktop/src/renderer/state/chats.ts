import type { ChatMessageRecord, ChatRecord, Envelope } from '@balcao/shared';
import { create } from 'zustand';
import { useUiStore } from './ui.ts';

/**
 * The user's internal chats as the top bar, the menu dot and the chats page share them: the loaded
 * chats (latest activity first), the open chat's messages, and how many chats hold unread messages.
 */
export type ChatsState = {
  chats: ChatRecord[];
  hasMore: boolean;
  /** Chats with unread messages that the loaded pages do not hold (the server counted them). */
  unreadElsewhere: number;
  activeChatId: number | null;
  messages: ChatMessageRecord[];
  messagesPage: number;
  messagesHaveMore: boolean;
  messagesLoading: boolean;
};

export type ChatsActions = {
  setFirstPage: (chats: ChatRecord[], hasMore: boolean, unreadChats: number) => void;
  addPage: (chats: ChatRecord[], hasMore: boolean) => void;
  upsert: (chat: ChatRecord) => void;
  remove: (chatId: number) => void;
  open: (chatId: number | null) => void;
  setMessages: (chatId: number, messages: ChatMessageRecord[], page: number, hasMore: boolean) => void;
  addMessage: (message: ChatMessageRecord) => void;
  setMessagesLoading: (loading: boolean) => void;
  reset: () => void;
};

export function getEmptyChatsState(): ChatsState {
  return {
    chats: [],
    hasMore: false,
    unreadElsewhere: 0,
    activeChatId: null,
    messages: [],
    messagesPage: 0,
    messagesHaveMore: false,
    messagesLoading: false,
  };
}

/** How many of a chat's messages `userId` has not read. */
export function unreadsOf(chat: ChatRecord, userId: number): number {
  return chat.users.find((participant) => participant.userId === userId)?.unreads ?? 0;
}

function byActivity(left: ChatRecord, right: ChatRecord): number {
  return right.updatedAt.localeCompare(left.updatedAt) || right.id - left.id;
}

let currentUserId = 0;

/** The signed-in user whose unread counts drive the dot (set by the shell). */
export function setChatsUser(userId: number): void {
  currentUserId = userId;
}

export const useChatsStore = create<ChatsState & ChatsActions>()((set) => ({
  ...getEmptyChatsState(),
  setFirstPage: (chats, hasMore, unreadChats) =>
    set({ chats, hasMore, unreadElsewhere: Math.max(0, unreadChats - chats.filter((chat) => unreadsOf(chat, currentUserId) > 0).length) }),
  addPage: (chats, hasMore) =>
    set((state) => {
      const known = new Set(state.chats.map((chat) => chat.id));
      const added = chats.filter((chat) => !known.has(chat.id));
      const newlyUnread = added.filter((chat) => unreadsOf(chat, currentUserId) > 0).length;
      return { chats: [...state.chats, ...added], hasMore, unreadElsewhere: Math.max(0, state.unreadElsewhere - newlyUnread) };
    }),
  upsert: (chat) => set((state) => ({ chats: [chat, ...state.chats.filter((known) => known.id !== chat.id)].sort(byActivity) })),
  remove: (chatId) =>
    set((state) => ({
      chats: state.chats.filter((chat) => chat.id !== chatId),
      ...(state.activeChatId === chatId ? { activeChatId: null, messages: [], messagesPage: 0, messagesHaveMore: false } : {}),
    })),
  open: (activeChatId) =>
    set((state) => (state.activeChatId === activeChatId ? {} : { activeChatId, messages: [], messagesPage: 0, messagesHaveMore: false })),
  setMessages: (chatId, messages, page, hasMore) =>
    set((state) => {
      if (state.activeChatId !== chatId) {
        return {};
      }
      // Messages that arrived live while the page loaded stay; the page's own copies replace theirs.
      const known = new Set(messages.map((message) => message.id));
      const merged = [...messages, ...state.messages.filter((message) => !known.has(message.id))].sort((left, right) => left.id - right.id);
      return { messages: merged, messagesPage: page, messagesHaveMore: hasMore };
    }),
  addMessage: (message) =>
    set((state) =>
      state.activeChatId !== message.chatId || state.messages.some((known) => known.id === message.id)
        ? {}
        : { messages: [...state.messages, message] },
    ),
  setMessagesLoading: (messagesLoading) => set({ messagesLoading }),
  reset: () => set(getEmptyChatsState()),
}));

/** Whether the user has unread chat messages anywhere: the menu's dot. */
export function selectHasUnread(state: ChatsState): boolean {
  return state.unreadElsewhere > 0 || state.chats.some((chat) => unreadsOf(chat, currentUserId) > 0);
}

/** The number of chats with unread messages: the top bar's counter. */
export function selectUnreadChats(state: ChatsState): number {
  return state.unreadElsewhere + state.chats.filter((chat) => unreadsOf(chat, currentUserId) > 0).length;
}

useChatsStore.subscribe((state) => {
  const unread = selectHasUnread(state);
  if (useUiStore.getState().chatUnread !== unread) {
    useUiStore.getState().setChatUnread(unread);
  }
});

/** A `chat` event: the list, the open chat's messages and the dot follow it; `onForeignMessage` alerts. */
export function applyChatEvent(payload: Envelope<'chat'>, onForeignMessage: (chat: ChatRecord, message: ChatMessageRecord) => void): void {
  const store = useChatsStore.getState();
  switch (payload.action) {
    case 'create':
    case 'update':
      store.upsert(payload.chat);
      return;
    case 'new-message':
      store.upsert(payload.chat);
      store.addMessage(payload.newMessage);
      if (payload.newMessage.senderId !== currentUserId) {
        onForeignMessage(payload.chat, payload.newMessage);
      }
      return;
    case 'delete':
      store.remove(payload.chatId);
      return;
  }
}
