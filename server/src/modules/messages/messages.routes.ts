import Router from '@koa/router';
import { MESSAGE_MEDIA_LIMITS, messageIdParams, messageListQuery, messageSendBody, ticketIdParams } from '@balcao/shared';
import { authOf, hotReaderOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { validated, type RouteContext } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { viewerOf } from '../tickets/ticket-access.ts';
import type { MessagesService } from './messages.service.ts';

type State = AppState & { files?: UploadedFile[] };

const viewer = (ctx: RouteContext) => viewerOf(hotReaderOf(ctx.state), authOf(ctx.state));

/** A ticket's conversation: read a page (marking it read), mark it read, send text or files, delete, send a failed message again. */
export function messagesRoutes({ auth, messages }: { auth: AuthService; messages: MessagesService }): Router<State, AppContext> {
  const router = new Router<State, AppContext>();

  router.get(
    '/messages/:ticketId',
    requireAuth(auth),
    validated({ params: ticketIdParams, query: messageListQuery }, async (ctx, { params, query }) => {
      ctx.body = await messages.list(hotReaderOf(ctx.state), await viewer(ctx), params.ticketId, query.pageNumber, query.markRead);
      ctx.type = 'application/json';
    }),
  );

  router.post(
    '/messages/:ticketId',
    requireAuth(auth),
    multipartFiles({ field: 'medias', ...MESSAGE_MEDIA_LIMITS, accept: 'media' }),
    validated({ params: ticketIdParams, body: messageSendBody }, async (ctx, { params, body }) => {
      const files = (ctx.state as State).files ?? [];
      const sent = await messages.send(ctx.state.em, await viewer(ctx), params.ticketId, { ...body, files });
      ctx.body = { messages: sent };
    }),
  );

  // Beyond the spec: messages that arrive while the conversation is open are read without reloading it.
  router.post(
    '/messages/:ticketId/read',
    requireAuth(auth),
    validated({ params: ticketIdParams }, async (ctx, { params }) => {
      await messages.read(ctx.state.em, await viewer(ctx), params.ticketId);
      ctx.status = 204;
    }),
  );

  router.post(
    '/messages/:id/retry',
    requireAuth(auth),
    validated({ params: messageIdParams }, async (ctx, { params }) => {
      ctx.body = await messages.retry(ctx.state.em, await viewer(ctx), params.id);
    }),
  );

  router.post(
    '/messages/:id/media/retry',
    requireAuth(auth),
    validated({ params: messageIdParams }, async (ctx, { params }) => {
      ctx.body = await messages.retryMediaDownload(ctx.state.em, await viewer(ctx), params.id);
    }),
  );

  router.delete(
    '/messages/:id',
    requireAuth(auth),
    validated({ params: messageIdParams }, async (ctx, { params }) => {
      ctx.body = await messages.remove(ctx.state.em, await viewer(ctx), params.id);
    }),
  );

  return router;
}
