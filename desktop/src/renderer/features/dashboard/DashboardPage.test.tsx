import '../../test/dom.ts';
import { DEFAULT_TIMEZONE, type DashboardResponse, type TicketsDayResponse, type TicketsUsersResponse } from '@balcao/shared';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../components/toast.tsx';
import { initI18n } from '../../i18n/index.ts';
import { useTicketActivityStore } from '../../state/ticketActivity.ts';
import { startApiServer, type ApiServer } from '../../test/apiServer.ts';
import DashboardPage from './DashboardPage.tsx';
import { zoneDay } from './dashboardFilter.ts';

let server: ApiServer;
/** No session in these tests: the company's zone is the default one. */
const ZONE = DEFAULT_TIMEZONE;

const figures = (supportHappening: number): DashboardResponse => ({
  counters: { supportHappening, supportPending: 2, supportFinished: 7, avgSupportTime: 75.4, avgWaitTime: 12, leads: 4 },
  attendants: [
    { id: 1, name: 'Ana', rating: 2.5, avgSupportTime: 30, tickets: 5, online: true },
    { id: 2, name: 'Bruno', rating: 0, avgSupportTime: 0, tickets: 0, online: false },
  ],
});
const perUser: TicketsUsersResponse = {
  data: [
    { nome: 'Ana', quantidade: 5 },
    { nome: 'Bruno', quantidade: 0 },
  ],
};
const perDay: TicketsDayResponse = {
  data: [
    { data: '2026-03-10', total: 3 },
    { data: '2026-03-11', total: 2 },
  ],
  count: 5,
};
const perHour: TicketsDayResponse = {
  data: Array.from({ length: 24 }, (_, horario) => ({ horario, total: horario === 9 ? 4 : 0 })),
  count: 4,
};

let happening = 3;

beforeAll(async () => {
  await initI18n('en');
  server = await startApiServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  happening = 3;
  server.requests.length = 0;
  server.routes = {
    'GET /dashboard': () => ({ body: figures(happening) }),
    'GET /dashboard/ticketsUsers': { body: perUser },
    'GET /dashboard/ticketsDay': ({ query }) => ({ body: query.get('initialDate') === query.get('finalDate') ? perHour : perDay }),
  };
});
afterEach(cleanup);

function renderPage() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <DashboardPage liveRefreshMs={50} />
    </FluentProvider>,
  );
}

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);

/** Waits until the counters arrived (the cards show a dash before). */
async function counterShows(value: string) {
  await waitFor(() => expect(screen.getByTestId('dashboard-counter-supportHappening-value').textContent).toBe(value));
}

