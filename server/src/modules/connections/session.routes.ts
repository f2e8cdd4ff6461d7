import { audit } from '../audit/audit.ts';
import Router from '@koa/router';
import { idParams } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { ConnectionsService } from './connections.service.ts';
import type { SessionManager } from './session-manager.ts';

/** POST retries from the stored state, PUT wipes it for a new QR code, DELETE logs out. Admins only. */
export function sessionRoutes({
  auth,
  connections,
  sessions,
}: {
  auth: AuthService;
  connections: ConnectionsService;
  sessions: SessionManager;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const admin = [requireAuth(auth), requireProfile('admin')] as const;

  router.post(
    '/whatsappsession/:id',
    ...admin,
    validated({ params: idParams }, async (ctx, { params }) => {
      await connections.get(ctx.state.em, params.id, false);
      ctx.body = await sessions.start(authOf(ctx.state).companyId, params.id);
    }),
  );

  router.put(
    '/whatsappsession/:id',
    ...admin,
    validated({ params: idParams }, async (ctx, { params }) => {
      await connections.get(ctx.state.em, params.id, false);
      ctx.body = await sessions.start(authOf(ctx.state).companyId, params.id, { fresh: true });
    }),
  );

  router.delete(
    '/whatsappsession/:id',
    ...admin,
    validated({ params: idParams }, async (ctx, { params }) => {
      const connection = await connections.get(ctx.state.em, params.id, false);
      ctx.body = await sessions.disconnect(authOf(ctx.state).companyId, params.id);
      await audit.record(ctx, {
        action: 'connection.disconnected',
        target: { type: 'connection', id: connection.id, label: connection.name },
        before: { status: connection.status },
      });
    }),
  );

  return router;
}
