import '../../test/dom.ts';
import type { TicketRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useRealtimeStore } from '../../state/realtime.ts';
import { useSessionStore } from '../../state/session.ts';
import { useTicketListsStore } from '../../state/ticketLists.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { connectionRecord } from '../../test/records.ts';
import { listedTicket } from '../../test/tickets.ts';
import TicketsPage from './TicketsPage.tsx';

let server: ApiServer;
let seq = 0;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useTicketListsStore.getState().reset();
  useRealtimeStore.getState().reset();
  server.requests.length = 0;
  window.innerWidth = 1280;
});
afterEach(cleanup);

const today = new Date();
today.setHours(9, 5, 0, 0);

const mine = listedTicket({ id: 1, status: 'open', userId: 7, user: { id: 7, name: 'Ana' }, updatedAt: today.toISOString() });
const waiting = listedTicket({ id: 2, status: 'pending', unreadMessages: 3 });
const done = listedTicket({ id: 3, status: 'closed', userId: 7, user: { id: 7, name: 'Ana' } });

/** GET /tickets answers by the status asked for. */
function byStatus(lists: Partial<Record<string, TicketRecord[]>>, hasMore = false) {
  return ({ query }: RecordedRequest) => {
    const status = query.get('status') ?? 'search';
    return { body: { tickets: lists[status] ?? [], count: 0, hasMore } };
  };
}

