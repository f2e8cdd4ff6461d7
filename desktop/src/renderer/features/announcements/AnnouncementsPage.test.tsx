import '../../test/dom.ts';
import type { AnnouncementRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useAnnouncementFeedStore, useAnnouncementReadStore, useAnnouncementsStore } from '../../state/announcements.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { AnnouncementsPopover } from './AnnouncementsPopover.tsx';
import AnnouncementsPage from './AnnouncementsPage.tsx';

let server: ApiServer;
let seq = 0;

function announcement(overrides: Partial<AnnouncementRecord> = {}): AnnouncementRecord {
  return {
    id: 1,
    title: 'Maintenance',
    text: 'Sunday at 2 am',
    priority: 3,
    status: true,
    mediaPath: null,
    mediaName: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const low = announcement();
const urgent = announcement({ id: 2, title: 'Outage', priority: 1, createdAt: '2026-11-19T10:00:00.000Z' });

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  useAnnouncementsStore.getState().reset();
  useAnnouncementFeedStore.getState().reset();
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin', super: true }));
  server.requests.length = 0;
  server.routes = {
    'GET /announcements': { body: { records: [urgent, low], count: 2, hasMore: false } },
    'GET /announcements/1': { body: low },
    'POST /announcements': ({ body }: RecordedRequest) => ({ status: 201, body: announcement({ ...(body as object), id: 5 }) }),
    'DELETE /announcements/1': { status: 204 },
  };
});
afterEach(cleanup);

function renderWith(children: React.ReactNode) {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      {children}
    </FluentProvider>,
  );
}

function live(payload: Record<string, unknown>) {
  act(() => {
    dispatchEvent('company-3-announcement', { ...payload, seq: ++seq, companyId: 3 }, { userId: 7, companyId: 3 });
  });
}

describe('Announcements page (super users)', { timeout: 15_000 }, () => {
  it('lists them most urgent first with priority and status, and creates one with the defaults', async () => {
    renderWith(<AnnouncementsPage />);
    await screen.findByTestId('announcement-row-Outage');
    expect(screen.getAllByTestId(/^announcement-row-/).map((row) => row.dataset['testid'])).toEqual([
      'announcement-row-Outage',
      'announcement-row-Maintenance',
    ]);
    expect(screen.getByTestId('announcement-row-Outage').textContent).toContain('High');

    fireEvent.click(screen.getByTestId('announcements-add'));
    fireEvent.click(await screen.findByTestId('announcement-save'));
    expect((await screen.findAllByText('Required')).length).toBe(2);
    fireEvent.change(screen.getByTestId('announcement-title'), { target: { value: 'New plans' } });
    fireEvent.change(screen.getByTestId('announcement-text'), { target: { value: 'Cheaper' } });
    fireEvent.click(screen.getByTestId('announcement-save'));
    expect(await screen.findByTestId('announcement-row-New plans')).toBeTruthy();
    const posted = server.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({ title: 'New plans', text: 'Cheaper', priority: 3, status: true });
  });
});

describe('Announcements popover', { timeout: 15_000 }, () => {
  it('counts the unseen ones, shows them most urgent first, and counts none once opened', async () => {
    useSessionStore.getState().signedIn(sessionUser());
    renderWith(<AnnouncementsPopover userId={7} />);
    expect((await screen.findByTestId('announcements-count')).textContent).toBe('2');
    fireEvent.click(screen.getByTestId('announcements-button'));
    await screen.findByTestId('announcement-item-2');
    expect(screen.getAllByTestId(/^announcement-item-/).map((item) => item.dataset['testid'])).toEqual([
      'announcement-item-2',
      'announcement-item-1',
    ]);
    await waitFor(() => expect(screen.queryByTestId('announcements-count')).toBeNull());
    expect(useAnnouncementReadStore.getState().readIds.sort()).toEqual([1, 2]);
  });

  it('takes new ones live and drops one made inactive or deleted', async () => {
    useSessionStore.getState().signedIn(sessionUser());
    renderWith(<AnnouncementsPopover userId={7} />);
    expect((await screen.findByTestId('announcements-count')).textContent).toBe('2');
    live({ action: 'create', announcement: announcement({ id: 9, title: 'Fresh', priority: 1, createdAt: '2026-11-25T10:00:00.000Z' }) });
    expect(screen.getByTestId('announcements-count').textContent).toBe('3');
    live({ action: 'delete', announcementId: 2 });
    expect(screen.getByTestId('announcements-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('announcements-button'));
    await screen.findByTestId('announcement-item-9');
    expect(screen.getAllByTestId(/^announcement-item-/).map((item) => item.dataset['testid'])).toEqual([
      'announcement-item-9',
      'announcement-item-1',
    ]);
  });
});
