import Router from '@koa/router';
import { connectionIdParams, sandboxInboundBody } from '@balcao/shared';
import type { Middleware } from 'koa';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated, type RouteContext } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import { toSession, type SessionManager } from '../connections/session-manager.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import type { SandboxPhones } from './sandbox-phones.ts';

type Options = { auth: AuthService; phones: SandboxPhones; sessions: SessionManager; enabled: boolean };

const disabled: Middleware<AppState, AppContext> = () => {
  throw new AppError('ERR_SANDBOX_DISABLED', { message: 'The sandbox is disabled on this server (SANDBOX_ENABLED=false)' });
};

/** A sandbox connection of the caller's company (the tenant filter hides the others). */
async function sandboxConnection(ctx: RouteContext, connectionId: number): Promise<Whatsapp> {
  const row = await ctx.state.em.findOne(Whatsapp, { id: connectionId, provider: 'sandbox' });
  if (!row) {
    throw new AppError('ERR_NO_WAPP_FOUND', { message: 'No sandbox connection found with this ID' });
  }
  return row;
}

/**
 * The simulated phone: scan its QR code, make a contact write in, read what Balcão sent. Admins only.
 * Each call reaches the server process running the phone's session, whichever process answers HTTP.
 */
export function sandboxRoutes({ auth, phones, sessions, enabled }: Options): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  if (!enabled) {
    router.all(/^\/sandbox(?:\/.*)?$/, disabled);
    return router;
  }
  const admin = [requireAuth(auth), requireProfile('admin')] as const;

  router.post(
    '/sandbox/:connectionId/scan',
    ...admin,
    validated({ params: connectionIdParams }, async (ctx, { params }) => {
      await sandboxConnection(ctx, params.connectionId);
      await phones.scan(authOf(ctx.state).companyId, params.connectionId);
      await sessions.settled(params.connectionId);
      ctx.state.em.clear();
      ctx.body = toSession(await sandboxConnection(ctx, params.connectionId));
    }),
  );

  router.post(
    '/sandbox/:connectionId/inbound',
    ...admin,
    validated({ params: connectionIdParams, body: sandboxInboundBody }, async (ctx, { params, body }) => {
      const { companyId } = authOf(ctx.state);
      // A phone live in this process is a sandbox connection of the caller's company: no need to read its row.
      const live = phones.phone(companyId, params.connectionId) !== undefined;
      // A paired phone whose session runs nowhere (a restart) holds the message until it is back: still 202.
      const paired = live || (await sandboxConnection(ctx, params.connectionId)).status === 'CONNECTED';
      const id = await phones.inbound(companyId, params.connectionId, body, { paired });
      ctx.status = 202;
      ctx.body = { id };
    }),
  );

  router.get(
    '/sandbox/:connectionId/outbox',
    ...admin,
    validated({ params: connectionIdParams }, async (ctx, { params }) => {
      await sandboxConnection(ctx, params.connectionId);
      ctx.body = await phones.outboxOf(authOf(ctx.state).companyId, params.connectionId);
    }),
  );

  return router;
}
