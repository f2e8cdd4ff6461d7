import '../../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { useSessionStore } from '../../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../../test/apiServer.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { messageRecord, ticketRecord } from '../../../test/records.ts';
import { TicketConversation } from './TicketConversation.tsx';

let server: ApiServer;
let nextId = 600;
/** While true the browser has no network: every request fails before reaching the server. */
let offline = false;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  offline = false;
  localStorage.clear();
  server.requests.length = 0;
  useSessionStore.getState().signedIn(sessionUser());
  server.routes = {
    [`GET /tickets/u/${ticketRecord().uuid}`]: { body: ticketRecord() },
    'GET /messages/11': { body: { messages: [], count: 0, hasMore: false } },
    'GET /tags/list': { body: [] },
    'GET /quick-messages/list': { body: [] },
    'GET /ticket-notes/list': { body: [] },
    'POST /messages/11': ({ body }: RecordedRequest) => {
      const sent = body as { body: string; clientKey: string };
      return {
        body: { messages: [messageRecord({ id: (nextId += 1), fromMe: true, body: sent.body, clientKey: sent.clientKey, ack: 1 })] },
      };
    },
  };
});
afterEach(cleanup);

const sentBodies = () =>
  server.requests
    .filter(({ method, path }) => method === 'POST' && path === '/messages/11')
    .map(({ body }) => (body as { body: string }).body);

describe('replies without a network', { timeout: 20_000 }, () => {
  it('wait as pending bubbles under a banner, then go out in order, once each, when the network is back', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <TicketConversation ticketUuid={ticketRecord().uuid} onClose={vi.fn()} />
      </FluentProvider>,
    );
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(server.requests.some(({ path }) => path === '/messages/11')).toBe(true));

    offline = true;
    fireEvent.change(input, { target: { value: 'First' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Second' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByTestId('offline-banner')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Messages' });
    expect(within(list).getAllByRole('img', { name: 'Pending' })).toHaveLength(2);
    expect(sentBodies()).toEqual([]);

    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(list).queryAllByRole('img', { name: 'Pending' })).toHaveLength(0));
    expect(sentBodies()).toEqual(['*Ana:*\nFirst', '*Ana:*\nSecond']);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
