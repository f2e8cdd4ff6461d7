import Router from '@koa/router';
import { idParams, quickMessageBody, quickMessageListQuery, quickMessageSuggestionsQuery } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { QuickMessagesService } from './quick-messages.service.ts';

/** Largest attachment of a quick message (WhatsApp's own limit for documents is higher; media is far smaller). */
export const QUICK_MESSAGE_MAX_FILE_BYTES = 32 * 1024 * 1024;

type State = AppState & { files?: UploadedFile[] };

export function quickMessagesRoutes({
  auth,
  quickMessages,
}: {
  auth: AuthService;
  quickMessages: QuickMessagesService;
}): Router<State, AppContext> {
  const router = new Router<State, AppContext>();

  router.get(
    '/quick-messages/list',
    requireAuth(auth),
    validated({ query: quickMessageSuggestionsQuery }, async (ctx, { query }) => {
      ctx.body = await quickMessages.suggestions(ctx.state.em, authOf(ctx.state), query);
    }),
  );

  recordRoutes(router, {
    path: '/quick-messages',
    read: [requireAuth(auth)],
    list: { query: quickMessageListQuery, handle: (ctx, query) => quickMessages.page(ctx.state.em, authOf(ctx.state), query) },
    get: (ctx, id) => quickMessages.get(ctx.state.em, authOf(ctx.state), id),
    create: { body: quickMessageBody, handle: (ctx, body) => quickMessages.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: quickMessageBody, handle: (ctx, id, body) => quickMessages.update(ctx.state.em, authOf(ctx.state), id, body) },
    remove: (ctx, id) => quickMessages.remove(ctx.state.em, authOf(ctx.state), id),
  });

  router.post(
    '/quick-messages/:id/media-upload',
    requireAuth(auth),
    multipartFiles({ field: 'file', maxFiles: 1, maxFileBytes: QUICK_MESSAGE_MAX_FILE_BYTES, accept: 'media' }),
    validated({ params: idParams }, async (ctx, { params }) => {
      const file = (ctx.state as State).files?.[0];
      if (!file) {
        throw new AppError('ERR_VALIDATION', {
          message: 'Send the file as multipart form data in the field file',
          fields: [{ path: 'body.file', message: 'Required' }],
        });
      }
      ctx.body = await quickMessages.attach(ctx.state.em, authOf(ctx.state), params.id, file);
    }),
  );

  router.delete(
    '/quick-messages/:id/media-upload',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await quickMessages.detach(ctx.state.em, authOf(ctx.state), params.id);
    }),
  );

  return router;
}
