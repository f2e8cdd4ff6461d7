import Router from '@koa/router';
import { dashboardChartQuery, dashboardQuery } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import { DashboardService } from './dashboard.service.ts';

/** The dashboard and its two charts: admins only, for their own company (the reference left the charts open to anyone). */
export function dashboardRoutes({
  auth,
  dashboard = new DashboardService(),
}: {
  auth: AuthService;
  dashboard?: DashboardService;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const admin = [requireAuth(auth), requireProfile('admin')] as const;

  router.get(
    '/dashboard',
    ...admin,
    validated({ query: dashboardQuery }, async (ctx, { query }) => {
      ctx.body = await dashboard.figures(ctx.state.em, query);
    }),
  );

  router.get(
    '/dashboard/ticketsUsers',
    ...admin,
    validated({ query: dashboardChartQuery }, async (ctx, { query }) => {
      ctx.body = await dashboard.ticketsUsers(ctx.state.em, query);
    }),
  );

  router.get(
    '/dashboard/ticketsDay',
    ...admin,
    validated({ query: dashboardChartQuery }, async (ctx, { query }) => {
      ctx.body = await dashboard.ticketsDay(ctx.state.em, query);
    }),
  );

  return router;
}
