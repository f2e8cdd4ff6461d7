import type { ChatRecord } from '@balcao/shared';
import { useCallback, useEffect, useRef } from 'react';
import { toastError } from '../../components/toast.tsx';
import { unreadsOf, useChatsStore } from '../../state/chats.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { listChatMessages, markChatRead } from './chatsApi.ts';

/**
 * The open chat's messages: the latest page on opening, older pages on demand, and the user's
 * unread count cleared on opening and whenever a message arrives while the chat is on screen.
 */
export function useChatMessages(chat: ChatRecord | null, userId: number) {
  const chatId = chat?.id ?? null;
  const unreads = chat ? unreadsOf(chat, userId) : 0;
  const messages = useChatsStore((state) => state.messages);
  const page = useChatsStore((state) => state.messagesPage);
  const hasMore = useChatsStore((state) => state.messagesHaveMore);
  const loading = useChatsStore((state) => state.messagesLoading);
  const loadingRef = useRef(false);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);

  const load = useCallback((id: number, pageNumber: number) => {
    loadingRef.current = true;
    useChatsStore.getState().setMessagesLoading(true);
    listChatMessages(id, pageNumber)
      .then((answer) => useChatsStore.getState().setMessages(id, answer.records, pageNumber, answer.hasMore))
      .catch(toastError)
      .finally(() => {
        loadingRef.current = false;
        useChatsStore.getState().setMessagesLoading(false);
      });
  }, []);

  // Opening a chat, and a reconnect that could not replay what was missed, load the latest page.
  useEffect(() => {
    useChatsStore.getState().open(chatId);
    if (chatId !== null) {
      load(chatId, 1);
    }
  }, [chatId, load, refetchVersion]);

  useEffect(() => () => useChatsStore.getState().open(null), []);

  // Read on opening, and when messages arrive while the chat is on screen (or when it comes back on screen).
  useEffect(() => {
    if (chatId === null || unreads === 0) {
      return;
    }
    const markRead = () => {
      if (document.visibilityState === 'visible') {
        markChatRead(chatId)
          .then((record) => useChatsStore.getState().upsert(record))
          .catch(() => undefined);
      }
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [chatId, unreads]);

  const loadOlder = useCallback(() => {
    if (chatId !== null && hasMore && !loadingRef.current) {
      load(chatId, page + 1);
    }
  }, [chatId, hasMore, page, load]);

  return { messages, hasMore, loading, loadOlder };
}
