import Router from '@koa/router';
import { companySchedulesBody, idParams, idSchema } from '@balcao/shared';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Company } from './company.entity.ts';

export function companiesRoutes({ auth }: { auth: AuthService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/companies/listPlan/:companyId',
    requireAuth(auth),
    validated({ params: z.object({ companyId: idSchema }) }, async (ctx, { params }) => {
      // The tenant filter hides other companies; only a super user looks across them.
      const em = authOf(ctx.state).super ? forkUnscoped(ctx.state.em) : ctx.state.em;
      const company = await em.findOne(Company, { id: params.companyId });
      if (!company) {
        throw new AppError('ERR_NO_COMPANY_FOUND', { message: 'No company found with this ID' });
      }
      ctx.body = { ...company, plan: await em.findOneOrFail(Plan, { id: company.planId }) };
    }),
  );

  router.put(
    '/companies/:id/schedules',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams, body: companySchedulesBody }, async (ctx, { params, body }) => {
      // Admins reach only their own company (the tenant filter); super users may set any company's hours.
      const em = authOf(ctx.state).super ? forkUnscoped(ctx.state.em) : ctx.state.em;
      const company = await em.findOne(Company, { id: params.id });
      if (!company) {
        throw new AppError('ERR_NO_COMPANY_FOUND', { message: 'No company found with this ID' });
      }
      company.schedules = body.schedules;
      await em.flush();
      ctx.body = { id: company.id, schedules: company.schedules };
    }),
  );

  return router;
}
