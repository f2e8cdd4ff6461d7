import Router from '@koa/router';
import { contactBody, contactSearchQuery, contactUpdateBody, idParams } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { ContactsService } from './contacts.service.ts';

/** Contacts as the conversation and the new-ticket search need them; every signed-in user of the company. */
export function contactsRoutes({ auth, contacts }: { auth: AuthService; contacts: ContactsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/contacts',
    requireAuth(auth),
    validated({ query: contactSearchQuery }, async (ctx, { query }) => {
      ctx.body = await contacts.page(ctx.state.em, query);
    }),
  );

  router.get(
    '/contacts/:id',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await contacts.get(ctx.state.em, params.id);
    }),
  );

  router.post(
    '/contacts',
    requireAuth(auth),
    validated({ body: contactBody }, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await contacts.create(ctx.state.em, authOf(ctx.state), body);
    }),
  );

  router.put(
    '/contacts/:id',
    requireAuth(auth),
    validated({ params: idParams, body: contactUpdateBody }, async (ctx, { params, body }) => {
      ctx.body = await contacts.update(ctx.state.em, params.id, body);
    }),
  );

  return router;
}
