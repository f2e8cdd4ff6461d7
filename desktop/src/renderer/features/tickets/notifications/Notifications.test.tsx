import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { installPlatform, type Platform } from '../../../platform/index.ts';
import { dispatchEvent } from '../../../realtime/dispatcher.ts';
import { usePreferencesStore } from '../../../state/preferences.ts';
import { useRealtimeStore } from '../../../state/realtime.ts';
import { useSessionStore } from '../../../state/session.ts';
import { useTicketNotificationsStore } from '../../../state/ticketNotifications.ts';
import { startApiServer, type ApiServer } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { listedTicket } from '../../../test/tickets.ts';
import { NotificationsContainer } from './NotificationsContainer.tsx';

let server: ApiServer;
let seq = 0;
const shown: { title: string; body: string; tag?: string }[] = [];
const badges: number[] = [];
const gains: number[] = [];
let clickListener: ((tag: string) => void) | null = null;

const platform: Platform = {
  kind: 'electron',
  loadPreferences: () => Promise.resolve({}),
  setPreference: () => Promise.resolve(),
  requestNotificationPermission: () => Promise.resolve(),
  showNotification: (request) => {
    shown.push(request);
    return Promise.resolve();
  },
  onNotificationClick: (listener) => {
    clickListener = listener;
    return () => {
      clickListener = null;
    };
  },
  setUnreadCount: (count) => {
    badges.push(count);
    return Promise.resolve();
  },
  appVersion: () => Promise.resolve('6.0.0'),
  choosesServer: true,
  needsServerAddress: () => false,
  connectServer: () => Promise.resolve({ ok: true }),
  loadTodos: () => Promise.resolve([]),
  saveTodos: () => Promise.resolve(),
  loadDraft: () => Promise.resolve(''),
  saveDraft: () => Promise.resolve(),
  takeDeepLink: () => Promise.resolve(null),
  onDeepLink: () => () => undefined,
};

/** Records the volume the chime is played at. */
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createGain() {
    const gain = { gain: { value: 1 }, connect: () => undefined };
    queueMicrotask(() => gains.push(gain.gain.value));
    return gain;
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: () => undefined, start: () => undefined, stop: () => undefined, onended: null };
  }
  close() {
    return Promise.resolve();
  }
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
  installPlatform(platform);
  Object.defineProperty(window, 'AudioContext', { configurable: true, value: FakeAudioContext });
});
afterAll(() => server.close());
beforeEach(() => {
  useTicketNotificationsStore.getState().reset();
  useRealtimeStore.getState().reset();
  shown.length = 0;
  badges.length = 0;
  gains.length = 0;
});
afterEach(cleanup);

function renderBell() {
  useSessionStore.getState().signedIn(sessionUser({ queues: [{ id: 1, name: 'Sales', color: '#2196F3' }] }));
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationsContainer /> },
      { path: '/tickets/:ticketId', element: <NotificationsContainer /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  return router;
}

function inbound(ticket: ReturnType<typeof listedTicket>) {
  act(() => {
    dispatchEvent(
      'company-3-appMessage',
      { action: 'create', message: { id: ++seq, fromMe: false, body: '*Hi* there' }, ticket, seq: ++seq, companyId: 3 },
      { userId: 7, companyId: 3 },
    );
  });
}

describe('Notifications popover', { timeout: 15_000 }, () => {
  it('lists unread tickets, rings at the saved volume, notifies the desktop, badges the tray and opens a ticket', async () => {
    usePreferencesStore.setState({ volume: 0.3 });
    const unread = listedTicket({ id: 2, unreadMessages: 3 });
    server.routes = { 'GET /tickets': { body: { tickets: [unread], count: 1, hasMore: false } } };
    const router = renderBell();
    expect((await screen.findByTestId('notifications-count')).textContent).toBe('1');
    expect(server.requests[0]?.query.get('withUnreadMessages')).toBe('true');
    await waitFor(() => expect(badges.at(-1)).toBe(1));

    inbound(listedTicket({ id: 4, unreadMessages: 1, contact: { id: 4, name: 'Bruno', number: '5511', profilePicUrl: '' } }));
    expect(screen.getByTestId('notifications-count').textContent).toBe('2');
    await waitFor(() => expect(badges.at(-1)).toBe(2));
    // The desktop notification shows the text without WhatsApp's markers.
    expect(shown.at(-1)).toMatchObject({ title: 'New message from Bruno', body: 'Hi there' });
    await waitFor(() => expect(gains).toEqual([0.3]));

    // A ticket of a queue the user is not in rings nothing.
    inbound(listedTicket({ id: 5, unreadMessages: 1, queueId: 9, queue: { id: 9, name: 'Other', color: '#000' } }));
    expect(screen.getByTestId('notifications-count').textContent).toBe('2');
    expect(shown).toHaveLength(1);

    // Read elsewhere: it leaves the list.
    act(() => {
      dispatchEvent('company-3-ticket', { action: 'updateUnread', ticketId: 2, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
    });
    expect(screen.getByTestId('notifications-count').textContent).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread ticket' }));
    fireEvent.click(await screen.findByTestId('notification-4'));
    expect(router.state.location.pathname).toBe(`/tickets/${listedTicket({ id: 4 }).uuid}`);

    // A click on the desktop notification opens its ticket too.
    act(() => clickListener?.(listedTicket({ id: 2 }).uuid));
    expect(router.state.location.pathname).toBe(`/tickets/${listedTicket({ id: 2 }).uuid}`);
  });

  it('stays quiet for the conversation the user is looking at', async () => {
    server.routes = { 'GET /tickets': { body: { tickets: [], count: 0, hasMore: false } } };
    renderBell();
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    useRealtimeStore.getState().setOpenTicket('4');
    inbound(listedTicket({ id: 4, unreadMessages: 1 }));
    expect(shown).toEqual([]);
    expect(gains).toEqual([]);
  });
});
