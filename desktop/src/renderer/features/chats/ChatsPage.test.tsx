import '../../test/dom.ts';
import type { ChatMessageRecord, ChatRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useChatsStore } from '../../state/chats.ts';
import { useSessionStore } from '../../state/session.ts';
import { useUiStore } from '../../state/ui.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { ChatsPopoverContainer } from './ChatsPopoverContainer.tsx';
import ChatsPage from './ChatsPage.tsx';

let server: ApiServer;
let seq = 0;
const ana = { id: 7, name: 'Ana' };
const bruno = { id: 8, name: 'Bruno' };

function chat(overrides: Partial<ChatRecord> & { unreads?: number } = {}): ChatRecord {
  const { unreads = 0, ...fields } = overrides;
  return {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    title: 'Shifts',
    ownerId: bruno.id,
    lastMessage: 'See you',
    users: [
      { userId: ana.id, unreads, user: ana },
      { userId: bruno.id, unreads: 0, user: bruno },
    ],
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...fields,
  };
}

function message(id: number, text: string, sender = bruno): ChatMessageRecord {
  return { id, chatId: 1, senderId: sender.id, sender, message: text, createdAt: '2026-11-25T10:00:00.000Z' };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  useChatsStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser({ id: ana.id, name: ana.name }));
  server.requests.length = 0;
  server.routes = {
    'GET /chats': { body: { records: [chat({ unreads: 2 })], count: 1, hasMore: false, unreadChats: 1 } },
    'GET /chats/1/messages': { body: { records: [message(10, 'Who takes Saturday?'), message(11, 'See you')], count: 2, hasMore: false } },
    'POST /chats/1/read': { body: chat({ unreads: 0 }) },
    'POST /chats/1/messages': { status: 201, body: message(12, 'I do', ana) },
    'GET /users/list': { body: [{ ...bruno, profile: 'user', queues: [] }] },
  };
});
afterEach(cleanup);

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/chats/:id?',
        element: (
          <>
            <ChatsPopoverContainer userId={ana.id} />
            <ChatsPage />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

function live(payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent('company-3-chat', { ...payload, seq: ++seq, companyId: 3 }, { userId: ana.id, companyId: 3 });
  });
}

describe('Internal chat', { timeout: 15_000 }, () => {
  it('lights the menu dot and the top-bar count for unread chats, and clears them when the chat is opened', async () => {
    const router = renderPage('/chats');
    expect(await screen.findByTestId('chats-count')).toBeTruthy();
    await waitFor(() => expect(useUiStore.getState().chatUnread).toBe(true));
    expect(screen.getByTestId('chat-unread-1').textContent).toBe('2');
    expect(server.requests.some(({ path }) => path === '/chats/1/read')).toBe(false);

    fireEvent.click(screen.getByTestId('chat-item-1'));
    expect(await screen.findByText('Who takes Saturday?')).toBeTruthy();
    await waitFor(() => expect(server.requests.some(({ method, path }) => method === 'POST' && path === '/chats/1/read')).toBe(true));
    await waitFor(() => expect(useUiStore.getState().chatUnread).toBe(false));
    expect(screen.queryByTestId('chats-count')).toBeNull();
    expect(router.state.location.pathname).toBe(`/chats/${chat().uuid}`);
  });

  it('shows a colleague’s message live, sends non-empty text only, and offers edit and delete to the owner alone', async () => {
    renderPage(`/chats/${chat().uuid}`);
    const pane = await screen.findByTestId('chat-pane');
    expect(await within(pane).findByText('See you')).toBeTruthy();
    expect(screen.queryByTestId('chat-edit')).toBeNull();
    expect(screen.queryByTestId('chat-delete')).toBeNull();

    live({ action: 'new-message', chat: chat({ lastMessage: 'Still there?' }), newMessage: message(13, 'Still there?') });
    expect(await within(pane).findByText('Still there?')).toBeTruthy();

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '   ' } });
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'I do' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await within(pane).findByText('I do')).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.find(({ method, path }) => method === 'POST' && path === '/chats/1/messages')?.body).toEqual({
        message: 'I do',
      }),
    );

    live({ action: 'update', chat: chat({ ownerId: ana.id }) });
    expect(await screen.findByTestId('chat-edit')).toBeTruthy();
    expect(screen.getByTestId('chat-delete')).toBeTruthy();
  });

  it('keeps what was typed in a chat after a reload, until it is sent', async () => {
    renderPage(`/chats/${chat().uuid}`);
    fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: 'Eu cubro o sábado' } });
    cleanup();

    renderPage(`/chats/${chat().uuid}`);
    await waitFor(() => expect(screen.getByTestId<HTMLTextAreaElement>('chat-input').value).toBe('Eu cubro o sábado'));
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getByTestId<HTMLTextAreaElement>('chat-input').value).toBe(''));
    cleanup();

    renderPage(`/chats/${chat().uuid}`);
    expect(await within(await screen.findByTestId('chat-pane')).findByText('See you')).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>('chat-input').value).toBe('');
  });

  it('asks for a title and a colleague before creating a chat', async () => {
    renderPage('/chats');
    await screen.findByTestId('chat-item-1');
    fireEvent.click(screen.getByTestId('chat-add'));
    fireEvent.click(await screen.findByTestId('chat-save'));
    expect(await screen.findByText('Give the chat a title.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('chat-title'), { target: { value: 'Stock' } });
    fireEvent.click(screen.getByTestId('chat-save'));
    expect(await screen.findByText('Choose at least one colleague.')).toBeTruthy();
    expect(server.requests.some(({ method, path }) => method === 'POST' && path === '/chats')).toBe(false);
  });

  it('shows the chats and the messages as two tabs on a narrow window, and loads older messages above', async () => {
    server.routes['GET /chats/1/messages'] = ({ query }) =>
      query.get('pageNumber') === '2'
        ? { body: { records: [message(5, 'An older message')], count: 3, hasMore: false } }
        : { body: { records: [message(10, 'Who takes Saturday?'), message(11, 'See you')], count: 3, hasMore: true } };
    const wide = window.innerWidth;
    window.innerWidth = 500;
    try {
      renderPage('/chats');
      expect((await screen.findByTestId('page-chats')).dataset['layout']).toBe('narrow');
      fireEvent.click(await screen.findByTestId('chat-item-1'));
      const pane = await screen.findByTestId('chat-pane');
      // jsdom lays nothing out: the list sits at the top, within 600 px of it, so the older page loads.
      expect(await within(pane).findByText('An older message')).toBeTruthy();
      const texts = within(screen.getByTestId('chat-messages'))
        .getAllByTestId(/^chat-message-/)
        .map((bubble) => bubble.dataset['testid']);
      expect(texts).toEqual(['chat-message-5', 'chat-message-10', 'chat-message-11']);
      fireEvent.click(screen.getByTestId('chats-tab-list'));
      expect(screen.getByTestId('chat-list')).toBeTruthy();
    } finally {
      window.innerWidth = wide;
    }
  });

  it('drops a chat deleted by its owner from the list', async () => {
    renderPage('/chats');
    await screen.findByTestId('chat-item-1');
    live({ action: 'delete', chatId: 1 });
    await waitFor(() => expect(screen.queryByTestId('chat-item-1')).toBeNull());
    expect(useUiStore.getState().chatUnread).toBe(false);
  });
});
