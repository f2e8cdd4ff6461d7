import type { TicketRecord } from '@balcao/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_NOTIFICATION_PREFIX } from '../../chats/chatAlert.ts';
import { getPlatform } from '../../../platform/index.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../../state/realtime.ts';
import { selectNotificationCount, useTicketNotificationsStore } from '../../../state/ticketNotifications.ts';
import { listTickets } from '../ticketsApi.ts';
import { NotificationsPopover } from './NotificationsPopover.tsx';

/**
 * Loads the unread tickets the user may see (then kept live by `ticket` and `appMessage` events),
 * mirrors their number on the tray badge and opens a ticket from the list or a desktop notification.
 */
export function NotificationsContainer() {
  const navigate = useNavigate();
  const tickets = useTicketNotificationsStore((state) => state.tickets);
  const count = useTicketNotificationsStore(selectNotificationCount);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);

  useEffect(() => {
    let current = true;
    listTickets({ withUnreadMessages: true, pageNumber: 1 })
      .then(({ tickets: unread }) => current && useTicketNotificationsStore.getState().setAll(unread))
      // The bell is secondary: a failed load leaves it empty until the next event or refetch.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [refetchVersion]);

  useEffect(() => {
    getPlatform()
      .setUnreadCount(count)
      .catch(() => undefined);
  }, [count]);

  useEffect(
    () =>
      getPlatform().onNotificationClick((tag) => {
        if (tag.startsWith(CHAT_NOTIFICATION_PREFIX)) {
          void navigate(`/chats/${tag.slice(CHAT_NOTIFICATION_PREFIX.length)}`);
        } else if (tag) {
          void navigate(`/tickets/${tag}`);
        }
      }),
    [navigate],
  );

  useEffect(() => () => useTicketNotificationsStore.getState().reset(), []);

  return (
    <NotificationsPopover
      tickets={tickets}
      onOpenTicket={(ticket: TicketRecord) => void navigate(`/tickets/${ticket.uuid}`)}
      // Browsers grant notifications only from a user gesture: opening the bell is one.
      onOpen={() => void getPlatform().requestNotificationPermission()}
    />
  );
}
