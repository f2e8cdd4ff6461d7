import { can, type Permission, type PlanFlag, type Profile } from '@balcao/shared';
import type { Middleware } from 'koa';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, lazyEntityManager, type AppContext, type AppState } from '../../platform/http/context.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import type { AuthService } from './auth.service.ts';
import { describedAs, metaOf } from '../../platform/http/route-table/route-meta.ts';

type AppMiddleware = Middleware<AppState, AppContext>;

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** What a company past its due date (and grace) still reaches: its session, invoices and the checkout. */
const BILLING_PATHS = ['/auth/', '/invoices', '/subscription'];

function isBillingPath(path: string): boolean {
  return BILLING_PATHS.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/**
 * Establishes who is calling and binds the request's entity manager to their company. It is also the
 * one place where a company past its due date and grace period is stopped (402 ERR_SUBSCRIPTION_EXPIRED)
 * on every route but billing's.
 */
export function requireAuth(auth: AuthService): AppMiddleware {
  return describedAs<AppMiddleware>(
    async (ctx, next) => {
      const token = bearerToken(ctx.get('authorization'));
      if (!token) {
        throw new AppError('ERR_NOT_AUTHENTICATED', { message: 'Sign in first' });
      }
      const { caller, company } = await auth.caller(token);
      if (!caller.super && !isBillingPath(ctx.path) && !(await auth.subscriptionActive(caller.companyId, company))) {
        throw new AppError('ERR_SUBSCRIPTION_EXPIRED', { message: 'The subscription of this company has expired; pay the open invoice' });
      }
      ctx.state.auth = caller;
      lazyEntityManager(ctx.state, () => forkForCompany(ctx.state.rootEm, caller.companyId));
      await next();
    },
    { guard: { kind: 'signedIn' } },
  );
}

export function requireProfile(...profiles: Profile[]): AppMiddleware {
  return describedAs<AppMiddleware>(
    async (ctx, next) => {
      const caller = authOf(ctx.state);
      if (!caller.super && !profiles.includes(caller.profile)) {
        throw new AppError('ERR_NO_PERMISSION', { message: 'Your profile does not allow this' });
      }
      await next();
    },
    { guard: { kind: 'profile', profiles } },
  );
}

/** An action of the permission table (`shared/src/permissions.ts`); super users hold every one. */
export function requirePermission(permission: Permission): AppMiddleware {
  return describedAs<AppMiddleware>(
    async (ctx, next) => {
      const caller = authOf(ctx.state);
      if (!caller.super && !can(caller.profile, permission)) {
        throw new AppError('ERR_NO_PERMISSION', { message: 'Your profile does not allow this' });
      }
      await next();
    },
    { guard: { kind: 'permission', permission } },
  );
}

export function requireSuper(): AppMiddleware {
  return describedAs<AppMiddleware>(
    async (ctx, next) => {
      if (!authOf(ctx.state).super) {
        throw new AppError('ERR_NO_PERMISSION', { message: 'Only platform administrators may do this' });
      }
      await next();
    },
    { guard: { kind: 'super' } },
  );
}

/** The flag a route's middleware gates on, if it is a `requirePlanFlag` gate (read from the route table's description). */
export function planFlagOf(middleware: unknown): PlanFlag | undefined {
  const guard = metaOf(middleware)?.guard;
  return guard?.kind === 'planFlag' ? (guard.flag as PlanFlag) : undefined;
}

/**
 * THE plan-flag mechanism: a gated feature's routes put it after their authentication (`requireAuth`,
 * or `requireApiToken` for the external API) and a plan without the flag answers 403 ERR_NO_PERMISSION
 * (the spec's code for a denied resource), whatever the route.
 */
export function requirePlanFlag(flag: PlanFlag): AppMiddleware {
  return describedAs<AppMiddleware>(
    async (ctx, next) => {
      const state = ctx.state as AppState & { apiCaller?: { companyId: number } };
      const companyId = state.auth?.companyId ?? state.apiCaller?.companyId;
      if (companyId === undefined) {
        throw new Error('requirePlanFlag() used on a route without authentication before it');
      }
      const em = forkForCompany(ctx.state.rootEm, companyId);
      const company = await em.findOneOrFail(Company, { id: companyId });
      const plan = await em.findOneOrFail(Plan, { id: company.planId });
      if (!plan[flag]) {
        throw new AppError('ERR_NO_PERMISSION', { message: `The plan of this company does not include ${flag}` });
      }
      await next();
    },
    { guard: { kind: 'planFlag', flag } },
  );
}
