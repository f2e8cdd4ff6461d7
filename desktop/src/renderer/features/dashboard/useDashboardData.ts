import type { DashboardResponse, TicketsDayResponse, TicketsUsersResponse } from '@balcao/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { useCompanySetting } from '../../state/companySettings.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { selectTicketChanges, useTicketActivityStore } from '../../state/ticketActivity.ts';
import { fetchDashboard, fetchTicketsPerDay, fetchTicketsPerUser } from './dashboardApi.ts';
import { chartQueryOf, dashboardQueryOf, type DashboardFilter } from './dashboardFilter.ts';

/** While tickets keep changing, the counters are fetched again at most once per this many milliseconds. */
export const LIVE_REFRESH_MS = 5_000;

export type DashboardData = {
  figures: DashboardResponse | null;
  perUser: TicketsUsersResponse | null;
  perDay: TicketsDayResponse | null;
};

/**
 * The figures and both charts of the applied filter, loaded again when it changes or after a
 * reconnect that missed events; the figures also follow `ticket` events, throttled to one request
 * per `liveRefreshMs`.
 */
export function useDashboardData(filter: DashboardFilter, liveRefreshMs: number = LIVE_REFRESH_MS): DashboardData {
  const { t } = useTranslation();
  const timeZone = useCompanySetting('timezone');
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const ticketChanges = useTicketActivityStore(selectTicketChanges);
  const [data, setData] = useState<DashboardData>({ figures: null, perUser: null, perDay: null });
  const filterRef = useRef(filter);
  const lastFigures = useRef(0);
  // Ticket events from before the page opened are in what its first load reads.
  const changesAtOpen = useRef(ticketChanges);

  useEffect(() => {
    filterRef.current = filter;
    const query = dashboardQueryOf(filter);
    const chartQuery = chartQueryOf(filter, timeZone);
    if (!query || !chartQuery) {
      return undefined;
    }
    const controller = new AbortController();
    const { signal } = controller;
    lastFigures.current = Date.now();
    fetchDashboard(query, signal)
      .then((figures) => setData((current) => ({ ...current, figures })))
      .catch((error: unknown) => signal.aborted || toastError(error));
    fetchTicketsPerUser(chartQuery, signal)
      .then((perUser) => setData((current) => ({ ...current, perUser })))
      .catch(() => signal.aborted || showToast(t('dashboard.charts.userError'), 'error'));
    fetchTicketsPerDay(chartQuery, signal)
      .then((perDay) => setData((current) => ({ ...current, perDay })))
      .catch(() => signal.aborted || showToast(t('dashboard.charts.dateError'), 'error'));
    return () => controller.abort();
  }, [filter, refetchVersion, t, timeZone]);

  useEffect(() => {
    if (ticketChanges === changesAtOpen.current) {
      return undefined;
    }
    const controller = new AbortController();
    // Leading edge when the counters are older than the window, else at its end: one request per window.
    const timer = setTimeout(
      () => {
        const query = dashboardQueryOf(filterRef.current);
        if (!query) {
          return;
        }
        lastFigures.current = Date.now();
        fetchDashboard(query, controller.signal)
          .then((figures) => setData((current) => ({ ...current, figures })))
          .catch((error: unknown) => controller.signal.aborted || toastError(error));
      },
      Math.max(0, lastFigures.current + liveRefreshMs - Date.now()),
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ticketChanges, liveRefreshMs]);

  return data;
}
