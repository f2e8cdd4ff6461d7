import Router from '@koa/router';
import { companyBody, companyListQuery, companySchedulesBody, idParams, idSchema, signupBody, signupQuery } from '@balcao/shared';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import { plainGet, recordRoutes } from '../../platform/records/record-routes.ts';
import { requireAuth, requireProfile, requireSuper } from '../auth/require-auth.ts';
import type { CompaniesService } from './companies.service.ts';
import type { SignupService } from './signup.service.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Company } from './company.entity.ts';

type Deps = { auth: AuthService; companies: CompaniesService; signup: SignupService; limits: RateLimits };

/**
 * Public sign-up (`/companies/cadastro`), the super user's administration of companies, and the two
 * routes an admin uses for their own company (`listPlan`, `schedules`).
 */
export function companiesRoutes({ auth, companies, signup, limits }: Deps): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const superOnly = [requireAuth(auth), requireSuper()];

  plainGet(router, '/companies/cadastro', [limits.limit('signUpPage')], (ctx) => signup.status(ctx.state.em));

  router.post(
    '/companies/cadastro',
    limits.limit('signUp'),
    validated({ query: signupQuery, body: signupBody }, async (ctx, { query, body }) => {
      ctx.status = 201;
      ctx.body = await signup.signUp(ctx.state.em, body, query.companyId);
    }),
  );

  plainGet(router, '/companies/list', superOnly, (ctx) => companies.all(ctx.state.em));
  plainGet(router, '/companies/deletions', superOnly, (ctx) => companies.deletions(ctx.state.em));

  router.post(
    '/companies/:id/renew',
    ...superOnly,
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await companies.renew(ctx.state.em, params.id);
    }),
  );

  // Answers 202 with the deletion job to follow (GET /companies/deletions).
  router.delete(
    '/companies/:id',
    ...superOnly,
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.status = 202;
      ctx.body = await companies.requestDeletion(ctx.state.em, params.id);
    }),
  );

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

  recordRoutes(router, {
    path: '/companies',
    read: superOnly,
    list: { query: companyListQuery, handle: (ctx, query) => companies.page(ctx.state.em, query) },
    get: (ctx, id) => companies.get(ctx.state.em, id),
    create: { body: companyBody, handle: (ctx, body) => companies.create(ctx.state.em, body) },
    update: { body: companyBody, handle: (ctx, id, body) => companies.update(ctx.state.em, id, body) },
  });

  return router;
}
