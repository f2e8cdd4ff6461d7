import Router from '@koa/router';
import { can, idParams, ticketCreateBody, ticketListQuery, ticketUpdateBody, ticketUuidParams } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, hotReaderOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated, type RouteContext } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { viewerOf } from './ticket-access.ts';
import { listTickets } from './ticket-list.ts';
import type { TicketUpdater } from './ticket-update.ts';
import type { TicketsService } from './tickets.service.ts';

type Options = { auth: AuthService; tickets: TicketsService; updater: TicketUpdater };

const viewer = (ctx: RouteContext) => viewerOf(hotReaderOf(ctx.state), authOf(ctx.state));

/** The ticket inbox: list, read, start, change (accept, close, return, reopen, transfer) and delete tickets. */
export function ticketsRoutes({ auth, tickets, updater }: Options): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    ['/tickets', '/tickets/'],
    requireAuth(auth),
    validated({ query: ticketListQuery }, async (ctx, { query }) => {
      ctx.body = await listTickets(hotReaderOf(ctx.state), await viewer(ctx), query);
    }),
  );

  router.get(
    '/tickets/u/:uuid',
    requireAuth(auth),
    validated({ params: ticketUuidParams }, async (ctx, { params }) => {
      ctx.body = await tickets.get(hotReaderOf(ctx.state), await viewer(ctx), { uuid: params.uuid });
    }),
  );

  router.get(
    '/tickets/:id',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await tickets.get(hotReaderOf(ctx.state), await viewer(ctx), { id: params.id });
    }),
  );

  router.post(
    ['/tickets', '/tickets/'],
    requireAuth(auth),
    validated({ body: ticketCreateBody }, async (ctx, { body }) => {
      ctx.body = await tickets.create(ctx.state.em, await viewer(ctx), body);
    }),
  );

  router.put(
    '/tickets/:id',
    requireAuth(auth),
    validated({ params: idParams, body: ticketUpdateBody }, async (ctx, { params, body }) => {
      ctx.body = await updater.update(ctx.state.em, await viewer(ctx), params.id, body);
    }),
  );

  router.delete(
    '/tickets/:id',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      const caller = authOf(ctx.state);
      if (!caller.super && !can(caller.profile, 'ticket-options:deleteTicket')) {
        throw new AppError('ERR_NO_PERMISSION', { message: 'Only admins may delete tickets' });
      }
      await tickets.remove(ctx.state.em, params.id);
      ctx.status = 204;
    }),
  );

  return router;
}
