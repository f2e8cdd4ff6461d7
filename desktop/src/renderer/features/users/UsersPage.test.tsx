import '../../test/dom.ts';
import type { UserRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useSessionStore } from '../../state/session.ts';
import { useUsersStore } from '../../state/users.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import UsersPage from './UsersPage.tsx';

let server: ApiServer;
let seq = 0;

function user(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 7,
    name: 'Ana',
    email: 'ana@example.com',
    profile: 'admin',
    super: false,
    allTicket: 'desabled',
    whatsappId: null,
    language: null,
    queues: [],
    online: true,
    lastSeenAt: '2026-11-25T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const bruno = user({ id: 8, name: 'Bruno', email: 'bruno@example.com', profile: 'user', online: false });

function page(users: UserRecord[], hasMore = false) {
  return { body: { users, count: users.length, hasMore } };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useUsersStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin' }));
  server.requests.length = 0;
  server.routes = {
    'GET /users': ({ query }: RecordedRequest) => (query.get('searchParam') === 'bru' ? page([bruno]) : page([user(), bruno])),
    'GET /queue': { body: [{ id: 31, name: 'Vendas', color: '#aa0000' }] },
    'GET /whatsapp': { body: [{ id: 41, name: 'Loja' }] },
    'POST /users': ({ body }: RecordedRequest) => {
      const { queueIds, ...fields } = body as Record<string, unknown>;
      delete fields['password'];
      return {
        status: 201,
        body: user({
          ...(fields as Partial<UserRecord>),
          id: 9,
          online: false,
          lastSeenAt: null,
          queues: (queueIds as number[]).map((id) => ({ id, name: 'Vendas', color: '#aa0000' })),
        }),
      };
    },
    'DELETE /users/8': { status: 204 },
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <UsersPage />
    </FluentProvider>,
  );
}

function emit(payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent('company-3-user', { ...payload, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

describe('Users page', { timeout: 15_000 }, () => {
  it('lists id, name, e-mail, profile and presence, searches, and offers no delete on one’s own row', async () => {
    renderPage();
    const ana = await screen.findByTestId('user-row-ana@example.com');
    expect(ana.textContent).toContain('Admin');
    expect(screen.getByTestId('user-status-ana@example.com').textContent).toContain('Online');
    expect(screen.getByTestId('user-status-bruno@example.com').textContent).toContain('Last seen');
    expect(screen.queryByTestId('user-delete-ana@example.com')).toBeNull();
    expect(screen.getByTestId('user-delete-bruno@example.com')).toBeTruthy();

    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'bru' } });
    await waitFor(() => expect(screen.queryByTestId('user-row-ana@example.com')).toBeNull(), { timeout: 3_000 });
    expect(screen.getByTestId('user-row-bruno@example.com')).toBeTruthy();
  });

  it('checks the form with the shared rules before calling the server', async () => {
    renderPage();
    await screen.findByTestId('user-row-ana@example.com');
    fireEvent.click(screen.getByTestId('users-add'));
    fireEvent.change(await screen.findByTestId('user-name'), { target: { value: 'C' } });
    fireEvent.change(screen.getByTestId('user-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByText('Too short: at least 2 characters')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('creates a user with a queue and a profile through the dialog', async () => {
    renderPage();
    await screen.findByTestId('user-row-ana@example.com');
    fireEvent.click(screen.getByTestId('users-add'));
    fireEvent.change(await screen.findByTestId('user-name'), { target: { value: 'Carla' } });
    fireEvent.change(screen.getByTestId('user-email'), { target: { value: 'Carla@Example.com' } });
    fireEvent.change(screen.getByTestId('user-password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.change(screen.getByTestId('user-profile'), { target: { value: 'supervisor' } });
    fireEvent.click(await screen.findByTestId('user-queue-Vendas'));
    fireEvent.change(screen.getByTestId('user-connection'), { target: { value: '41' } });
    fireEvent.click(screen.getByTestId('user-save'));

    expect(await screen.findByTestId('user-row-carla@example.com')).toBeTruthy();
    const created = server.requests.find(({ method, path }) => method === 'POST' && path === '/users');
    expect(created?.body).toEqual({
      name: 'Carla',
      email: 'carla@example.com',
      password: 'Secret-pass-1',
      profile: 'supervisor',
      allTicket: 'desabled',
      whatsappId: 41,
      queueIds: [31],
    });
    await waitFor(() => expect(screen.queryByTestId('user-modal')).toBeNull());
  });

  it('deletes a user after confirmation', async () => {
    renderPage();
    await screen.findByTestId('user-row-bruno@example.com');
    fireEvent.click(screen.getByTestId('user-delete-bruno@example.com'));
    fireEvent.click(await screen.findByTestId('user-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('user-row-bruno@example.com')).toBeNull());
  });

  it('applies live events: a new user appears, a change shows, a deleted one goes, and one’s own change reaches the session', async () => {
    renderPage();
    await screen.findByTestId('user-row-ana@example.com');
    emit({ action: 'create', user: user({ id: 10, name: 'Davi', email: 'davi@example.com', profile: 'user' }) });
    expect(await screen.findByTestId('user-row-davi@example.com')).toBeTruthy();
    emit({ action: 'update', user: { ...bruno, online: true } });
    await waitFor(() => expect(screen.getByTestId('user-status-bruno@example.com').textContent).toContain('Online'));
    emit({ action: 'delete', userId: 10 });
    await waitFor(() => expect(screen.queryByTestId('user-row-davi@example.com')).toBeNull());
    emit({ action: 'update', user: user({ name: 'Ana Maria' }) });
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe('Ana Maria'));
  });
});
