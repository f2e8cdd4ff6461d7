import type Router from '@koa/router';
import { idParams, noFilters } from '@balcao/shared';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { AppContext, AppState } from '../http/context.ts';
import { validated, type RouteContext } from '../http/validate.ts';

type Guard = Middleware<AppState, AppContext>;

/**
 * The plain routes of a list screen's resource. Each handler receives validated input and returns
 * what the client gets; every route is optional. Anything that is not plain (an import, an accept,
 * a transfer, a sub-list such as `/users/list`) is declared on the router before these, so that
 * `/{path}/{id}` does not take its path.
 */
export type RecordRoutes<ListQuery extends z.ZodType, CreateBody extends z.ZodType, UpdateBody extends z.ZodType> = {
  /** `/users`: the routes are `GET /users`, `GET /users/:id`, `POST /users`, `PUT /users/:id`, `DELETE /users/:id`. */
  path: string;
  /** Who may read (list and get): usually `[requireAuth(auth)]`. */
  read: Guard[];
  /**
   * Who may create, update and delete, added after `read`: e.g. `[requireProfile('admin')]` for all
   * three, or `{ remove: [requireProfile('admin')] }` when only some writes are restricted.
   */
  write?: Guard[] | { create?: Guard[]; update?: Guard[]; remove?: Guard[] };
  list?: { query: ListQuery; handle: (ctx: RouteContext, query: z.output<ListQuery>) => Promise<unknown> };
  get?: (ctx: RouteContext, id: number) => Promise<unknown>;
  /** Answers 201 with what it returns. */
  create?: { body: CreateBody; handle: (ctx: RouteContext, body: z.output<CreateBody>) => Promise<unknown> };
  update?: { body: UpdateBody; handle: (ctx: RouteContext, id: number, body: z.output<UpdateBody>) => Promise<unknown> };
  /** Answers 204. */
  remove?: (ctx: RouteContext, id: number) => Promise<void>;
};

/** Declares a resource's list, get, create, update and delete routes on `router`. */
export function recordRoutes<ListQuery extends z.ZodType, CreateBody extends z.ZodType, UpdateBody extends z.ZodType>(
  router: Router<AppState, AppContext>,
  routes: RecordRoutes<ListQuery, CreateBody, UpdateBody>,
): void {
  const { path, read, write = [], list, get, create, update, remove } = routes;
  const one = `${path}/:id`;
  const guardsOf = (operation: 'create' | 'update' | 'remove'): Guard[] => [
    ...read,
    ...(Array.isArray(write) ? write : (write[operation] ?? [])),
  ];
  if (list) {
    router.get(
      path,
      ...read,
      validated({ query: list.query }, async (ctx, { query }) => {
        ctx.body = await list.handle(ctx, query as z.output<ListQuery>);
      }),
    );
  }
  if (get) {
    router.get(
      one,
      ...read,
      validated({ params: idParams }, async (ctx, { params }) => {
        ctx.body = await get(ctx, params.id);
      }),
    );
  }
  if (create) {
    router.post(
      path,
      ...guardsOf('create'),
      validated(
        { body: create.body },
        async (ctx, { body }) => {
          const created = await create.handle(ctx, body as z.output<CreateBody>);
          ctx.status = 201;
          ctx.body = created;
        },
        { answers: { 201: { description: 'Created: the new record.' } } },
      ),
    );
  }
  if (update) {
    router.put(
      one,
      ...guardsOf('update'),
      validated({ params: idParams, body: update.body }, async (ctx, { params, body }) => {
        ctx.body = await update.handle(ctx, params.id, body as z.output<UpdateBody>);
      }),
    );
  }
  if (remove) {
    router.delete(
      one,
      ...guardsOf('remove'),
      validated(
        { params: idParams },
        async (ctx, { params }) => {
          await remove(ctx, params.id);
          ctx.status = 204;
        },
        { answers: { 204: { description: 'Deleted.' } } },
      ),
    );
  }
}

/**
 * A GET route that takes no input (a query string is refused like any unknown filter) and answers
 * what `handle` returns: a whole small list (`/plans/all`), a status (`/companies/cadastro`).
 */
export function plainGet(
  router: Router<AppState, AppContext>,
  path: string,
  guards: Guard[],
  handle: (ctx: RouteContext) => Promise<unknown>,
): void {
  router.get(
    path,
    ...guards,
    validated({ query: noFilters }, async (ctx) => {
      ctx.body = await handle(ctx);
    }),
  );
}
