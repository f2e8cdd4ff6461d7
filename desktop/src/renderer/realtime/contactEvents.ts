import type { ContactRecord, Envelope, TicketRecord } from '@balcao/shared';
import { useConversationStore } from '../features/tickets/conversation/conversationStore.ts';
import { useKanbanStore } from '../state/kanban.ts';
import { TICKET_LISTS, useTicketListsStore } from '../state/ticketLists.ts';
import { useTicketNotificationsStore } from '../state/ticketNotifications.ts';

type ContactShown = Pick<ContactRecord, 'id' | 'name' | 'number' | 'profilePicUrl'>;

/** The tickets of this contact with its new name, number and picture; the same array when none changes. */
function withContact(tickets: TicketRecord[], contact: ContactShown): TicketRecord[] {
  let changed = false;
  const next = tickets.map((ticket) => {
    const { name, number, profilePicUrl } = ticket.contact;
    if (
      ticket.contactId !== contact.id ||
      (name === contact.name && number === contact.number && profilePicUrl === contact.profilePicUrl)
    ) {
      return ticket;
    }
    changed = true;
    return { ...ticket, contact: { ...ticket.contact, name: contact.name, number: contact.number, profilePicUrl: contact.profilePicUrl } };
  });
  return changed ? next : tickets;
}

/**
 * A contact changed (renamed on the contacts screen or in a ticket's contact panel, by anyone of the
 * company: the `contact` channel reaches every user): every ticket row, card, notification and the open
 * header showing it follow at once, without asking the server.
 */
export function handleContactEvent(payload: Envelope<'contact'>): void {
  if (payload.action !== 'update') {
    return;
  }
  const { id, name, number, profilePicUrl } = payload.contact;
  const contact = { id, name, number, profilePicUrl };

  useTicketListsStore.setState((state) => {
    const lists = { ...state.lists };
    let changed = false;
    for (const list of TICKET_LISTS) {
      const tickets = withContact(state.lists[list].tickets, contact);
      if (tickets !== state.lists[list].tickets) {
        lists[list] = { ...state.lists[list], tickets };
        changed = true;
      }
    }
    return changed ? { lists } : state;
  });

  const open = useConversationStore.getState().ticket;
  if (open && withContact([open], contact)[0] !== open) {
    useConversationStore.getState().setTicket({ id: open.id, contact: { name, number, profilePicUrl } });
  }

  useTicketNotificationsStore.setState((state) => {
    const tickets = withContact(state.tickets, contact);
    return tickets === state.tickets ? state : { tickets };
  });

  useKanbanStore.setState((state) => {
    let changed = false;
    const cards = Object.fromEntries(
      Object.entries(state.cards).map(([lane, cardsOfLane]) => {
        const tickets = withContact(cardsOfLane.tickets, contact);
        changed ||= tickets !== cardsOfLane.tickets;
        return [lane, tickets === cardsOfLane.tickets ? cardsOfLane : { ...cardsOfLane, tickets }];
      }),
    );
    return changed ? { cards } : state;
  });
}
