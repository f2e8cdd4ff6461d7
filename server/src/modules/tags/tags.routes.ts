import Router from '@koa/router';
import { tagBody, tagPageQuery, tagSyncBody, tagUpdateBody, type TagKanbanResponse } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
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

  router.post(
    '/tags/sync',
    requireAuth(auth),
    validated({ body: tagSyncBody }, async (ctx, { body }) => {
      ctx.body = await tags.sync(ctx.state.em, authOf(ctx.state), body);
    }),
  );

  // Anyone may write; making a tag a kanban lane is checked by the service (tags:kanban).
  recordRoutes(router, {
    path: '/tags',
    read: [requireAuth(auth)],
    list: { query: tagPageQuery, handle: (ctx, query) => tags.page(ctx.state.em, query) },
    get: (ctx, id) => tags.get(ctx.state.em, id),
    create: { body: tagBody, handle: (ctx, body) => tags.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: tagUpdateBody, handle: (ctx, id, body) => tags.update(ctx.state.em, authOf(ctx.state), id, body) },
    remove: (ctx, id) => tags.remove(ctx.state.em, id),
  });

  return router;
}
