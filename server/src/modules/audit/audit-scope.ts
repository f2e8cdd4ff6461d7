import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../../platform/http/context.ts';

/** What the audit log takes from the request an action runs in: who is calling and from where. */
export type AuditScope = { ip: string; state: AppState };

const storage = new AsyncLocalStorage<AuditScope>();

/**
 * Keeps the request at hand for `audit.record`, so a service deep in a call records who and from
 * where without every signature carrying the request. The caller is read when the row is written
 * (requireAuth sets it after this runs).
 */
export function auditScope(): Middleware<AppState, AppContext> {
  return (ctx, next) => storage.run({ ip: ctx.ip, state: ctx.state }, next);
}

export function currentAuditScope(): AuditScope | undefined {
  return storage.getStore();
}
