import '../../test/dom.ts';
import { DEFAULT_WEEK_SCHEDULE } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { dispatchEvent } from '../../realtime/dispatcher.ts';
import { useCompanySettingsStore } from '../../state/companySettings.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import SettingsPage from './SettingsPage.tsx';

let server: ApiServer;
let seq = 0;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useCompanySettingsStore.getState().reset();
  server.requests.length = 0;
  server.routes = {
    'GET /settings': {
      body: [
        { key: 'scheduleType', value: 'queue' },
        { key: 'call', value: 'disabled' },
        { key: 'timezone', value: 'America/Sao_Paulo' },
      ],
    },
    'PUT /settings/scheduleType': ({ body }: RecordedRequest) => ({ body: { key: 'scheduleType', ...(body as object) } }),
    'PUT /settings/timezone': ({ body }: RecordedRequest) => ({ body: { key: 'timezone', ...(body as object) } }),
    'GET /companies/listPlan/3': { body: { id: 3, schedules: DEFAULT_WEEK_SCHEDULE } },
    'PUT /companies/3/schedules': ({ body }: RecordedRequest) => ({ body: { id: 3, ...(body as object) } }),
  };
});
afterEach(cleanup);

function renderPage(isSuper = false) {
  useSessionStore
    .getState()
    .signedIn(sessionUser({ profile: 'admin', super: isSuper, company: { settings: [{ key: 'scheduleType', value: 'queue' }] } }));
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <SettingsPage />
    </FluentProvider>,
  );
}

const select = (key: string) => screen.getByTestId<HTMLSelectElement>(`setting-${key}`);
const sessionValue = (key: string) => useSessionStore.getState().user?.company.settings.find((entry) => entry.key === key)?.value;

describe('Settings page', { timeout: 15_000 }, () => {
  it('shows every option with its value (defaults where the company has none); platform options to super users only', async () => {
    renderPage();
    await screen.findByTestId('settings-options');
    expect(select('scheduleType').value).toBe('queue');
    expect(select('CheckMsgIsGroup').value).toBe('enabled');
    expect(select('timezone').value).toBe('America/Sao_Paulo');
    expect([...select('timezone').options].map((option) => option.value)).toContain('Europe/Lisbon');
    for (const key of [
      'userRating',
      'call',
      'chatBotType',
      'sendGreetingAccepted',
      'sendMsgTransfTicket',
      'sendGreetingMessageOneQueues',
      'sideMenuInitiallyOpen',
    ]) {
      expect(select(key)).toBeTruthy();
    }
    expect(screen.queryByTestId('setting-userCreation')).toBeNull();

    cleanup();
    renderPage(true);
    expect(await screen.findByTestId('setting-userCreation')).toBeTruthy();
  });

  it('saves an option as it changes, and the whole app follows it', async () => {
    renderPage();
    await screen.findByTestId('settings-options');
    fireEvent.change(select('timezone'), { target: { value: 'Europe/Lisbon' } });
    await waitFor(() => expect(server.requests.some(({ method, path }) => method === 'PUT' && path === '/settings/timezone')).toBe(true));
    expect(server.requests.find(({ path }) => path === '/settings/timezone')?.body).toEqual({ value: 'Europe/Lisbon' });
    await waitFor(() => expect(sessionValue('timezone')).toBe('Europe/Lisbon'));
    expect(select('timezone').value).toBe('Europe/Lisbon');
  });

  it('refuses a negative number in the form, and names the setting by its label when the server refuses a value', async () => {
    server.routes['PUT /settings/scheduleMissedAfterMinutes'] = {
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        message: 'Invalid value for scheduleMissedAfterMinutes',
        fields: [{ path: 'body.value', message: 'Expected a whole number from 0 to 999999' }],
      },
    };
    renderPage();
    await screen.findByTestId('settings-options');
    const reopen = screen.getByTestId('setting-ticketReopenWindowMinutes');
    fireEvent.change(reopen, { target: { value: '-5' } });
    fireEvent.blur(reopen);
    expect(await screen.findByText('Reopen a closed ticket for replies within (minutes): enter a whole number, 0 or more.')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'PUT')).toBe(false);

    const missed = screen.getByTestId('setting-scheduleMissedAfterMinutes');
    fireEvent.change(missed, { target: { value: '1234567' } });
    fireEvent.blur(missed);
    await waitFor(() => expect(screen.getAllByText(/enter a whole number, 0 or more/)).toHaveLength(2));
    fireEvent.change(missed, { target: { value: '12' } });
    fireEvent.blur(missed);
    const toast = await screen.findByTestId('toast-error');
    expect(toast.textContent).toContain('was not saved: Expected a whole number from 0 to 999999');
    expect(toast.textContent).not.toContain('scheduleMissedAfterMinutes');
  });

  it('shows the opening-hours tab only when the hours are the company’s, and saves the week', async () => {
    renderPage();
    await screen.findByTestId('settings-options');
    expect(screen.queryByTestId('settings-tab-schedules')).toBeNull();

    fireEvent.change(select('scheduleType'), { target: { value: 'company' } });
    fireEvent.click(await screen.findByTestId('settings-tab-schedules'));
    const mondayEnd = await screen.findByTestId<HTMLInputElement>('schedule-monday-end');
    expect(mondayEnd.value).toBe('18:00');
    fireEvent.change(mondayEnd, { target: { value: '1930' } });
    fireEvent.click(screen.getByTestId('settings-schedules-save'));
    await waitFor(() =>
      expect(server.requests.some(({ method, path }) => method === 'PUT' && path === '/companies/3/schedules')).toBe(true),
    );
    const sent = server.requests.find(({ path }) => path === '/companies/3/schedules')?.body as {
      schedules: { weekdayEn: string; endTime: string }[];
    };
    expect(sent.schedules.find((day) => day.weekdayEn === 'monday')?.endTime).toBe('19:30');
  });

  it('follows a change made in another session at once', async () => {
    renderPage();
    await screen.findByTestId('settings-options');
    act(() => {
      dispatchEvent(
        'company-3-settings',
        { action: 'update', setting: { key: 'call', value: 'enabled' }, seq: ++seq, companyId: 3 },
        { userId: 7, companyId: 3 },
      );
    });
    expect(select('call').value).toBe('enabled');
    expect(sessionValue('call')).toBe('enabled');
    act(() => {
      dispatchEvent(
        'company-3-settings',
        { action: 'update', setting: { key: 'scheduleType', value: 'company' }, seq: ++seq, companyId: 3 },
        { userId: 7, companyId: 3 },
      );
    });
    expect(await screen.findByTestId('settings-tab-schedules')).toBeTruthy();
  });
});
