import Router from '@koa/router';
import { announcementBody, announcementListQuery, idParams } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireSuper } from '../auth/require-auth.ts';
import { ANNOUNCEMENT_MAX_IMAGE_BYTES } from './announcement-image.ts';
import type { AnnouncementsService } from './announcements.service.ts';

type State = AppState & { files?: UploadedFile[] };

/** Everyone signed in reads (the active ones); only super users write. */
export function announcementsRoutes({
  auth,
  announcements,
}: {
  auth: AuthService;
  announcements: AnnouncementsService;
}): Router<State, AppContext> {
  const router = new Router<State, AppContext>();

  router.get(
    '/announcements/:id/media',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      const { media, stream } = await announcements.openImage(ctx.state.em, authOf(ctx.state), params.id);
      ctx.type = media.mimetype;
      ctx.length = media.size;
      ctx.set('Cache-Control', 'private, max-age=3600');
      ctx.body = stream;
    }),
  );

  router.post(
    '/announcements/:id/media-upload',
    requireAuth(auth),
    requireSuper(),
    multipartFiles({ field: 'file', maxFiles: 1, maxFileBytes: ANNOUNCEMENT_MAX_IMAGE_BYTES, accept: 'image' }),
    validated({ params: idParams }, async (ctx, { params }) => {
      const file = (ctx.state as State).files?.[0];
      if (!file) {
        throw new AppError('ERR_VALIDATION', {
          message: 'Send the image as multipart form data in the field file',
          fields: [{ path: 'body.file', message: 'Required' }],
        });
      }
      ctx.body = await announcements.attach(ctx.state.em, params.id, file);
    }),
  );

  router.delete(
    '/announcements/:id/media-upload',
    requireAuth(auth),
    requireSuper(),
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await announcements.detach(ctx.state.em, params.id);
    }),
  );

  recordRoutes(router, {
    path: '/announcements',
    read: [requireAuth(auth)],
    write: [requireSuper()],
    list: { query: announcementListQuery, handle: (ctx, query) => announcements.page(ctx.state.em, authOf(ctx.state), query) },
    get: (ctx, id) => announcements.get(ctx.state.em, authOf(ctx.state), id),
    create: { body: announcementBody, handle: (ctx, body) => announcements.create(ctx.state.em, body) },
    update: { body: announcementBody, handle: (ctx, id, body) => announcements.update(ctx.state.em, id, body) },
    remove: (ctx, id) => announcements.remove(ctx.state.em, id),
  });

  return router;
}
