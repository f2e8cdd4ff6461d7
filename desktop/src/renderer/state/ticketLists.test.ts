import { beforeEach, describe, expect, it } from 'vitest';
import { listedTicket } from '../test/tickets.ts';
import { belongsTo, useTicketListsStore, type TicketViewer } from './ticketLists.ts';

const attendant: TicketViewer = { userId: 7, admin: false, queueIds: [1], showAll: false };
const ids = (list: 'open' | 'pending' | 'closed' | 'search') => useTicketListsStore.getState().lists[list].tickets.map(({ id }) => id);

beforeEach(() => {
  useTicketListsStore.getState().reset();
  useTicketListsStore.getState().setViewer(attendant);
});

describe('ticket lists', () => {
  it('places a ticket by status, queue and user', () => {
    expect(belongsTo('pending', listedTicket({ id: 1, status: 'pending' }), attendant)).toBe(true);
    expect(belongsTo('pending', listedTicket({ id: 1, status: 'pending', queueId: 2 }), attendant)).toBe(false);
    expect(belongsTo('open', listedTicket({ id: 1, status: 'open', userId: 8 }), attendant)).toBe(false);
    expect(belongsTo('open', listedTicket({ id: 1, status: 'open', userId: 8 }), { ...attendant, admin: true, showAll: true })).toBe(true);
    expect(belongsTo('closed', listedTicket({ id: 1, status: 'closed', userId: 7 }), attendant)).toBe(true);
  });

  it('keeps a ticket that arrived live while the first page was loading, on top', () => {
    const store = useTicketListsStore.getState();
    store.startLoading('pending', 1);
    store.applyInbound(listedTicket({ id: 9, status: 'pending' }));
    store.pageLoaded('pending', 1, [listedTicket({ id: 3, status: 'pending' }), listedTicket({ id: 9, status: 'pending' })], false);
    expect(ids('pending')).toEqual([9, 3]);
    store.pageLoaded('pending', 2, [listedTicket({ id: 2, status: 'pending' })], false);
    expect(ids('pending')).toEqual([9, 3, 2]);
  });

  it('lists a ticket from a message summary that carries its listed parts, and takes the newer parts of a listed one', () => {
    const store = useTicketListsStore.getState();
    const { id, uuid, status, queueId, userId, whatsappId, chatbot, lastMessage, unreadMessages, updatedAt, contact } = listedTicket({
      id: 4,
      status: 'pending',
    });
    const summary = { id, uuid, status, queueId, userId, whatsappId, chatbot, lastMessage, unreadMessages, updatedAt, contact };
    const parts = {
      queue: { id: 1, name: 'Sales', color: '#2196F3' },
      whatsapp: { id: 1, name: 'Main' },
      user: null,
      tags: [{ id: 3, name: 'VIP', color: '#f00' }],
      held: null,
      botFailure: null,
    };
    store.applyInbound({ ...summary, ...parts });
    expect(useTicketListsStore.getState().lists.pending.tickets[0]).toMatchObject({ id: 4, ...parts, contact });
    store.applyInbound({ ...summary, ...parts, tags: [], lastMessage: 'again' });
    expect(useTicketListsStore.getState().lists.pending.tickets[0]).toMatchObject({ id: 4, tags: [], lastMessage: 'again' });
  });

  it('refreshes a search result in place and drops it when it leaves the viewer queues', () => {
    const store = useTicketListsStore.getState();
    store.pageLoaded('search', 1, [listedTicket({ id: 1, status: 'open', userId: 7 }), listedTicket({ id: 2 })], false);
    store.applyUpdate({ id: 2, lastMessage: 'changed' });
    expect(useTicketListsStore.getState().lists.search.tickets[1]?.lastMessage).toBe('changed');
    store.applyUpdate({ id: 1, queueId: 5 });
    expect(ids('search')).toEqual([2]);
  });
});
