import Router from '@koa/router';
import { contactEraseBody, idParams } from '@balcao/shared';
import type { Logger } from '../../logger.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile, requireSuper } from '../auth/require-auth.ts';
import type { MediaService } from '../media/media.service.ts';
import { companyExport } from './company-export.ts';
import { contactExport } from './contact-export.ts';
import { eraseContact } from './contact-erasure.ts';
import { auditPrivacyAction } from './privacy-audit.ts';
import { zipStream } from './zip-stream.ts';

type Deps = { auth: AuthService; media: MediaService; logger: Logger };

/**
 * LGPD data-subject requests: an admin exports one contact's data as a zip or erases it; a super user
 * exports a whole company. Each goes through `auditPrivacyAction`.
 */
export function privacyRoutes({ auth, media, logger }: Deps): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const admins = [requireAuth(auth), requireProfile('admin')];

  router.get(
    '/contacts/:id/export',
    ...admins,
    validated({ params: idParams }, async (ctx, { params }) => {
      const caller = authOf(ctx.state);
      const entries = await contactExport(ctx.state.em, media, params.id);
      await auditPrivacyAction(ctx.state.em, {
        action: 'contact.exported',
        companyId: caller.companyId,
        userId: caller.userId,
        targetId: params.id,
        address: ctx.ip,
      });
      ctx.type = 'application/zip';
      ctx.attachment(`contact-${params.id}.zip`);
      ctx.body = zipStream(entries, logger);
    }),
  );

  router.post(
    '/contacts/:id/erase',
    ...admins,
    validated({ params: idParams, body: contactEraseBody }, async (ctx, { params }) => {
      const caller = authOf(ctx.state);
      const erased = await eraseContact(ctx.state.em, media, params.id);
      await auditPrivacyAction(ctx.state.em, {
        action: 'contact.erased',
        companyId: caller.companyId,
        userId: caller.userId,
        targetId: params.id,
        address: ctx.ip,
        details: { ...erased },
      });
      ctx.body = erased;
    }),
  );

  router.get(
    '/companies/:id/export',
    requireAuth(auth),
    requireSuper(),
    validated({ params: idParams }, async (ctx, { params }) => {
      const caller = authOf(ctx.state);
      const entries = await companyExport(ctx.state.rootEm, media, params.id);
      await auditPrivacyAction(ctx.state.rootEm, {
        action: 'company.exported',
        companyId: params.id,
        userId: caller.userId,
        targetId: params.id,
        address: ctx.ip,
      });
      ctx.type = 'application/zip';
      ctx.attachment(`company-${params.id}.zip`);
      ctx.body = zipStream(entries, logger);
    }),
  );

  return router;
}
