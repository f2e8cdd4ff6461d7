import { i18n } from '../../../i18n/index.ts';
import { getPlatform } from '../../../platform/index.ts';
import { usePreferencesStore } from '../../../state/preferences.ts';
import { useRealtimeStore } from '../../../state/realtime.ts';
import type { TicketPatch } from '../../../state/ticketLists.ts';
import { playAlertSound } from './alertSound.ts';

function windowFocused(): boolean {
  return typeof document.hasFocus === 'function' ? document.hasFocus() : true;
}

/**
 * A new inbound message: a chime at the saved volume and a desktop notification, unless the user is
 * looking at that very conversation. The notification's tag is the ticket's uuid (a click opens it).
 */
export function alertInbound(ticket: TicketPatch, body: string): void {
  const openTicketId = useRealtimeStore.getState().openTicketId;
  const looking = windowFocused() && (openTicketId === String(ticket.id) || (ticket.uuid !== undefined && openTicketId === ticket.uuid));
  if (looking) {
    return;
  }
  playAlertSound(usePreferencesStore.getState().volume);
  getPlatform()
    .showNotification({
      title: i18n.t('tickets.notifications.newMessage', { name: ticket.contact?.name ?? '' }),
      body,
      ...(ticket.uuid ? { tag: ticket.uuid } : {}),
    })
    .catch(() => undefined);
}