describe('Dashboard page', { timeout: 15_000 }, () => {
  it('shows the counters, the attendants with stars and presence, and both charts for this month', async () => {
    renderPage();
    await counterShows('3');
    expect(screen.getByTestId('dashboard-counter-leads-value').textContent).toBe('4');
    expect(screen.getByTestId('dashboard-counter-avgSupportTime-value').textContent).toBe('1 h 15 min');
    expect(screen.getByTestId('dashboard-counter-avgWaitTime-value').textContent).toBe('12 min');

    expect(screen.getByTestId('dashboard-attendant-1-rating').getAttribute('aria-label')).toBe('Rated 2.5 of 3');
    expect(screen.getByTestId('dashboard-attendant-1-status').textContent).toBe('Online');
    expect(screen.getByTestId('dashboard-attendant-2-status').textContent).toBe('Offline');

    const users = await screen.findByTestId('dashboard-chart-users-table');
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(3));
    expect(within(users).getByRole('row', { name: /Ana/ }).textContent).toContain('5');
    const days = screen.getByTestId('dashboard-chart-days-table');
    await waitFor(() => expect(within(days).getByRole('row', { name: /10\/03\/2026/ }).textContent).toContain('3'));
    expect(screen.getByTestId('dashboard-chart-days-total').textContent).toBe('Total: 5');

    const [first] = requestsTo('/dashboard');
    const today = zoneDay(new Date(), ZONE);
    expect(first?.query.get('date_from')).toBe(`${today.slice(0, 8)}01`);
    expect(first?.query.get('date_to')).toBe(today);
  });

  it('refuses to filter without a period, and filters by days with the charts over the same days', async () => {
    renderPage();
    await counterShows('3');
    await waitFor(() => expect(requestsTo('/dashboard/ticketsDay')).toHaveLength(1));

    fireEvent.change(screen.getByTestId('dashboard-filter-from'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('dashboard-filter-apply'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain('Choose a period or a date range first.');
    expect(requestsTo('/dashboard')).toHaveLength(1);

    fireEvent.change(screen.getByTestId('dashboard-filter-days'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('dashboard-filter-apply'));
    await waitFor(() => expect(requestsTo('/dashboard')).toHaveLength(2));
    expect(requestsTo('/dashboard')[1]?.query.get('days')).toBe('7');
    await waitFor(() => expect(requestsTo('/dashboard/ticketsDay')).toHaveLength(2));
    const chart = requestsTo('/dashboard/ticketsDay')[1];
    expect([chart?.query.get('initialDate'), chart?.query.get('finalDate')]).toEqual([
      zoneDay(new Date(), ZONE, 6),
      zoneDay(new Date(), ZONE),
    ]);
  });

  it('refuses a From after To in the form, without asking the server', async () => {
    renderPage();
    await counterShows('3');
    await waitFor(() => expect(requestsTo('/dashboard/ticketsDay')).toHaveLength(1));
    fireEvent.change(screen.getByTestId('dashboard-filter-from'), { target: { value: '2026-03-12' } });
    fireEvent.change(screen.getByTestId('dashboard-filter-to'), { target: { value: '2026-03-10' } });
    fireEvent.click(screen.getByTestId('dashboard-filter-apply'));
    expect(await screen.findByText('To must be on or after From.')).toBeTruthy();
    expect(requestsTo('/dashboard')).toHaveLength(1);
    expect(requestsTo('/dashboard/ticketsDay')).toHaveLength(1);
    expect(requestsTo('/dashboard/ticketsUsers')).toHaveLength(1);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('charts one day per hour', async () => {
    renderPage();
    await counterShows('3');
    fireEvent.change(screen.getByTestId('dashboard-filter-from'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByTestId('dashboard-filter-to'), { target: { value: '2026-03-10' } });
    fireEvent.click(screen.getByTestId('dashboard-filter-apply'));
    const hours = await screen.findByRole('table', { name: 'Attendances per hour' });
    expect(within(hours).getByRole('row', { name: /09:00–09:59/ }).textContent).toContain('4');
    expect(within(hours).getAllByRole('row')).toHaveLength(25);
  });

  it('says so when a period had no attendances instead of drawing an empty chart', async () => {
    server.routes['GET /dashboard/ticketsUsers'] = { body: { data: [{ nome: 'Ana', quantidade: 0 }] } };
    renderPage();
    await counterShows('3');
    const users = screen.getByTestId('dashboard-chart-users');
    expect(await within(users).findByText('No attendances in this period.')).toBeTruthy();
    expect(within(users).queryByTestId('dashboard-chart-users-bars')).toBeNull();
    expect(await within(screen.getByTestId('dashboard-chart-days')).findByTestId('dashboard-chart-days-bars')).toBeTruthy();
  });

  it('follows ticket events with one refetch of the counters for a burst', async () => {
    renderPage();
    await counterShows('3');
    happening = 4;
    act(() => {
      for (let index = 0; index < 5; index += 1) {
        useTicketActivityStore.getState().note();
      }
    });
    await counterShows('4');
    expect(requestsTo('/dashboard')).toHaveLength(2);
    expect(requestsTo('/dashboard/ticketsDay')).toHaveLength(1);
  });
});
