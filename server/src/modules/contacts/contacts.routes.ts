import Router from '@koa/router';
import {
  contactBody,
  contactImportBody,
  contactOptionsQuery,
  contactSearchQuery,
  contactUpdateBody,
  contactUploadBody,
  noFilters,
} from '@balcao/shared';
import { Readable } from 'node:stream';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import { audit } from '../audit/audit.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { ContactsService } from './contacts.service.ts';

/**
 * Contacts: every signed-in user of the company lists, reads, creates, edits, imports and exports
 * them; deleting one (with its conversations) is for admins (contacts-page:deleteContact).
 */
export function contactsRoutes({ auth, contacts }: { auth: AuthService; contacts: ContactsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/contacts/export',
    requireAuth(auth),
    validated({ query: noFilters }, async (ctx) => {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment('contacts.csv');
      await audit.record(ctx, { action: 'contact.exported', target: { type: 'contacts', label: 'csv' } });
      ctx.body = Readable.from(contacts.exportCsv(ctx.state.em, authOf(ctx.state)));
    }),
  );

  router.get(
    '/contacts/list',
    requireAuth(auth),
    validated({ query: contactOptionsQuery }, async (ctx, { query }) => {
      ctx.body = await contacts.options(ctx.state.em, query);
    }),
  );

  router.post(
    '/contacts/upload',
    requireAuth(auth),
    validated({ body: contactUploadBody }, async (ctx, { body }) => {
      ctx.body = await contacts.upload(ctx.state.em, authOf(ctx.state), body);
    }),
  );

  router.post(
    '/contacts/import',
    requireAuth(auth),
    validated({ body: contactImportBody }, async (ctx, { body }) => {
      ctx.body = await contacts.importFromPhone(ctx.state.em, authOf(ctx.state), body.whatsappId);
    }),
  );

  recordRoutes(router, {
    path: '/contacts',
    read: [requireAuth(auth)],
    write: { remove: [requireProfile('admin')] },
    list: { query: contactSearchQuery, handle: (ctx, query) => contacts.page(ctx.state.em, query) },
    get: (ctx, id) => contacts.get(ctx.state.em, id),
    create: { body: contactBody, handle: (ctx, body) => contacts.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: contactUpdateBody, handle: (ctx, id, body) => contacts.update(ctx.state.em, id, body) },
    remove: (ctx, id) => contacts.remove(ctx.state.em, id),
  });

  return router;
}
