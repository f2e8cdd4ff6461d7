import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { startApiServer, type ApiServer } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { connectionRecord } from '../../../test/records.ts';
import { listedTicket } from '../../../test/tickets.ts';
import { NewTicketModalContainer } from './NewTicketModalContainer.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(cleanup);

const contact = {
  id: 40,
  name: 'Carla Souza',
  number: '5511988887777',
  email: '',
  profilePicUrl: '',
  isGroup: false,
  extraInfo: [],
  createdAt: '',
  updatedAt: '',
};

function renderModal() {
  const onClose = vi.fn();
  const user = sessionUser({ queues: [{ id: 1, name: 'Sales', color: '#2196F3' }] });
  const router = createMemoryRouter(
    [
      { path: '/tickets', element: <NewTicketModalContainer user={user} onClose={onClose} /> },
      { path: '/tickets/:ticketId', element: <p>opened</p> },
    ],
    { initialEntries: ['/tickets'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return { router, onClose };
}

async function pickContact() {
  const field = screen.getByRole('combobox', { name: /Contact/ });
  fireEvent.change(field, { target: { value: 'ca' } });
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(server.requests.filter(({ path }) => path === '/contacts')).toEqual([]);
  fireEvent.change(field, { target: { value: 'car' } });
  fireEvent.click(field);
  fireEvent.click(await screen.findByRole('option', { name: /Carla Souza/ }, { timeout: 3000 }));
  expect(server.requests.find(({ path }) => path === '/contacts')?.query.get('searchParam')).toBe('car');
}

describe('New ticket modal', { timeout: 15_000 }, () => {
  it('searches contacts from 3 characters, needs a queue for a non-admin, and opens the created ticket', async () => {
    const created = listedTicket({ id: 12, status: 'open', userId: 7 });
    server.routes = {
      'GET /whatsapp/': { body: [connectionRecord({ id: 1, name: 'Main' })] },
      'GET /contacts': { body: { contacts: [contact], count: 1, hasMore: false } },
      'POST /tickets': { body: created },
    };
    const { router, onClose } = renderModal();
    await pickContact();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose a queue.')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: /Queue/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Connection/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tickets/${created.uuid}`));
    expect(server.requests.find(({ method }) => method === 'POST')?.body).toEqual({
      contactId: 40,
      queueId: 1,
      whatsappId: 1,
      userId: 7,
      status: 'open',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('names who holds the open ticket and its queue on ERR_OTHER_OPEN_TICKET', async () => {
    server.routes = {
      'GET /whatsapp/': { body: [] },
      'GET /contacts': { body: { contacts: [contact], count: 1, hasMore: false } },
      'POST /tickets': {
        status: 409,
        body: {
          error: 'ERR_OTHER_OPEN_TICKET',
          message: 'Other open ticket',
          details: { ticketId: 3, uuid: 'x', user: { id: 9, name: 'Bruno' }, queue: { id: 1, name: 'Sales' } },
        },
      },
    };
    renderModal();
    await pickContact();
    fireEvent.change(screen.getByRole('combobox', { name: /Queue/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByTestId('new-ticket-problem')).textContent).toBe(
      'This contact already has an open ticket with Bruno in the queue Sales.',
    );
  });
});
