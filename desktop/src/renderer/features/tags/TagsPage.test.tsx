import '../../test/dom.ts';
import type { TagListItem } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useSessionStore } from '../../state/session.ts';
import { useTagsStore } from '../../state/tags.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import TagsPage from './TagsPage.tsx';

let server: ApiServer;
let seq = 0;

function tag(overrides: Partial<TagListItem> = {}): TagListItem {
  return { id: 1, name: 'Urgent', color: '#FFEB3B', kanban: false, userId: null, ticketsCount: 4, ...overrides };
}

function page(tags: TagListItem[], hasMore = false) {
  return { body: { tags, count: tags.length, hasMore } };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useTagsStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser({ profile: 'supervisor' }));
  server.requests.length = 0;
  server.routes = {
    'GET /tags': ({ query }: RecordedRequest) =>
      query.get('searchParam') === 'vip'
        ? page([tag({ id: 3, name: 'VIP', color: '#1A237E', ticketsCount: 12 })])
        : page([tag(), tag({ id: 2, name: 'Billing', color: '#1A237E', kanban: true, ticketsCount: 0 })]),
    'GET /tags/1': { body: tag() },
    'POST /tags': ({ body }: RecordedRequest) => ({ status: 201, body: tag({ ...(body as object), id: 5, ticketsCount: 0 }) }),
    'PUT /tags/1': ({ body }: RecordedRequest) => ({ body: tag({ ...(body as object), id: 1 }) }),
    'DELETE /tags/1': { status: 204 },
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <TagsPage />
    </FluentProvider>,
  );
}

function emit(payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent('company-3-tag', { ...payload, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

describe('Tags page', { timeout: 15_000 }, () => {
  it('shows each name as a chip of its colour with readable text, the ticket count, and searches', async () => {
    renderPage();
    const light = await screen.findByTestId('tag-chip-Urgent');
    const dark = screen.getByTestId('tag-chip-Billing');
    expect([light.style.backgroundColor, light.style.color]).toEqual(['rgb(255, 235, 59)', 'rgb(0, 0, 0)']);
    expect([dark.style.backgroundColor, dark.style.color]).toEqual(['rgb(26, 35, 126)', 'rgb(255, 255, 255)']);
    expect(screen.getByTestId('tag-tickets-Urgent').textContent).toBe('4');
    // Ordered by name, like the server.
    expect(screen.getAllByTestId(/^tag-row-/).map((row) => row.dataset['testid'])).toEqual(['tag-row-Billing', 'tag-row-Urgent']);

    fireEvent.change(screen.getByTestId('tags-search'), { target: { value: 'vip' } });
    expect(await screen.findByTestId('tag-row-VIP', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.queryByTestId('tag-row-Urgent')).toBeNull();
  });

  it('loads the next page while more remain', async () => {
    server.routes['GET /tags'] = ({ query }: RecordedRequest) =>
      query.get('pageNumber') === '2' ? page([tag({ id: 9, name: 'Zeta' })]) : page([tag()], true);
    renderPage();
    expect(await screen.findByTestId('tag-row-Zeta')).toBeTruthy();
    expect(server.requests.filter(({ path }) => path === '/tags').map(({ query }) => query.get('pageNumber'))).toEqual(['1', '2']);
  });

  it('lets a supervisor make a tag a kanban lane from the table', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('tag-kanban-Urgent'));
    expect(await screen.findByText('Urgent is now a kanban lane.')).toBeTruthy();
    expect(server.requests.find(({ method }) => method === 'PUT')?.body).toEqual({ kanban: true });
    expect(screen.getByTestId<HTMLInputElement>('tag-kanban-Urgent').checked).toBe(true);
  });

  it('hides the kanban switch from ordinary users, in the table and the dialog', async () => {
    useSessionStore.getState().signedIn(sessionUser({ profile: 'user' }));
    renderPage();
    await screen.findByTestId('tag-row-Urgent');
    expect(screen.queryByTestId('tag-kanban-Urgent')).toBeNull();
    fireEvent.click(screen.getByTestId('tags-add'));
    await screen.findByTestId('tag-name');
    expect(screen.queryByTestId('tag-kanban')).toBeNull();
  });

  it('refuses a name under 3 characters before calling the server, then creates the tag', async () => {
    renderPage();
    await screen.findByTestId('tag-row-Urgent');
    fireEvent.click(screen.getByTestId('tags-add'));
    fireEvent.change(await screen.findByTestId('tag-name'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    await waitFor(() => expect(screen.getByTestId('tag-modal').textContent).toMatch(/at least 3/i));
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('tag-name'), { target: { value: 'Refunds' } });
    fireEvent.click(screen.getByLabelText('Colour #1A237E'));
    fireEvent.click(screen.getByTestId('tag-kanban'));
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByTestId('tag-row-Refunds')).toBeTruthy();
    expect(server.requests.find(({ method }) => method === 'POST')?.body).toEqual({ name: 'Refunds', color: '#1A237E', kanban: true });
    await waitFor(() => expect(screen.queryByTestId('tag-modal')).toBeNull());
  });

  it('edits a tag and deletes one after confirmation', async () => {
    renderPage();
    await screen.findByTestId('tag-row-Urgent');
    fireEvent.click(screen.getByTestId('tag-edit-Urgent'));
    const name = await screen.findByTestId<HTMLInputElement>('tag-name');
    await waitFor(() => expect(name.value).toBe('Urgent'));
    fireEvent.change(name, { target: { value: 'Very urgent' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByTestId('tag-row-Very urgent')).toBeTruthy();
    expect(screen.getByTestId('tag-tickets-Very urgent').textContent).toBe('4');

    fireEvent.click(screen.getByTestId('tag-delete-Very urgent'));
    fireEvent.click(await screen.findByTestId('tag-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('tag-row-Very urgent')).toBeNull());
    expect(server.requests.some(({ method, path }) => method === 'DELETE' && path === '/tags/1')).toBe(true);
  });

  it('follows live tag events: created, renamed and deleted by colleagues', async () => {
    renderPage();
    await screen.findByTestId('tag-row-Urgent');
    emit({ action: 'create', tag: tag({ id: 8, name: 'Follow up', ticketsCount: 0 }) });
    expect(await screen.findByTestId('tag-row-Follow up')).toBeTruthy();
    emit({ action: 'update', tag: tag({ id: 2, name: 'Invoices', color: '#1A237E', kanban: true, ticketsCount: 6 }) });
    expect((await screen.findByTestId('tag-tickets-Invoices')).textContent).toBe('6');
    expect(screen.queryByTestId('tag-row-Billing')).toBeNull();
    emit({ action: 'delete', tagId: 1 });
    await waitFor(() => expect(screen.queryByTestId('tag-row-Urgent')).toBeNull());
  });
});
