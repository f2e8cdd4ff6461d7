import Router from '@koa/router';
import { z } from 'zod';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { MediaService } from './media.service.ts';

const mediaParams = z.object({ id: z.uuid() });

/** Media is served only to signed-in users of the owning company (the tenant filter decides). */
export function mediaRoutes({ auth, media }: { auth: AuthService; media: MediaService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get(
    '/media/:id',
    requireAuth(auth),
    validated({ params: mediaParams }, async (ctx, { params }) => {
      const { media: file, stream } = await media.open(ctx.state.em, params.id);
      ctx.type = file.mimetype;
      ctx.length = file.size;
      ctx.set('Cache-Control', 'private, max-age=86400');
      ctx.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
      ctx.body = stream;
    }),
  );
  return router;
}
