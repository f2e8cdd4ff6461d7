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
import { useKanbanStore } from '../../state/kanban.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { listedTicket } from '../../test/tickets.ts';
import KanbanPage from './KanbanPage.tsx';

const doing = { id: 5, name: 'Doing', color: '#1A237E', kanban: true };
const first = listedTicket({ id: 1, lastMessage: 'Where is my order?' });
const second = listedTicket({ id: 2 });
const started = listedTicket({ id: 3, tags: [{ id: 5, name: 'Doing', color: '#1A237E' }] });

let server: ApiServer;
let seq = 0;
const realRect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');

/** jsdom lays nothing out: each lane stands 320 px right of the previous one, its cards inside it. */
function layOutLanes() {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const lane = this.closest('[data-kanban-lane]');
    const index = lane ? [...document.querySelectorAll('[data-kanban-lane]')].indexOf(lane) : -1;
    if (index < 0) {
      return new DOMRect(0, 0, 0, 0);
    }
    return this === lane ? new DOMRect(index * 320, 0, 300, 800) : new DOMRect(index * 320 + 10, 60, 280, 108);
  };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
  layOutLanes();
});
afterAll(async () => {
  if (realRect) {
    Object.defineProperty(Element.prototype, 'getBoundingClientRect', realRect);
  }
  await server.close();
});
beforeEach(() => {
  useKanbanStore.getState().reset();
  server.requests.length = 0;
  server.routes = {
    'GET /tags/kanban': { body: { lista: [doing] } },
    'GET /ticket/kanban': ({ query }: RecordedRequest) => {
      const tickets: TicketRecord[] = query.get('lane') === '5' ? [started] : [first, second];
      return { body: { tickets, count: tickets.length, hasMore: false } };
    },
    'PUT /ticket-tags/1/5': { body: { ticketId: 1, tags: [doing] } },
  };
});
afterEach(cleanup);

function renderBoard() {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin', plan: { useKanban: true } }));
  const router = createMemoryRouter(
    [
      { path: '/kanban', element: <KanbanPage /> },
      { path: '/tickets/:ticketId', element: <p>conversation</p> },
    ],
    { initialEntries: ['/kanban'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

const lane = (id: string) => screen.getByTestId(`kanban-lane-${id}`);

describe('Kanban board', { timeout: 20_000 }, () => {
  it('shows a lane for untagged tickets and one per kanban tag, with each card’s number, contact and last message', async () => {
    const router = renderBoard();
    await screen.findByTestId('kanban-card-1');
    const card = within(lane('none')).getByTestId('kanban-card-1');
    expect(card.textContent).toContain('#1');
    expect(card.textContent).toContain('Contact 1');
    expect(card.textContent).toContain('551199900001');
    expect(card.textContent).toContain('Where is my order?');
    await screen.findByTestId('kanban-card-3');
    expect(within(lane('5')).getByTestId('kanban-card-3')).toBeTruthy();
    expect(within(lane('5')).getByText('Doing')).toBeTruthy();
    expect(server.requests.filter(({ path }) => path === '/ticket/kanban').map(({ query }) => query.get('showAll'))).toEqual([
      'true',
      'true',
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Open the ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tickets/${first.uuid}`));
  });

  it('moves a card to the next lane from the keyboard, through the API, with a success toast', async () => {
    renderBoard();
    const handle = await screen.findByRole('button', { name: 'Move the ticket 1 of Contact 1' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // The sensor listens for arrows once the pick-up has settled.
    await waitFor(() => {
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
      expect(screen.getByText('The ticket 1 is over the lane Doing.')).toBeTruthy();
    });
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });

    expect(await within(lane('5')).findByTestId('kanban-card-1')).toBeTruthy();
    expect(within(lane('none')).queryByTestId('kanban-card-1')).toBeNull();
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Ticket moved to Doing.');
    expect(server.requests.some(({ method, path }) => method === 'PUT' && path === '/ticket-tags/1/5')).toBe(true);
  });

  it('puts the card back and says why when the move is refused', async () => {
    server.routes['PUT /ticket-tags/1/5'] = { status: 403, body: { error: 'ERR_NO_PERMISSION', message: 'no' } };
    renderBoard();
    const handle = await screen.findByRole('button', { name: 'Move the ticket 1 of Contact 1' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => {
      fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
      expect(screen.getByText('The ticket 1 is over the lane Doing.')).toBeTruthy();
    });
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    expect(await screen.findByTestId('toast-error')).toBeTruthy();
    await waitFor(() => expect(within(lane('none')).queryByTestId('kanban-card-1')).not.toBeNull());
    expect(within(lane('5')).queryByTestId('kanban-card-1')).toBeNull();
  });

  it('renders only a screenful of a 2,000-card lane, and asks for the next page as it is scrolled', async () => {
    const many = Array.from({ length: 100 }, (_, index) => listedTicket({ id: 1000 + index }));
    server.routes['GET /ticket/kanban'] = ({ query }: RecordedRequest) =>
      query.get('lane') === 'none'
        ? { body: { tickets: query.get('pageNumber') === '1' ? many : [], count: 2000, hasMore: true } }
        : { body: { tickets: [], count: 0, hasMore: false } };
    renderBoard();
    await screen.findByTestId('kanban-card-1000');
    expect(within(lane('none')).getByTestId('kanban-lane-none-count').textContent).toBe('2000 tickets');
    expect(lane('none').querySelectorAll('[data-kanban-card]').length).toBeLessThan(20);

    fireEvent.scroll(lane('none').querySelector('[role="list"]')?.parentElement as HTMLElement);
    await waitFor(() =>
      expect(server.requests.some(({ path, query }) => path === '/ticket/kanban' && query.get('pageNumber') === '2')).toBe(true),
    );
  });

  it('follows a colleague’s move live, and drops a closed ticket', async () => {
    renderBoard();
    await screen.findByTestId('kanban-card-2');
    await screen.findByTestId('kanban-card-3');
    const live = (ticket: TicketRecord) =>
      act(() => {
        dispatchEvent('company-3-ticket', { action: 'update', ticket, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
      });
    live({ ...second, tags: [{ id: 5, name: 'Doing', color: '#1A237E' }] });
    expect(within(lane('5')).getByTestId('kanban-card-2')).toBeTruthy();
    expect(within(lane('none')).queryByTestId('kanban-card-2')).toBeNull();
    expect(lane('5').textContent).toContain('2 tickets');
    live({ ...started, status: 'closed' });
    expect(within(lane('5')).queryByTestId('kanban-card-3')).toBeNull();
  });

  it('follows lanes live: a renamed lane changes in place, a tag made a lane adds its lane', async () => {
    renderBoard();
    await screen.findByTestId('kanban-card-3');
    const tagEvent = (tag: Record<string, unknown>) =>
      act(() => {
        dispatchEvent('company-3-tag', { action: 'update', tag, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
      });
    tagEvent({ ...doing, name: 'In progress', ticketsCount: 1 });
    expect(within(lane('5')).getByText('In progress')).toBeTruthy();

    const done = { id: 6, name: 'Done', color: '#2E7D32', kanban: true };
    server.routes['GET /tags/kanban'] = { body: { lista: [{ ...doing, name: 'In progress' }, done] } };
    tagEvent({ ...done, ticketsCount: 0 });
    expect(await screen.findByTestId('kanban-lane-6')).toBeTruthy();
    expect(within(lane('6')).getByText('Done')).toBeTruthy();
  });
});
