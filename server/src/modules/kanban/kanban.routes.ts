import Router from '@koa/router';
import { kanbanQuery, ticketTagParams, ticketTagsParams } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag } from '../auth/require-auth.ts';
import { kanbanPage } from './kanban-board.ts';
import type { TicketLanes } from './ticket-lanes.ts';

/** The kanban board (plan flag useKanban): a lane's cards, and moving a card between lanes. */
export function kanbanRoutes({ auth, lanes }: { auth: AuthService; lanes: TicketLanes }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const guards = [requireAuth(auth), requirePlanFlag('useKanban')];

  router.get(
    '/ticket/kanban',
    ...guards,
    validated({ query: kanbanQuery }, async (ctx, { query }) => {
      ctx.body = await kanbanPage(ctx.state.em, authOf(ctx.state), query);
    }),
  );

  router.put(
    '/ticket-tags/:ticketId/:tagId',
    ...guards,
    validated({ params: ticketTagParams }, async (ctx, { params }) => {
      ctx.body = await lanes.put(ctx.state.em, authOf(ctx.state), params.ticketId, params.tagId);
    }),
  );

  router.delete(
    '/ticket-tags/:ticketId',
    ...guards,
    validated({ params: ticketTagsParams }, async (ctx, { params }) => {
      ctx.body = await lanes.clear(ctx.state.em, authOf(ctx.state), params.ticketId);
    }),
  );

  return router;
}
