import Router from '@koa/router';
import { FILE_LIST_LIMITS, fileListBody, fileListQuery, fileUploadBody, idParams } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { FileListsService } from './file-lists.service.ts';

type State = AppState & { files?: UploadedFile[] };

/** File lists: the admins' (the /files page is theirs, and so are the campaigns that send them). */
export function fileListsRoutes({ auth, fileLists }: { auth: AuthService; fileLists: FileListsService }): Router<State, AppContext> {
  const router = new Router<State, AppContext>();
  const admins = [requireAuth(auth), requireProfile('admin')];

  router.post(
    '/files/uploadList/:id',
    ...admins,
    multipartFiles({
      field: 'files',
      maxFiles: FILE_LIST_LIMITS.maxFilesPerUpload,
      maxFileBytes: FILE_LIST_LIMITS.maxFileBytes,
      accept: 'media',
      required: true,
    }),
    validated({ params: idParams, body: fileUploadBody }, async (ctx, { params, body }) => {
      ctx.body = await fileLists.upload(ctx.state.em, params.id, body, (ctx.state as State).files ?? []);
    }),
  );

  recordRoutes(router, {
    path: '/files',
    read: admins,
    list: { query: fileListQuery, handle: (ctx, query) => fileLists.page(ctx.state.em, query) },
    get: (ctx, id) => fileLists.get(ctx.state.em, id),
    create: { body: fileListBody, handle: (ctx, body) => fileLists.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: fileListBody, handle: (ctx, id, body) => fileLists.update(ctx.state.em, id, body) },
    remove: (ctx, id) => fileLists.remove(ctx.state.em, id),
  });

  return router;
}
