import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { applySettingChange } from '../../state/companySettings.ts';
import { useQueuesStore } from '../../state/queues.ts';
import { useSessionStore } from '../../state/session.ts';
import { startApiServer, type ApiServer, type RecordedRequest } from '../../test/apiServer.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { queueRecord } from '../../test/records.ts';
import QueuesPage from './QueuesPage.tsx';

let server: ApiServer;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useQueuesStore.getState().reset();
  server.requests.length = 0;
});
afterEach(cleanup);

/** The admin's session carries the company's settings; the page follows `scheduleType` from there. */
function serve(scheduleType: string) {
  useSessionStore
    .getState()
    .signedIn(sessionUser({ profile: 'admin', company: { settings: [{ key: 'scheduleType', value: scheduleType }] } }));
  server.routes = {
    'GET /queue': { body: [queueRecord()] },
    'GET /queue/1': { body: queueRecord() },
    'GET /queue-options': { body: [] },
    'POST /queue': ({ body }: RecordedRequest) => ({ status: 201, body: queueRecord({ ...(body as object), id: 2 }) }),
  };
}

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <QueuesPage />
    </FluentProvider>,
  );
}

describe('Queues page', { timeout: 15_000 }, () => {
  it('lists the queues with their colour, order and greeting', async () => {
    serve('queue');
    renderPage();
    const row = await screen.findByTestId('queue-row-Sales');
    expect(row.textContent).toContain('Welcome to sales');
  });

  it('shows the attendance-time tab only when scheduleType is queue, following a live change of it', async () => {
    serve('company');
    renderPage();
    await screen.findByTestId('queue-row-Sales');
    fireEvent.click(screen.getByTestId('queues-add'));
    expect(await screen.findByTestId('queue-modal')).toBeTruthy();
    expect(screen.getByTestId('queue-tab-data')).toBeTruthy();
    expect(screen.queryByTestId('queue-tab-schedules')).toBeNull();

    act(() => applySettingChange({ key: 'scheduleType', value: 'queue' }));
    fireEvent.click(await screen.findByTestId('queue-tab-schedules'));
    expect(screen.getByTestId<HTMLInputElement>('schedule-saturday-end').value).toBe('12:00');
  });

  it('masks the hours as HH:MM and sends the week with a new queue', async () => {
    serve('queue');
    renderPage();
    await screen.findByTestId('queue-row-Sales');
    fireEvent.click(screen.getByTestId('queues-add'));
    fireEvent.change(await screen.findByTestId('queue-name'), { target: { value: 'Support' } });
    fireEvent.click(await screen.findByTestId('queue-tab-schedules'));
    const start = screen.getByTestId<HTMLInputElement>('schedule-monday-start');
    fireEvent.change(start, { target: { value: '0930' } });
    expect(start.value).toBe('09:30');
    fireEvent.click(screen.getByTestId('queue-save'));
    await waitFor(() => expect(server.requests.some(({ method, path }) => method === 'POST' && path === '/queue')).toBe(true));
    const sent = server.requests.find(({ method, path }) => method === 'POST' && path === '/queue')?.body as {
      name: string;
      schedules: { weekdayEn: string; startTime: string }[];
    };
    expect(sent.name).toBe('Support');
    expect(sent.schedules.find(({ weekdayEn }) => weekdayEn === 'monday')?.startTime).toBe('09:30');
  });

  it('refuses a short name before calling the server', async () => {
    serve('queue');
    renderPage();
    await screen.findByTestId('queue-row-Sales');
    fireEvent.click(screen.getByTestId('queues-add'));
    fireEvent.change(await screen.findByTestId('queue-name'), { target: { value: 'S' } });
    fireEvent.click(screen.getByTestId('queue-save'));
    expect(await screen.findByText('Too short: at least 2 characters')).toBeTruthy();
    expect(server.requests.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('offers the company prompts and integrations as the queue bot, sends the choice and closes on save', async () => {
    serve('disabled');
    useSessionStore
      .getState()
      .signedIn(sessionUser({ profile: 'admin', plan: { useOpenAi: true, useIntegrations: true }, company: { settings: [] } }));
    server.routes = {
      ...server.routes,
      'GET /prompt': { body: { prompts: [{ id: 7, name: 'Assistente de vendas' }], count: 1, hasMore: false } },
      'GET /queueIntegration': { body: { queueIntegrations: [{ id: 9, name: 'Fluxo n8n', type: 'n8n' }], count: 1, hasMore: false } },
    };
    renderPage();
    await screen.findByTestId('queue-row-Sales');
    fireEvent.click(screen.getByTestId('queues-add'));
    fireEvent.change(await screen.findByTestId('queue-name'), { target: { value: 'Robôs' } });
    const bot = await screen.findByTestId<HTMLSelectElement>('queue-bot');
    await waitFor(() =>
      expect([...bot.options].map((option) => option.text)).toEqual(['No bot', 'Assistente de vendas', 'Fluxo n8n (n8n)']),
    );
    fireEvent.change(bot, { target: { value: 'integration:9' } });
    fireEvent.click(screen.getByTestId('queue-save'));
    await waitFor(() => expect(screen.queryByTestId('queue-modal')).toBeNull());
    const sent = server.requests.find(({ method, path }) => method === 'POST' && path === '/queue')?.body;
    expect(sent).toMatchObject({ name: 'Robôs', promptId: null, integrationId: 9 });
  });
});
