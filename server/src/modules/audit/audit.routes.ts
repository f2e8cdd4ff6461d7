import Router from '@koa/router';
import { auditListQuery } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { AuditLogService } from './audit-log.service.ts';

/** GET /audit-log: admins read their company's log, super users everyone's. */
export function auditRoutes({ auth, log }: { auth: AuthService; log: AuditLogService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get(
    '/audit-log',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ query: auditListQuery }, async (ctx, { query }) => {
      ctx.body = await log.page(ctx.state.em, authOf(ctx.state), query);
    }),
  );
  return router;
}
