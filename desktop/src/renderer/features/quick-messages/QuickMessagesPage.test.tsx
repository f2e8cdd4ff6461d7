import '../../test/dom.ts';
import type { QuickMessageRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useQuickMessagesStore } from '../../state/quickMessages.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import QuickMessagesPage from './QuickMessagesPage.tsx';

let server: ApiServer;
let seq = 0;

function record(overrides: Partial<QuickMessageRecord> = {}): QuickMessageRecord {
  return {
    id: 1,
    shortcode: 'hello',
    message: 'Hello! How can I help?',
    geral: false,
    userId: 7,
    isMedia: false,
    mediaPath: null,
    mediaName: null,
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
}

function page(records: QuickMessageRecord[], hasMore = false) {
  return { body: { records, count: records.length, hasMore } };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useQuickMessagesStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser());
  server.requests.length = 0;
  server.routes = {
    'GET /quick-messages': ({ query }: RecordedRequest) =>
      query.get('searchParam') === 'price'
        ? page([record({ id: 3, shortcode: 'prices', mediaName: 'prices.pdf', isMedia: true, mediaPath: '/media/x' })])
        : page([record(), record({ id: 2, shortcode: 'policy', geral: true, userId: 9 })]),
    'GET /quick-messages/1': { body: record() },
    'POST /quick-messages': ({ body }: RecordedRequest) => ({ status: 201, body: record({ ...(body as object), id: 5 }) }),
    'PUT /quick-messages/1': ({ body }: RecordedRequest) => ({ body: record({ ...(body as object), id: 1 }) }),
    'POST /quick-messages/5/media-upload': {
      body: record({ id: 5, shortcode: 'bye', isMedia: true, mediaName: 'card.pdf', mediaPath: '/media/y' }),
    },
    'DELETE /quick-messages/1': { status: 204 },
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <QuickMessagesPage />
    </FluentProvider>,
  );
}

function emit(payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent('company-3-quickMessage', { ...payload, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

describe('Quick messages page', { timeout: 15_000 }, () => {
  it('lists shortcodes with their attachment and offers changes only on the user’s own', async () => {
    renderPage();
    expect(await screen.findByTestId('quick-message-row-hello')).toBeTruthy();
    expect(screen.getByTestId('quick-message-row-policy').textContent).toContain('company-wide');
    expect(screen.getByTestId('quick-message-edit-hello')).toBeTruthy();
    expect(screen.queryByTestId('quick-message-edit-policy')).toBeNull();

    fireEvent.change(screen.getByTestId('quick-messages-search'), { target: { value: 'price' } });
    const row = await screen.findByTestId('quick-message-row-prices', {}, { timeout: 3_000 });
    expect(row.textContent).toContain('prices.pdf');
    expect(screen.queryByTestId('quick-message-row-hello')).toBeNull();
    expect(server.requests.some(({ query }) => query.get('searchParam') === 'price')).toBe(true);
  });

  it('loads the next page while more remain and the list does not fill the screen', async () => {
    server.routes['GET /quick-messages'] = ({ query }: RecordedRequest) =>
      query.get('pageNumber') === '2' ? page([record({ id: 4, shortcode: 'zeta' })]) : page([record()], true);
    renderPage();
    expect(await screen.findByTestId('quick-message-row-zeta')).toBeTruthy();
    expect(screen.getByTestId('quick-message-row-hello')).toBeTruthy();
    expect(server.requests.filter(({ path }) => path === '/quick-messages').map(({ query }) => query.get('pageNumber'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('refuses an empty shortcode before calling the server', async () => {
    renderPage();
    await screen.findByTestId('quick-message-row-hello');
    fireEvent.click(screen.getByTestId('quick-messages-add'));
    fireEvent.click(await screen.findByTestId('quick-message-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('creates a company-wide quick reply, then uploads its attachment', async () => {
    renderPage();
    await screen.findByTestId('quick-message-row-hello');
    fireEvent.click(screen.getByTestId('quick-messages-add'));
    fireEvent.change(await screen.findByTestId('quick-message-shortcode'), { target: { value: '/bye' } });
    fireEvent.change(screen.getByTestId('quick-message-message'), { target: { value: 'See you!' } });
    fireEvent.click(screen.getByTestId('quick-message-geral'));
    const file = new File(['%PDF'], 'card.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('quick-message-file'), { target: { files: [file] } });
    expect(screen.getByTestId('quick-message-attachment').textContent).toBe('card.pdf');
    fireEvent.click(screen.getByTestId('quick-message-save'));

    await waitFor(() => expect(server.requests.some(({ path }) => path === '/quick-messages/5/media-upload')).toBe(true));
    const created = server.requests.find(({ method, path }) => method === 'POST' && path === '/quick-messages');
    expect(created?.body).toEqual({ shortcode: '/bye', message: 'See you!', geral: true });
    await waitFor(() => expect(screen.queryByTestId('quick-message-modal')).toBeNull());
    expect(screen.getByTestId('quick-message-row-bye').textContent).toContain('card.pdf');
  });

  it('edits a quick reply and deletes one after confirmation', async () => {
    renderPage();
    await screen.findByTestId('quick-message-row-hello');
    fireEvent.click(screen.getByTestId('quick-message-edit-hello'));
    const shortcode = await screen.findByTestId<HTMLInputElement>('quick-message-shortcode');
    await waitFor(() => expect(shortcode.value).toBe('hello'));
    fireEvent.change(shortcode, { target: { value: 'hi' } });
    fireEvent.click(screen.getByTestId('quick-message-save'));
    expect(await screen.findByTestId('quick-message-row-hi')).toBeTruthy();

    fireEvent.click(screen.getByTestId('quick-message-delete-hi'));
    fireEvent.click(await screen.findByTestId('quick-message-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('quick-message-row-hi')).toBeNull());
    expect(server.requests.some(({ method, path }) => method === 'DELETE' && path === '/quick-messages/1')).toBe(true);
  });

  it('follows live events: new ones appear, others’ personal ones never, deleted ones go', async () => {
    renderPage();
    await screen.findByTestId('quick-message-row-hello');
    emit({ action: 'create', quickMessage: record({ id: 8, shortcode: 'thanks', geral: true, userId: 9 }) });
    expect(await screen.findByTestId('quick-message-row-thanks')).toBeTruthy();
    emit({ action: 'create', quickMessage: record({ id: 9, shortcode: 'private', userId: 9 }) });
    expect(screen.queryByTestId('quick-message-row-private')).toBeNull();
    // A company-wide one made personal by its author leaves the list.
    emit({ action: 'update', quickMessage: record({ id: 2, shortcode: 'policy', geral: false, userId: 9 }) });
    await waitFor(() => expect(screen.queryByTestId('quick-message-row-policy')).toBeNull());
    emit({ action: 'delete', quickMessageId: 1 });
    await waitFor(() => expect(screen.queryByTestId('quick-message-row-hello')).toBeNull());
  });
});
