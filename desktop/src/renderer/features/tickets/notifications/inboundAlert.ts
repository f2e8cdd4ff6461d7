import { i18n } from '../../../i18n/index.ts';
import { getPlatform } from '../../../platform/index.ts';
import { usePreferencesStore } from '../../../state/preferences.ts';
import { isReading } from '../conversation/reading.ts';
import { plainText } from '../conversation/richText.ts';
import type { TicketPatch } from '../../../state/ticketLists.ts';
import { playAlertSound } from './alertSound.ts';

/**
 * A new inbound message: a chime at the saved volume and a desktop notification, unless the user is
 * looking at that very conversation. The notification's tag is the ticket's uuid (a click opens it).
 */
export function alertInbound(ticket: TicketPatch, body: string): void {
  if (isReading(ticket)) {
    return;
  }
  playAlertSound(usePreferencesStore.getState().volume);
  getPlatform()
    .showNotification({
      title: i18n.t('tickets.notifications.newMessage', { name: ticket.contact?.name ?? '' }),
      body: plainText(body),
      ...(ticket.uuid ? { tag: ticket.uuid } : {}),
    })
    .catch(() => undefined);
}
