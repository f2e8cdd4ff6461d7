import Router from '@koa/router';
import { idParams, ticketNoteBody, ticketNoteListQuery } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { TicketNotesService } from './ticket-notes.service.ts';

export function ticketNotesRoutes({ auth, notes }: { auth: AuthService; notes: TicketNotesService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/ticket-notes/list',
    requireAuth(auth),
    validated({ query: ticketNoteListQuery }, async (ctx, { query }) => {
      ctx.body = await notes.list(ctx.state.em, authOf(ctx.state), query);
    }),
  );

  router.post(
    '/ticket-notes',
    requireAuth(auth),
    validated({ body: ticketNoteBody }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await notes.create(ctx.state.em, authOf(ctx.state), body);
    }),
  );

  router.delete(
    '/ticket-notes/:id',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      await notes.remove(ctx.state.em, authOf(ctx.state), params.id);
      ctx.status = 204;
    }),
  );

  return router;
}
