import Router from '@koa/router';
import { idParams, pageQuery, promptCreateBody, promptUpdateBody } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { authOf } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag, requireProfile } from '../auth/require-auth.ts';
import type { PromptsService } from './prompts.service.ts';

/** `/prompt`: the company's AI prompts, for admins of a plan with useOpenAi. */
export function promptsRoutes({ auth, prompts }: { auth: AuthService; prompts: PromptsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  recordRoutes(router, {
    path: '/prompt',
    read: [requireAuth(auth), requireProfile('admin'), requirePlanFlag('useOpenAi')],
    list: { query: pageQuery, handle: (ctx, query) => prompts.page(ctx.state.em, query) },
    get: (ctx, id) => prompts.get(ctx.state.em, id),
    create: { body: promptCreateBody, handle: (ctx, body) => prompts.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: promptUpdateBody, handle: (ctx, id, body) => prompts.update(ctx.state.em, id, body) },
  });
  // The spec answers the delete with a message (shown as an info toast), not 204.
  router.delete(
    '/prompt/:id',
    requireAuth(auth),
    requireProfile('admin'),
    requirePlanFlag('useOpenAi'),
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await prompts.remove(ctx.state.em, authOf(ctx.state), params.id);
    }),
  );
  return router;
}
