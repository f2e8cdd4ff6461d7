import Router from '@koa/router';
import { contactEraseBody, idParams } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated, type RouteContext } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile, requireSuper } from '../auth/require-auth.ts';
import type { MediaService } from '../media/media.service.ts';
import { companyExport } from './company-export.ts';
import { contactExport } from './contact-export.ts';
import { eraseContact } from './contact-erasure.ts';
import { auditPrivacyAction, type PrivacyAuditEvent } from './privacy-audit.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';

type Deps = { auth: AuthService; media: MediaService; logger: Logger };

/** What one LGPD route does to the contact or company named by `:id`; the audit row and the answer follow from it. */
type PrivacyRoute = {
  method: 'get' | 'post';
  path: string;
  guards: Middleware<AppState, AppContext>[];
  /** The request's body, when the route takes one (the erasure's confirmation). */
  body?: z.ZodType;
  action: PrivacyAuditEvent['action'];
  /**
   * `company`: the caller's company, through the request's tenant-bound manager; `platform`: the company
   * named by the id, across companies (super users).
   */
  scope: 'company' | 'platform';
  run: (em: EntityManager, id: number) => Promise<Answer>;
};

/** A zip streamed as a download under `file`, or a JSON answer that the audit row keeps as its details. */
type Answer = { zip: Iterable<ZipEntry> | AsyncIterable<ZipEntry>; file: string } | { json: Record<string, unknown> };

/** Declares one route: validated id (and body), the action, its audit row, then the answer. */
function privacyRoute(router: Router<AppState, AppContext>, route: PrivacyRoute, logger: Logger): void {
  const schemas: { params: typeof idParams; body?: z.ZodType } = route.body ? { params: idParams, body: route.body } : { params: idParams };
  const handler = validated(schemas, async (ctx: RouteContext, { params }) => {
    const caller = authOf(ctx.state);
    const em = route.scope === 'company' ? ctx.state.em : ctx.state.rootEm;
    const answer = await route.run(em, params.id);
    await auditPrivacyAction(em, {
      action: route.action,
      companyId: route.scope === 'company' ? caller.companyId : params.id,
      userId: caller.userId,
      targetId: params.id,
      address: ctx.ip,
      ...('json' in answer ? { details: { ...answer.json } } : {}),
    });
    if ('json' in answer) {
      ctx.body = answer.json;
      return;
    }
    ctx.type = 'application/zip';
    ctx.attachment(answer.file);
    ctx.body = zipStream(answer.zip, logger);
  });
  router[route.method](route.path, ...route.guards, handler);
}

/**
 * LGPD data-subject requests: an admin exports one contact's data as a zip or erases it; a super user
 * exports a whole company. Each goes through `auditPrivacyAction`.
 */
export function privacyRoutes({ auth, media, logger }: Deps): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const admins = [requireAuth(auth), requireProfile('admin')];
  const routes: PrivacyRoute[] = [
    {
      method: 'get',
      path: '/contacts/:id/export',
      guards: admins,
      action: 'contact.exported',
      scope: 'company',
      run: async (em, id) => ({ zip: await contactExport(em, media, id), file: `contact-${id}.zip` }),
    },
    {
      method: 'post',
      path: '/contacts/:id/erase',
      guards: admins,
      body: contactEraseBody,
      action: 'contact.erased',
      scope: 'company',
      run: async (em, id) => ({ json: { ...(await eraseContact(em, media, id)) } }),
    },
    {
      method: 'get',
      path: '/companies/:id/export',
      guards: [requireAuth(auth), requireSuper()],
      action: 'company.exported',
      scope: 'platform',
      run: async (em, id) => ({ zip: await companyExport(em, media, id), file: `company-${id}.zip` }),
    },
  ];
  for (const route of routes) {
    privacyRoute(router, route, logger);
  }
  return router;
}