function renderPage(path = '/tickets', profile: 'admin' | 'user' = 'user') {
  useSessionStore.getState().signedIn(sessionUser({ profile, queues: [{ id: 1, name: 'Sales', color: '#2196F3' }] }));
  const router = createMemoryRouter([{ path: '/tickets/:ticketId?', element: <TicketsPage /> }], { initialEntries: [path] });
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

function live(channel: 'ticket' | 'appMessage' | 'contact', payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent(`company-3-${channel}`, { ...payload, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

const list = (name: string) => screen.getByTestId(`ticket-list-${name}`);

describe('Ticket manager', { timeout: 20_000 }, () => {
  it('shows each tab its own tickets, with time, queue, connection and unread count', async () => {
    server.routes = { 'GET /tickets': byStatus({ open: [mine], pending: [waiting], closed: [done] }) };
    renderPage();
    const item = await within(await screen.findByTestId('ticket-list-open')).findByTestId('ticket-item-1');
    expect(within(item).getByTestId('ticket-updated-at').textContent).toBe('09:05');
    expect(within(item).getByTestId('ticket-queue').textContent).toContain('Sales');
    expect(within(item).getByTestId('ticket-connection').textContent).toBe('Main');
    expect(within(item).getByRole('button', { name: 'Close the ticket of Contact 1' })).toBeTruthy();
    expect(screen.getByTestId('tickets-welcome')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Waiting/ }));
    const pendingItem = await within(list('pending')).findByTestId('ticket-item-2');
    expect(within(pendingItem).getByTestId('ticket-unread').textContent).toBe('3');
    expect(within(pendingItem).getByTestId('ticket-updated-at').textContent).toBe('05/03/2026');
    expect(within(pendingItem).getByRole('button', { name: 'Accept the ticket of Contact 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const closedItem = await within(list('closed')).findByTestId('ticket-item-3');
    expect(within(closedItem).getByRole('button', { name: 'Reopen the ticket of Contact 3' })).toBeTruthy();
    expect(within(closedItem).queryByRole('button', { name: /Close/ })).toBeNull();
    const statuses = server.requests.filter(({ path }) => path === '/tickets').map(({ query }) => query.get('status'));
    expect(statuses).toEqual(expect.arrayContaining(['open', 'pending', 'closed']));
    expect(useRealtimeStore.getState().ticketStatuses).toContain('closed');
    // A plain user has no show-all toggle.
    expect(screen.queryByTestId('tickets-show-all')).toBeNull();
  });

  it('accepts a pending ticket: PUT, the ticket moves to Attending and opens; a pending click opens nothing', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [], pending: [waiting] }),
      'GET /tickets/u/00000000-0000-4000-8000-000000000002': { body: { ...waiting, status: 'open', userId: 7 } },
      'PUT /tickets/2': ({ body }) => ({ body: { ...waiting, ...(body as object), user: { id: 7, name: 'Ana' } } }),
    };
    const router = renderPage();
    fireEvent.click(screen.getByRole('tab', { name: /Waiting/ }));
    fireEvent.click(await within(list('pending')).findByTestId('ticket-item-2'));
    expect(router.state.location.pathname).toBe('/tickets');

    fireEvent.click(screen.getByRole('button', { name: 'Accept the ticket of Contact 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tickets/${waiting.uuid}`));
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({ status: 'open', userId: 7 });
    // The list follows the ticket to Attending instead of staying on an emptied Waiting.
    expect(screen.getByRole('tab', { name: /Attending/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(within(list('open')).getByTestId('ticket-item-2').getAttribute('aria-current')).toBe('true'));
    expect(screen.queryByTestId('ticket-list-pending')).toBeNull();
    expect(screen.queryByTestId('tickets-welcome')).toBeNull();
    await waitFor(() => expect(server.requests.some(({ path }) => path === `/tickets/u/${waiting.uuid}`)).toBe(true));
  });

  it('follows a ticket accepted from its conversation from Waiting to Attending', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [], pending: [waiting] }),
      [`GET /tickets/u/${waiting.uuid}`]: { body: waiting },
      'GET /messages/2': { body: { messages: [], count: 0, hasMore: false } },
      'PUT /tickets/2': ({ body }) => ({ body: { ...waiting, ...(body as object), user: { id: 7, name: 'Ana' } } }),
    };
    renderPage(`/tickets/${waiting.uuid}`, 'admin');
    fireEvent.click(screen.getByRole('tab', { name: /Waiting/ }));
    await within(list('pending')).findByTestId('ticket-item-2');
    const conversation = await screen.findByTestId('ticket-conversation');
    fireEvent.click(await within(conversation).findByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: /Attending/ }).getAttribute('aria-selected')).toBe('true'));
    expect(within(list('open')).getByTestId('ticket-item-2').getAttribute('aria-current')).toBe('true');
  });

  it('opens a ticket from its address with one request for the ticket, shared by the page and the conversation', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [mine] }),
      [`GET /tickets/u/${mine.uuid}`]: { body: mine },
      'GET /messages/1': { body: { messages: [], count: 0, hasMore: false, ticket: mine } },
    };
    renderPage(`/tickets/${mine.uuid}`);
    await screen.findByTestId('ticket-conversation');
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/messages/1')).toBe(true));
    expect(server.requests.filter(({ path }) => path === `/tickets/u/${mine.uuid}`)).toHaveLength(1);
  });

  it('lets an admin peek at a waiting ticket without opening it; attendants get no peek button', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [], pending: [waiting] }),
      'GET /messages/2': { body: { messages: [], count: 0, hasMore: false } },
    };
    const router = renderPage('/tickets', 'admin');
    fireEvent.click(screen.getByRole('tab', { name: /Waiting/ }));
    fireEvent.click(await within(list('pending')).findByRole('button', { name: 'Peek at the conversation with Contact 2' }));
    expect(await screen.findByRole('dialog', { name: /Contact 2/ })).toBeTruthy();
    // A peek leaves the conversation unread for whoever attends it.
    await waitFor(() =>
      expect(server.requests.some(({ path, query }) => path === '/messages/2' && query.get('markRead') === 'false')).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/tickets');
    cleanup();

    renderPage('/tickets', 'user');
    fireEvent.click(screen.getByRole('tab', { name: /Waiting/ }));
    expect(await within(list('pending')).findByTestId('ticket-item-2')).toBeTruthy();
    expect(within(list('pending')).queryByRole('button', { name: /Peek at/ })).toBeNull();
  });

  it('closes a ticket after confirmation: PUT with the queue, and it leaves the Open tab', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [mine] }),
      'GET /whatsapp/1': { body: connectionRecord({ id: 1, name: 'Main', complationMessage: '' }) },
      'PUT /tickets/1': ({ body }) => ({ body: { ...mine, ...(body as object) } }),
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Close the ticket of Contact 1' }));
    const dialog = await screen.findByTestId('ticket-close-confirm');
    expect(await within(dialog).findByText(/Main has no farewell message/)).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close ticket', hidden: true }));
    await waitFor(() => expect(within(list('open')).queryByTestId('ticket-item-1')).toBeNull());
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({ status: 'closed', userId: 7, queueId: 1 });
  });

  it('follows socket events: move, refresh, unread reset, new message to the top, queue change and delete', async () => {
    const other = listedTicket({ id: 4, status: 'pending' });
    server.routes = { 'GET /tickets': byStatus({ open: [mine], pending: [waiting, other] }) };
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: /Waiting/ }));
    await within(list('pending')).findByTestId('ticket-item-4');
    const order = () =>
      within(list('pending'))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-testid'));
    expect(order()).toEqual(['ticket-item-2', 'ticket-item-4']);

    // A new inbound message on the second ticket brings it to the top with its text and count.
    live('appMessage', {
      action: 'create',
      message: { id: 9, fromMe: false, body: '*Any* _news_?' },
      ticket: { ...other, lastMessage: '*Any* _news_?', unreadMessages: 1 },
    });
    expect(order()).toEqual(['ticket-item-4', 'ticket-item-2']);
    // The preview is plain text: WhatsApp's markers are not shown.
    expect(within(screen.getByTestId('ticket-item-4')).getByTestId('ticket-last-message').textContent).toBe('Any news?');

    // Read elsewhere: the count goes away.
    live('ticket', { action: 'updateUnread', ticketId: 2 });
    expect(within(screen.getByTestId('ticket-item-2')).queryByTestId('ticket-unread')).toBeNull();

    // Accepted by me elsewhere: it moves to Attending (events carry only some fields).
    live('ticket', { action: 'update', ticket: { id: 2, uuid: waiting.uuid, status: 'open', userId: 7, queueId: 1 } });
    expect(within(list('pending')).queryByTestId('ticket-item-2')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Attending/ }));
    expect(within(list('open')).getByTestId('ticket-item-2').textContent).toContain('Contact 2');

    // Transferred to a queue I do not belong to: gone.
    live('ticket', { action: 'update', ticket: { id: 1, status: 'open', userId: 7, queueId: 99 } });
    expect(within(list('open')).queryByTestId('ticket-item-1')).toBeNull();

    live('ticket', { action: 'delete', ticketId: 2 });
    expect(within(list('open')).queryByTestId('ticket-item-2')).toBeNull();
  });

  it('shows a contact renamed elsewhere in its ticket row and the open header at once, other tickets untouched', async () => {
    const second = listedTicket({ id: 5, status: 'open', userId: 7 });
    server.routes = {
      'GET /tickets': byStatus({ open: [mine, second] }),
      [`GET /tickets/u/${mine.uuid}`]: { body: mine },
      'GET /messages/1': { body: { messages: [], count: 0, hasMore: false } },
    };
    renderPage(`/tickets/${mine.uuid}`);
    const conversation = await screen.findByTestId('ticket-conversation');
    expect((await within(conversation).findByTestId('conversation-contact-name')).textContent).toBe('Contact 1');
    await within(list('open')).findByTestId('ticket-item-5');
    const fetched = server.requests.length;

    live('contact', {
      action: 'update',
      contact: {
        ...mine.contact,
        name: 'Maria Renamed',
        uuid: 'c-101',
        whatsappId: 1,
        whatsapp: null,
        email: '',
        isGroup: false,
        extraInfo: [],
      },
    });
    expect(within(conversation).getByTestId('conversation-contact-name').textContent).toBe('Maria Renamed');
    expect(within(list('open')).getByTestId('ticket-item-1').textContent).toContain('Maria Renamed');
    expect(within(list('open')).getByTestId('ticket-item-5').textContent).toContain('Contact 5');
    expect(server.requests.length).toBe(fetched);
  });

  it('keeps the unread count of the conversation being read at 0 and tells the server it is read', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [mine, listedTicket({ id: 5, status: 'open', userId: 7 })] }),
      [`GET /tickets/u/${mine.uuid}`]: { body: mine },
      'GET /messages/1': { body: { messages: [], count: 0, hasMore: false } },
      'POST /messages/1/read': { status: 204 },
    };
    renderPage(`/tickets/${mine.uuid}`);
    await screen.findByTestId('ticket-conversation');
    await waitFor(() => expect(useRealtimeStore.getState().openTicketId).toBe('1'));
    await within(list('open')).findByTestId('ticket-item-5');

    live('appMessage', {
      action: 'create',
      message: { id: 40, ticketId: 1, fromMe: false, body: 'Still there?' },
      ticket: { ...mine, lastMessage: 'Still there?', unreadMessages: 1 },
    });
    live('appMessage', {
      action: 'create',
      message: { id: 41, ticketId: 5, fromMe: false, body: 'Hello' },
      ticket: { id: 5, status: 'open', userId: 7, lastMessage: 'Hello', unreadMessages: 1 },
    });

    const item = (id: number) => within(list('open')).getByTestId(`ticket-item-${id}`);
    expect(within(item(1)).getByTestId('ticket-last-message').textContent).toBe('Still there?');
    expect(within(item(1)).queryByTestId('ticket-unread')).toBeNull();
    expect(within(item(5)).getByTestId('ticket-unread').textContent).toBe('1');
    await waitFor(() => expect(server.requests.some(({ method, path }) => method === 'POST' && path === '/messages/1/read')).toBe(true));
    expect(server.requests.some(({ path }) => path === '/messages/5/read')).toBe(false);
  });

  it('completes a ticket that arrives with a new message as a summary: its queue and connection are read', async () => {
    const arriving = listedTicket({ id: 8, status: 'pending', unreadMessages: 1, queue: { id: 1, name: 'Support', color: '#00AA00' } });
    server.routes = { 'GET /tickets': byStatus({}), 'GET /tickets/8': { body: arriving } };
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: /Waiting/ }));
    expect(await within(list('pending')).findByText('Nothing here.')).toBeTruthy();
    const { id, uuid, status, queueId, userId, whatsappId, chatbot, lastMessage, unreadMessages, updatedAt, contact } = arriving;
    const summary = { id, uuid, status, queueId, userId, whatsappId, chatbot, lastMessage, unreadMessages, updatedAt, contact };
    live('appMessage', { action: 'create', message: { id: 30, ticketId: 8, fromMe: false, body: 'Hello 8' }, ticket: summary });
    const item = () => within(list('pending')).getByTestId('ticket-item-8');
    await waitFor(() => expect(within(item()).getByTestId('ticket-queue').textContent).toContain('Support'));
    expect(within(item()).getByTestId('ticket-connection').textContent).toBe('Main');
  });

  it('lists a ticket that arrives with a message carrying its listed parts without reading it', async () => {
    const arriving = listedTicket({
      id: 9,
      status: 'pending',
      unreadMessages: 1,
      queue: { id: 1, name: 'Support', color: '#00AA00' },
      whatsapp: { id: 1, name: 'Vendas' },
      tags: [{ id: 2, name: 'VIP', color: '#f00' }],
    });
    server.routes = { 'GET /tickets': byStatus({}), 'GET /tickets/9': { body: arriving } };
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: /Waiting/ }));
    expect(await within(list('pending')).findByText('Nothing here.')).toBeTruthy();
    const { id, uuid, status, queueId, userId, whatsappId, chatbot, lastMessage, unreadMessages, updatedAt, contact } = arriving;
    const { queue, whatsapp, user, tags } = arriving;
    const summary = { id, uuid, status, queueId, userId, whatsappId, chatbot, lastMessage, unreadMessages, updatedAt, contact };
    live('appMessage', {
      action: 'create',
      message: { id: 31, ticketId: 9, fromMe: false, body: 'Hello 9' },
      ticket: { ...summary, queue, whatsapp, user, tags, held: null, botFailure: null },
    });
    const item = within(list('pending')).getByTestId('ticket-item-9');
    expect(within(item).getByTestId('ticket-queue').textContent).toContain('Support');
    expect(within(item).getByTestId('ticket-connection').textContent).toBe('Vendas');
    // A read would have been sent at once; the next live event proves the handler is done.
    live('ticket', { action: 'updateUnread', ticketId: 9 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests.filter(({ path }) => path === '/tickets/9')).toEqual([]);
  });

  it('loads the next page when scrolled within 100 px of the bottom', async () => {
    server.routes = { 'GET /tickets': byStatus({ open: [mine] }, true) };
    renderPage();
    await within(await screen.findByTestId('ticket-list-open')).findByTestId('ticket-item-1');
    const scroller = list('open');
    Object.defineProperties(scroller, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 500 },
    });
    scroller.scrollTop = 300;
    fireEvent.scroll(scroller);
    expect(server.requests.some(({ query }) => query.get('pageNumber') === '2')).toBe(false);
    scroller.scrollTop = 420;
    fireEvent.scroll(scroller);
    await waitFor(() =>
      expect(server.requests.some(({ query }) => query.get('status') === 'open' && query.get('pageNumber') === '2')).toBe(true),
    );
  });

  it('debounces the search by 500 ms and sends the tag filter; admins get show-all and the user filter', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [mine], search: [done] }),
      'GET /tags/list': { body: [{ id: 5, name: 'VIP', color: '#f00', kanban: false }] },
      'GET /users/list': { body: [{ id: 77, name: 'Marta Dias', profile: 'user', queues: [] }] },
    };
    renderPage('/tickets', 'admin');
    expect(await screen.findByTestId('tickets-show-all')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect(await screen.findByRole('combobox', { name: 'Filter by users' })).toBeTruthy();
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/tags/list')).toBe(true));
    await waitFor(() => expect(server.requests.some(({ path, query }) => path === '/tickets' && query.get('status') === null)).toBe(true));
    server.requests.length = 0;

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts, messages or a protocol number' }), {
      target: { value: 'ana' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests.filter(({ path }) => path === '/tickets')).toEqual([]);
    await waitFor(() => expect(server.requests.filter(({ query }) => query.get('searchParam') === 'ana')).toHaveLength(1));

    const tagsBox = screen.getByRole('combobox', { name: 'Filter by tags' });
    fireEvent.click(tagsBox);
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'VIP' }));
    await waitFor(() => expect(server.requests.some(({ query }) => query.get('tags') === '[5]')).toBe(true));
    expect(await within(list('search')).findByTestId('ticket-item-3')).toBeTruthy();

    // The user filter offers the company's users (GET /users/list), not only the assignees seen so far.
    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by users' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Marta Dias' }));
    await waitFor(() => expect(server.requests.some(({ query }) => query.get('users') === '[77]')).toBe(true));
  });

  it('shows two tabs and cuts contact names to 10 characters on a narrow window', async () => {
    window.innerWidth = 480;
    const longName = listedTicket({
      id: 6,
      status: 'open',
      userId: 7,
      contact: { id: 6, name: 'Maria Aparecida', number: '5511', profilePicUrl: '' },
    });
    server.routes = { 'GET /tickets': byStatus({ open: [longName] }) };
    renderPage();
    expect(screen.getByTestId('page-tickets').getAttribute('data-layout')).toBe('narrow');
    expect(screen.getByRole('tab', { name: 'Ticket' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Attendances', selected: true })).toBeTruthy();
    const item = await screen.findByTestId('ticket-item-6');
    expect(within(item).getByTestId('ticket-contact-name').textContent).toBe('Maria Apar…');
    fireEvent.click(screen.getByRole('tab', { name: 'Ticket' }));
    expect(screen.getByTestId('tickets-welcome')).toBeTruthy();
  });

  it('refuses a ticket outside the user queues: "Access not allowed" and back to /tickets', async () => {
    server.routes = {
      'GET /tickets': byStatus({}),
      'GET /tickets/u/00000000-0000-4000-8000-000000000009': {
        status: 403,
        body: { error: 'ERR_NO_PERMISSION', message: 'No permission' },
      },
    };
    const router = renderPage('/tickets/00000000-0000-4000-8000-000000000009');
    expect(await screen.findByText('Access not allowed')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
  });

  it('leaves a ticket deleted while it is open, with the deleted toast', async () => {
    server.routes = { 'GET /tickets': byStatus({ open: [mine] }), [`GET /tickets/u/${mine.uuid}`]: { body: mine } };
    const router = renderPage(`/tickets/${mine.uuid}`);
    await within(await screen.findByTestId('ticket-list-open')).findByTestId('ticket-item-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Leaving a room (here: still visible) is announced as a delete too: the conversation stays.
    const reads = () => server.requests.filter(({ path }) => path === `/tickets/u/${mine.uuid}`).length;
    const before = reads();
    live('ticket', { action: 'delete', ticketId: 1 });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe(`/tickets/${mine.uuid}`);

    server.routes = {
      ...server.routes,
      [`GET /tickets/u/${mine.uuid}`]: { status: 404, body: { error: 'ERR_NO_TICKET_FOUND', message: 'No ticket' } },
    };
    live('ticket', { action: 'delete', ticketId: 1 });
    expect(await screen.findByText('The ticket you were viewing was deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
  });
});
