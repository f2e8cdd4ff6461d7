import Router from '@koa/router';
import {
  connectionBody,
  connectionQuery,
  connectionUpdateBody,
  idParams,
  type ConnectionProvider,
  type ConnectionTokenResponse,
} from '@balcao/shared';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState, type AuthContext } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { ConnectionsService } from './connections.service.ts';
import type { SessionManager } from './session-manager.ts';

type Options = { auth: AuthService; connections: ConnectionsService; sessions: SessionManager; sandboxEnabled: boolean; logger: Logger };

const isAdmin = (caller: AuthContext) => caller.super || caller.profile === 'admin';

/** Creating (or switching to) a sandbox connection is refused like bad input when the sandbox is off. */
function assertProviderOffered(provider: ConnectionProvider | undefined, sandboxEnabled: boolean): void {
  if (provider === 'sandbox' && !sandboxEnabled) {
    throw new AppError('ERR_VALIDATION', {
      message: 'Some fields are invalid',
      fields: [{ path: 'body.provider', message: 'The sandbox is disabled on this server' }],
    });
  }
}

/** The spec's connection calls: every signed-in user reads (the API token only for admins); admins write. */
export function connectionsRoutes({ auth, connections, sessions, sandboxEnabled, logger }: Options): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/whatsapp/providers', requireAuth(auth), (ctx) => {
    const providers: ConnectionProvider[] = sandboxEnabled ? ['beta', 'cloud', 'sandbox'] : ['beta', 'cloud'];
    ctx.body = { providers };
  });

  router.get(
    ['/whatsapp', '/whatsapp/'],
    requireAuth(auth),
    validated({ query: connectionQuery }, async (ctx) => {
      ctx.body = await connections.list(ctx.state.em, isAdmin(authOf(ctx.state)));
    }),
  );

  router.get(
    '/whatsapp/:id',
    requireAuth(auth),
    validated({ params: idParams, query: connectionQuery }, async (ctx, { params }) => {
      ctx.body = await connections.get(ctx.state.em, params.id, isAdmin(authOf(ctx.state)));
    }),
  );

  router.post(
    ['/whatsapp', '/whatsapp/'],
    requireAuth(auth),
    requireProfile('admin'),
    validated({ body: connectionBody }, async (ctx, { body }) => {
      assertProviderOffered(body.provider, sandboxEnabled);
      const created = await connections.create(ctx.state.em, body);
      // A provider this version cannot run (Baileys) leaves the new connection DISCONNECTED.
      await sessions.start(authOf(ctx.state).companyId, created.id).catch((error: unknown) => {
        logger.info({ connectionId: created.id, reason: (error as Error).message }, 'new connection not started');
      });
      ctx.body = await connections.get(ctx.state.em, created.id, true);
    }),
  );

  router.put(
    '/whatsapp/:id',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams, body: connectionUpdateBody }, async (ctx, { params, body }) => {
      assertProviderOffered(body.provider, sandboxEnabled);
      const { record, providerChanged, cloudChanged } = await connections.update(ctx.state.em, params.id, body);
      if (providerChanged) {
        await sessions.forget(params.id);
      }
      if (record.provider === 'cloud' && (providerChanged || cloudChanged)) {
        // New Cloud API settings take effect at once: the test call runs again with them.
        await sessions.start(authOf(ctx.state).companyId, params.id).catch((error: unknown) => {
          logger.info({ connectionId: params.id, reason: (error as Error).message }, 'Cloud API connection not restarted');
        });
        ctx.body = await connections.get(ctx.state.em, params.id, true);
        return;
      }
      ctx.body = record;
    }),
  );

  // Beyond the spec: a new API token for the connection; the old one is refused from now on.
  router.post(
    '/whatsapp/:id/token',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams }, async (ctx, { params }) => {
      const body: ConnectionTokenResponse = { token: await connections.renewToken(ctx.state.em, params.id) };
      ctx.body = body;
    }),
  );

  router.delete(
    '/whatsapp/:id',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams }, async (ctx, { params }) => {
      await connections.remove(ctx.state.em, params.id);
      await sessions.forget(params.id);
      ctx.status = 204;
    }),
  );

  return router;
}
