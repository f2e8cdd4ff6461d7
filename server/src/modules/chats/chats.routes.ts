import Router from '@koa/router';
import { chatBody, chatKeyParams, chatListQuery, chatMessageBody, chatMessagesQuery, chatReadBody, idParams } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag } from '../auth/require-auth.ts';
import type { ChatsService } from './chats.service.ts';

/** Internal chat, for companies whose plan has useInternalChat; the service keeps each chat to its participants. */
export function chatsRoutes({ auth, chats }: { auth: AuthService; chats: ChatsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const guards = [requireAuth(auth), requirePlanFlag('useInternalChat')];

  // The web route /chats/{uuid} asks by uuid; the API's own calls by id.
  router.get(
    '/chats/:id',
    ...guards,
    validated({ params: chatKeyParams }, async (ctx, { params }) => {
      ctx.body = await chats.get(ctx.state.em, authOf(ctx.state), params.id);
    }),
  );

  router.get(
    '/chats/:id/messages',
    ...guards,
    validated({ params: idParams, query: chatMessagesQuery }, async (ctx, { params, query }) => {
      ctx.body = await chats.messages(ctx.state.em, authOf(ctx.state), params.id, query);
    }),
  );

  router.post(
    '/chats/:id/messages',
    ...guards,
    validated({ params: idParams, body: chatMessageBody }, async (ctx, { params, body }) => {
      ctx.status = 201;
      ctx.body = await chats.send(ctx.state.em, authOf(ctx.state), params.id, body.message);
    }),
  );

  router.post(
    '/chats/:id/read',
    ...guards,
    validated({ params: idParams, body: chatReadBody }, async (ctx, { params }) => {
      ctx.body = await chats.markRead(ctx.state.em, authOf(ctx.state), params.id);
    }),
  );

  recordRoutes(router, {
    path: '/chats',
    read: guards,
    list: { query: chatListQuery, handle: (ctx, query) => chats.page(ctx.state.em, authOf(ctx.state), query) },
    create: { body: chatBody, handle: (ctx, body) => chats.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: chatBody, handle: (ctx, id, body) => chats.update(ctx.state.em, authOf(ctx.state), id, body) },
    remove: (ctx, id) => chats.remove(ctx.state.em, authOf(ctx.state), id),
  });

  return router;
}
