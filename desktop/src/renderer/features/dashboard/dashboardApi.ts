import type { DashboardChartQuery, DashboardQuery, DashboardResponse, TicketsDayResponse, TicketsUsersResponse } from '@balcao/shared';
import { api } from '../../api/index.ts';

export function fetchDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<DashboardResponse> {
  return api.get<DashboardResponse>('/dashboard', { query, ...(signal ? { signal } : {}) });
}

export function fetchTicketsPerUser(query: DashboardChartQuery, signal?: AbortSignal): Promise<TicketsUsersResponse> {
  return api.get<TicketsUsersResponse>('/dashboard/ticketsUsers', { query, ...(signal ? { signal } : {}) });
}

export function fetchTicketsPerDay(query: DashboardChartQuery, signal?: AbortSignal): Promise<TicketsDayResponse> {
  return api.get<TicketsDayResponse>('/dashboard/ticketsDay', { query, ...(signal ? { signal } : {}) });
}
