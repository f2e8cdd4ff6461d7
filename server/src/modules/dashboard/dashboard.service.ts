import type { dashboardChartQuery, dashboardQuery, DashboardResponse, TicketsDayResponse, TicketsUsersResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { companyOf } from '../../platform/tenancy/tenant-filter.ts';
import { companyTimeZone } from '../settings/time-zone.ts';
import { ticketsPerDay, ticketsPerUser } from './dashboard-charts.ts';
import { dashboardFigures } from './dashboard-figures.ts';
import { periodOf } from './dashboard-period.ts';

type ChartQuery = z.output<typeof dashboardChartQuery>;

/**
 * The dashboard's figures and charts. They are aggregates in SQL, which the tenant filter does not
 * reach: the company is the one the request's manager is bound to, never one from the query.
 */
export class DashboardService {
  async figures(em: EntityManager, query: z.output<typeof dashboardQuery>): Promise<DashboardResponse> {
    const companyId = companyOf(em);
    const period = await periodOf(em, await companyTimeZone(em), { days: query.days, dateFrom: query.date_from, dateTo: query.date_to });
    return dashboardFigures(em, companyId, period);
  }

  async ticketsUsers(em: EntityManager, query: ChartQuery): Promise<TicketsUsersResponse> {
    const companyId = companyOf(em);
    const period = await periodOf(em, await companyTimeZone(em), { dateFrom: query.initialDate, dateTo: query.finalDate });
    return ticketsPerUser(em, companyId, period);
  }

  async ticketsDay(em: EntityManager, query: ChartQuery): Promise<TicketsDayResponse> {
    const companyId = companyOf(em);
    const timeZone = await companyTimeZone(em);
    const period = await periodOf(em, timeZone, { dateFrom: query.initialDate, dateTo: query.finalDate });
    return ticketsPerDay(em, companyId, period, { ...query, timeZone });
  }
}
