import { can, type Envelope, type SessionUser } from '@balcao/shared';
import { isReading, readArrivedMessages } from '../features/tickets/conversation/reading.ts';
import { alertInbound } from '../features/tickets/notifications/inboundAlert.ts';
import { useSessionStore } from '../state/session.ts';
import { getTicket } from '../features/tickets/ticketsApi.ts';
import { findTicket, useTicketListsStore, type TicketPatch } from '../state/ticketLists.ts';
import { useTicketNotificationsStore } from '../state/ticketNotifications.ts';

function asTicket(value: unknown): TicketPatch | null {
  if (typeof value !== 'object' || value === null || typeof (value as { id?: unknown }).id !== 'number') {
    return null;
  }
  return value as TicketPatch;
}

/** Admins see every unread ticket; attendants those of their queues (unqueued ones with allTicket) not held by another user. */
export function mayNotify(ticket: TicketPatch, user: SessionUser | null): boolean {
  if (!user) {
    return false;
  }
  if (can(user.profile, 'tickets-manager:showall')) {
    return true;
  }
  const queueId = ticket.queueId ?? null;
  const inQueues = queueId === null ? user.allTicket === 'enabled' : user.queues.some(({ id }) => id === queueId);
  const userId = ticket.userId ?? null;
  return inQueues && (userId === null || userId === user.id);
}

/** What a list row shows beyond the summary's own fields; an inbound message's event carries them all. */
const LISTED_PARTS = ['queue', 'whatsapp', 'user', 'tags'] as const;

/** Whether a ticket's summary holds everything its list row shows (then it needs no read). */
export function isListable(ticket: TicketPatch): boolean {
  return LISTED_PARTS.every((part) => part in ticket);
}

/**
 * A summary without the listed parts (an event from an older server, or one that could not read
 * them): a ticket new to the lists gets its queue, connection and tags from its record.
 */
function completeListed(ticketId: number): void {
  getTicket(ticketId)
    .then((record) => {
      const listed = findTicket(useTicketListsStore.getState().lists, ticketId);
      // A record read before a change that has since arrived live (e.g. a bot's hand-off) would undo it.
      if (listed && Date.parse(record.updatedAt) >= Date.parse(listed.updatedAt)) {
        useTicketListsStore.getState().applyUpdate(record);
      }
    })
    // The next `ticket` update brings them anyway.
    .catch(() => undefined);
}

/** Unread messages on the conversation the user is reading are read at once: 0 in the lists, and the server told. */
function reading(ticket: TicketPatch): boolean {
  if (!isReading(ticket)) {
    return false;
  }
  if ((ticket.unreadMessages ?? 0) > 0) {
    readArrivedMessages(ticket.id);
  }
  return true;
}

export function handleTicketEvent(payload: Envelope<'ticket'>): void {
  const lists = useTicketListsStore.getState();
  const notifications = useTicketNotificationsStore.getState();
  if (payload.action === 'delete') {
    lists.remove(payload.ticketId);
    notifications.remove(payload.ticketId);
    return;
  }
  if (payload.action === 'updateUnread') {
    lists.resetUnread(payload.ticketId);
    notifications.remove(payload.ticketId);
    return;
  }
  const ticket = asTicket(payload.ticket);
  if (!ticket) {
    return;
  }
  if (reading(ticket)) {
    lists.applyUpdate({ ...ticket, unreadMessages: 0 });
    notifications.remove(ticket.id);
    return;
  }
  lists.applyUpdate(ticket);
  const stillVisible = mayNotify(ticket, useSessionStore.getState().user);
  if (!stillVisible || ticket.unreadMessages === 0) {
    notifications.remove(ticket.id);
  } else {
    notifications.upsert(ticket);
  }
}

export function handleAppMessageEvent(payload: Envelope<'appMessage'>): void {
  const ticket = payload.action === 'create' ? asTicket(payload.ticket) : null;
  if (payload.action !== 'create' || !ticket) {
    return;
  }
  const message = payload.message as { fromMe?: unknown; body?: unknown };
  if (message.fromMe === true) {
    useTicketListsStore.getState().applyUpdate(ticket);
    return;
  }
  const known = findTicket(useTicketListsStore.getState().lists, ticket.id) !== undefined;
  const read = reading(ticket);
  useTicketListsStore.getState().applyInbound(read ? { ...ticket, unreadMessages: 0 } : ticket);
  if (!known && !isListable(ticket)) {
    completeListed(ticket.id);
  }
  if (read || !mayNotify(ticket, useSessionStore.getState().user)) {
    return;
  }
  useTicketNotificationsStore.getState().upsert(ticket);
  alertInbound(ticket, typeof message.body === 'string' ? message.body : '');
}
