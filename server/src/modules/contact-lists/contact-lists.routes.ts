import Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  contactListBody,
  contactListItemBody,
  contactListItemQuery,
  contactListItemUpdateBody,
  contactListQuery,
  contactUploadBody,
  idParams,
  noFilters,
} from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { describedAs } from '../../platform/http/route-table/route-meta.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePermission, requirePlanFlag, requireProfile } from '../auth/require-auth.ts';
import type { ContactListItemsService } from './contact-list-items.service.ts';
import type { ContactListsService } from './contact-lists.service.ts';
import { rowsOfSpreadsheetFile, SPREADSHEET_LIMITS } from './spreadsheet-file.ts';

type State = AppState & { files?: UploadedFile[] };

/**
 * Contact lists and their items: the admins' (the campaigns that use them are), for companies whose
 * plan has useCampaigns; deleting an item also needs contacts-page:deleteContact.
 */
export function contactListsRoutes({
  auth,
  lists,
  items,
}: {
  auth: AuthService;
  lists: ContactListsService;
  items: ContactListItemsService;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const guards = [requireAuth(auth), requirePlanFlag('useCampaigns'), requireProfile('admin')];

  router.get(
    '/contact-lists/list',
    ...guards,
    validated({ query: noFilters }, async (ctx) => {
      ctx.body = await lists.options(ctx.state.em);
    }),
  );
  // The rows the screen read from the spreadsheet, as JSON; or (the spec's form) the .xlsx itself, multipart in `file`.
  const fromRows = validated({ params: idParams, body: contactUploadBody }, async (ctx, { params, body }) => {
    ctx.body = await items.upload(ctx.state.em, params.id, body);
  });
  const fromFile = validated({ params: idParams }, async (ctx, { params }) => {
    const [file] = (ctx.state as State).files ?? [];
    if (file) {
      ctx.body = await items.uploadAll(ctx.state.em, params.id, await rowsOfSpreadsheetFile(file));
    }
  });
  // Both forms validate the list's id; the body's schema depends on the form.
  const upload = describedAs<Middleware<AppState, AppContext>>(
    async (ctx, next) => {
      const files = (ctx.state as State).files ?? [];
      await (files.length > 0 ? fromFile : fromRows)(ctx, next);
    },
    { schemas: { params: idParams } },
  );
  router.post(
    '/contact-lists/:id/upload',
    ...guards,
    multipartFiles({ field: 'file', maxFiles: 1, maxFileBytes: SPREADSHEET_LIMITS.maxFileBytes, accept: 'spreadsheet' }),
    upload,
  );
  recordRoutes(router, {
    path: '/contact-lists',
    read: guards,
    list: { query: contactListQuery, handle: (ctx, query) => lists.page(ctx.state.em, query) },
    get: (ctx, id) => lists.get(ctx.state.em, id),
    create: { body: contactListBody, handle: (ctx, body) => lists.create(ctx.state.em, authOf(ctx.state).companyId, body) },
    update: { body: contactListBody, handle: (ctx, id, body) => lists.update(ctx.state.em, id, body) },
    remove: (ctx, id) => lists.remove(ctx.state.em, id),
  });
  recordRoutes(router, {
    path: '/contact-list-items',
    read: guards,
    write: { remove: [requirePermission('contacts-page:deleteContact')] },
    list: { query: contactListItemQuery, handle: (ctx, query) => items.page(ctx.state.em, query) },
    get: (ctx, id) => items.get(ctx.state.em, id),
    create: { body: contactListItemBody, handle: (ctx, body) => items.create(ctx.state.em, body) },
    update: { body: contactListItemUpdateBody, handle: (ctx, id, body) => items.update(ctx.state.em, id, body) },
    remove: (ctx, id) => items.remove(ctx.state.em, id),
  });
  return router;
}
