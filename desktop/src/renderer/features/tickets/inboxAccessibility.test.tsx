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
import { listedTicket } from '../../test/tickets.ts';
import TicketsPage from './TicketsPage.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useTicketListsStore.getState().reset();
  useRealtimeStore.getState().reset();
  window.innerWidth = 1280;
});
afterEach(cleanup);

const today = new Date();
today.setHours(9, 5, 0, 0);
const at = today.toISOString();

const first = listedTicket({ id: 1, status: 'open', userId: 7, user: { id: 7, name: 'Ana' }, updatedAt: at });
const second = listedTicket({ id: 2, status: 'open', userId: 7, user: { id: 7, name: 'Ana' }, updatedAt: at, unreadMessages: 2 });
const third = listedTicket({ id: 3, status: 'open', userId: 7, user: { id: 7, name: 'Ana' }, updatedAt: at });
const waiting = listedTicket({ id: 4, status: 'pending', unreadMessages: 1, updatedAt: at });

function byStatus(lists: Partial<Record<string, TicketRecord[]>>) {
  return ({ query }: RecordedRequest) => ({ body: { tickets: lists[query.get('status') ?? 'search'] ?? [], count: 0, hasMore: false } });
}

function renderPage(path = '/tickets') {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'user', queues: [{ id: 1, name: 'Sales', color: '#2196F3' }] }));
  const router = createMemoryRouter([{ path: '/tickets/:ticketId?', element: <TicketsPage /> }], { initialEntries: [path] });
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

/** A click that also focuses, as a browser does for buttons. */
function press(element: HTMLElement) {
  element.focus();
  fireEvent.click(element);
}

const list = (name: string) => screen.getByTestId(`ticket-list-${name}`);

/** The close confirmation takes focus (keyboard users land in it) and is confirmed from the keyboard. */
async function confirmClose() {
  const dialog = await screen.findByTestId('ticket-close-confirm');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  press(within(dialog).getByRole('button', { name: 'Close ticket', hidden: true }));
  await waitFor(() => expect(screen.queryByTestId('ticket-close-confirm')).toBeNull());
}

describe('the inbox with a keyboard and a screen reader', { timeout: 20_000 }, () => {
  it('has one h1, and says of each ticket who, what, when, how many unread and where it sits in the list', async () => {
    server.routes = { 'GET /tickets': byStatus({ open: [first, second, third], pending: [waiting] }) };
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Tickets']);

    const ticket = await within(list('open')).findByRole('listitem', { name: 'Contact 2: Hello 2, 09:05, 2 unread messages' });
    expect(ticket.getAttribute('aria-posinset')).toBe('2');
    expect(ticket.getAttribute('aria-setsize')).toBe('3');
    expect(within(list('open')).getByRole('list').getAttribute('aria-label')).toBe('Tickets, 3 tickets');

    fireEvent.click(screen.getByRole('tab', { name: /Waiting/ }));
    const pending = await within(list('pending')).findByRole('listitem', { name: 'Contact 4: Hello 4, 09:05, 1 unread message, waiting' });
    pending.focus();
    expect(document.activeElement).toBe(pending);
  });

  it('puts focus in the message box after Accept', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [], pending: [waiting] }),
      [`GET /tickets/u/${waiting.uuid}`]: { body: { ...waiting, status: 'open', userId: 7 } },
      'GET /messages/4': { body: { messages: [], count: 0, hasMore: false } },
      'PUT /tickets/4': ({ body }) => ({ body: { ...waiting, ...(body as object), user: { id: 7, name: 'Ana' } } }),
    };
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: /Waiting/ }));
    press(await within(list('pending')).findByRole('button', { name: 'Accept the ticket of Contact 4' }));
    const messageBox = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(document.activeElement).toBe(messageBox));
  });

  it('after closing a ticket, focus is on the next ticket of the list, and on the list once it is empty', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [first, second] }),
      'PUT /tickets/1': { body: { ...first, status: 'closed' } },
      'PUT /tickets/2': { body: { ...second, status: 'closed' } },
    };
    renderPage();
    press(await within(list('open')).findByRole('button', { name: 'Close the ticket of Contact 1' }));
    await confirmClose();
    await waitFor(() => expect(document.activeElement).toBe(within(list('open')).getByTestId('ticket-item-2')));

    press(within(list('open')).getByRole('button', { name: 'Close the ticket of Contact 2' }));
    await confirmClose();
    await waitFor(() => expect(document.activeElement).toBe(list('open')));
  });

  it('after closing the open ticket from its conversation, focus is on the ticket that took its place', async () => {
    server.routes = {
      'GET /tickets': byStatus({ open: [first, second, third] }),
      [`GET /tickets/u/${second.uuid}`]: { body: second },
      'GET /messages/2': { body: { messages: [], count: 0, hasMore: false } },
      'PUT /tickets/2': { body: { ...second, status: 'closed' } },
    };
    const router = renderPage(`/tickets/${second.uuid}`);
    const conversation = await screen.findByTestId('ticket-conversation');
    press(await within(conversation).findByRole('button', { name: 'Close' }));
    await confirmClose();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
    await waitFor(() => expect(document.activeElement).toBe(within(list('open')).getByTestId('ticket-item-3')));
  });

  it('speaks only messages that arrive, in one log, without the bubbles buttons', async () => {
    const message = (id: number, body: string, fromMe = false) => ({
      id,
      ticketId: 1,
      body,
      fromMe,
      read: true,
      ack: 0,
      mediaType: 'chat',
      mediaUrl: null,
      isDeleted: false,
      isEdited: false,
      recovered: false,
      sendStatus: 'sent',
      sendError: null,
      clientKey: null,
      userId: null,
      contact: null,
      quotedMsg: null,
      createdAt: at,
    });
    server.routes = {
      'GET /tickets': byStatus({ open: [first] }),
      [`GET /tickets/u/${first.uuid}`]: { body: first },
      'GET /messages/1': { body: { messages: [message(10, 'Earlier question')], count: 1, hasMore: false } },
    };
    renderPage(`/tickets/${first.uuid}`);
    await screen.findByText('Earlier question', {}, { timeout: 10_000 });
    const log = screen.getByRole('log');
    expect(log.textContent).toBe('');

    act(() => {
      dispatchEvent(
        'company-3-appMessage',
        { action: 'create', message: message(11, 'Is it ready?'), ticket: first, contact: first.contact, seq: 1, companyId: 3 },
        { userId: 7, companyId: 3 },
      );
    });
    await waitFor(() => expect(log.textContent).toBe('Contact 1: Is it ready?'));
    expect(screen.getAllByRole('log')).toHaveLength(1);
    expect(within(log).queryAllByRole('button')).toHaveLength(0);
  });
});
