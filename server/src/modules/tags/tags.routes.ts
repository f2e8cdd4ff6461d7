import Router from '@koa/router';
import { idParams, tagBody, tagPageQuery, tagSyncBody, tagUpdateBody, type TagKanbanResponse } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag } from '../auth/require-auth.ts';
import type { TagsService } from './tags.service.ts';

/** Every signed-in user reads, creates, edits and links tags; only admins and supervisors flag kanban lanes. */
export function tagsRoutes({ auth, tags }: { auth: AuthService; tags: TagsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/tags/list', requireAuth(auth), async (ctx) => {
    ctx.body = await tags.all(ctx.state.em);
  });

  router.get('/tags/kanban', requireAuth(auth), requirePlanFlag('useKanban'), async (ctx) => {
    ctx.body = { lista: await tags.kanbanLanes(ctx.state.em) } satisfies TagKanbanResponse;
  });

  router.get(
    '/tags',
    requireAuth(auth),
    validated({ query: tagPageQuery }, async (ctx, { query }) => {
      ctx.body = await tags.page(ctx.state.em, query);
    }),
  );

  router.post(
    '/tags/sync',
    requireAuth(auth),
    validated({ body: tagSyncBody }, async (ctx, { body }) => {
      ctx.body = await tags.sync(ctx.state.em, authOf(ctx.state), body);
    }),
  );

  router.get(
    '/tags/:id',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await tags.get(ctx.state.em, params.id);
    }),
  );

  router.post(
    '/tags',
    requireAuth(auth),
    validated({ body: tagBody }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await tags.create(ctx.state.em, authOf(ctx.state), body);
    }),
  );

  router.put(
    '/tags/:id',
    requireAuth(auth),
    validated({ params: idParams, body: tagUpdateBody }, async (ctx, { params, body }) => {
      ctx.body = await tags.update(ctx.state.em, authOf(ctx.state), params.id, body);
    }),
  );

  router.delete(
    '/tags/:id',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      await tags.remove(ctx.state.em, params.id);
      ctx.status = 204;
    }),
  );

  return router;
}
