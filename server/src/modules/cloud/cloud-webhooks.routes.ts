import type { RateLimits } from '../auth/rate-limits.ts';
import Router from '@koa/router';
import { cloudVerificationQuery, cloudWebhookParams } from '@balcao/shared';
import type { Context } from 'koa';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { CloudWebhooks } from './cloud-webhooks.ts';

/** Meta's webhook bodies are small JSON documents; anything larger is refused unread. */
const MAX_WEBHOOK_BYTES = 3 * 1024 * 1024;

/** The body exactly as sent: the signature covers these bytes, not a re-encoding of the parsed JSON. */
async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > MAX_WEBHOOK_BYTES) {
      throw new AppError('ERR_VALIDATION', {
        status: 413,
        message: 'The request body is too large',
        fields: [{ path: 'body', message: `Larger than ${MAX_WEBHOOK_BYTES} bytes` }],
      });
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** `GET|POST /webhooks/whatsapp-cloud/{connectionId}`: Meta's verification and deliveries; no session, the signature is the proof. */
export function cloudWebhookRoutes({ webhooks, limits }: { webhooks: CloudWebhooks; limits: RateLimits }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/webhooks/whatsapp-cloud/:connectionId',
    limits.limit('webhooks'),
    validated({ params: cloudWebhookParams, query: cloudVerificationQuery }, async (ctx, { params, query }) => {
      if (!(await webhooks.verify(params.connectionId, query['hub.verify_token']))) {
        throw new AppError('ERR_NO_PERMISSION', { message: 'The verify token does not match this connection' });
      }
      ctx.type = 'text/plain';
      ctx.body = query['hub.challenge'];
    }),
  );

  router.post(
    '/webhooks/whatsapp-cloud/:connectionId',
    limits.limit('webhooks'),
    validated({ params: cloudWebhookParams }, async (ctx, { params }) => {
      const raw = await rawBody(ctx);
      await webhooks.accept(params.connectionId, raw, ctx.get('x-hub-signature-256') || undefined);
      ctx.status = 200;
      ctx.body = { received: true };
    }),
  );

  return router;
}
