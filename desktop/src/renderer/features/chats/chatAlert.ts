import type { ChatMessageRecord, ChatRecord } from '@balcao/shared';
import { i18n } from '../../i18n/index.ts';
import { getPlatform } from '../../platform/index.ts';
import { useChatsStore } from '../../state/chats.ts';
import { usePreferencesStore } from '../../state/preferences.ts';
import { playAlertSound } from '../tickets/notifications/alertSound.ts';

/** The tag of a chat's desktop notification: a click opens `/chats/{uuid}`. */
export const CHAT_NOTIFICATION_PREFIX = 'chat:';

function isReadingChat(chatId: number): boolean {
  return useChatsStore.getState().activeChatId === chatId && document.visibilityState === 'visible' && document.hasFocus();
}

/** A colleague's message: the ticket alerts' chime and a desktop notification, unless the user is reading that chat. */
export function alertChatMessage(chat: ChatRecord, message: ChatMessageRecord): void {
  if (isReadingChat(chat.id)) {
    return;
  }
  playAlertSound(usePreferencesStore.getState().volume);
  getPlatform()
    .showNotification({
      title: i18n.t('chat.notification', { name: message.sender?.name ?? '', title: chat.title }),
      body: message.message,
      tag: `${CHAT_NOTIFICATION_PREFIX}${chat.uuid}`,
    })
    .catch(() => undefined);
}
