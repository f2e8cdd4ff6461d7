import '../../test/dom.ts';
import type { HelpRecord } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useCompanySettingsStore } from '../../state/companySettings.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import SettingsPage from './SettingsPage.tsx';

let server: ApiServer;
let helps: HelpRecord[] = [];

function help(id: number, title: string, video: string): HelpRecord {
  return { id, title, description: '', video, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' };
}

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useCompanySettingsStore.getState().reset();
  helps = [help(1, 'Answer tickets', 'abcdef123')];
  server.requests.length = 0;
  server.routes = {
    'GET /settings': { body: [{ key: 'scheduleType', value: 'queue' }] },
    'GET /helps/list': () => ({ body: helps }),
    'POST /helps': ({ body }: RecordedRequest) => {
      const created = { ...help(2, '', ''), ...(body as object) };
      helps = [...helps, created];
      return { status: 201, body: created };
    },
    'DELETE /helps/1': () => {
      helps = helps.filter((entry) => entry.id !== 1);
      return { status: 204 };
    },
  };
});
afterEach(cleanup);

function renderPage(isSuper: boolean) {
  useSessionStore.getState().signedIn(sessionUser({ profile: 'admin', super: isSuper }));
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <SettingsPage />
    </FluentProvider>,
  );
}

describe('Settings › Helps', { timeout: 15_000 }, () => {
  it('is a tab for super users only', async () => {
    renderPage(false);
    await screen.findByTestId('settings-options');
    expect(screen.queryByTestId('settings-tab-helps')).toBeNull();
  });

  it('lets a super user add a help video, checking the video code first, and delete one', async () => {
    renderPage(true);
    fireEvent.click(await screen.findByTestId('settings-tab-helps'));
    await screen.findByTestId('help-row-Answer tickets');

    fireEvent.change(screen.getByTestId('help-title'), { target: { value: 'Pair a phone' } });
    fireEvent.change(screen.getByTestId('help-video-code'), { target: { value: 'not a code!' } });
    fireEvent.click(screen.getByTestId('help-save'));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('help-video-code'), { target: { value: 'dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByTestId('help-save'));
    expect(await screen.findByTestId('help-row-Pair a phone')).toBeTruthy();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Pair a phone',
      description: '',
      video: 'dQw4w9WgXcQ',
    });

    fireEvent.click(screen.getByTestId('help-delete-Answer tickets'));
    fireEvent.click(await screen.findByTestId('help-delete-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('help-row-Answer tickets')).toBeNull());
  });
});
