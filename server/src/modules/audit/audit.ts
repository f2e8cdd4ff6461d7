import type { AuditAction, AuditTarget } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppState } from '../../platform/http/context.ts';
import { boundCompanyId } from '../../platform/tenancy/tenant-filter.ts';
import { auditChange } from './audit-mask.ts';
import { currentAuditScope } from './audit-scope.ts';

export type AuditEntryInput = {
  action: AuditAction;
  target?: AuditTarget;
  /** The changed record before and after; with both, only the keys that differ are kept. Secrets are masked. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Defaults to the company the manager is bound to, else the caller's. */
  companyId?: number | null;
  /** Defaults to the signed-in caller; null for an action of nobody signed in (a failed sign-in). */
  actorId?: number | null;
  /** Defaults to the request's client address. */
  address?: string | null;
};

type Holder = EntityManager | { state: AppState };

function managerOf(holder: Holder): EntityManager {
  return 'state' in holder ? holder.state.em : holder;
}

/**
 * Adds one row to the audit log, in the manager's transaction when it is in one (so an action
 * that rolls back leaves no row). Who, from where and for which company come from the request
 * unless given. One statement: the actor's name is copied from the users table as it is now.
 */
async function record(holder: Holder, entry: AuditEntryInput): Promise<void> {
  const em = managerOf(holder);
  const scope = currentAuditScope();
  const caller = scope?.state.auth;
  const actorId = entry.actorId === undefined ? (caller?.userId ?? null) : entry.actorId;
  const companyId = entry.companyId === undefined ? (boundCompanyId(em) ?? caller?.companyId ?? null) : entry.companyId;
  const { before, after } = auditChange(entry.before, entry.after);
  await em.getConnection().execute(
    `insert into audit_entries (company_id, actor_id, actor_name, action, target_type, target_id, target_label, "before", "after", address)
     values (?, ?::int, (select coalesce(nullif(name, ''), email) from users where id = ?::int), ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)`,
    [
      companyId,
      actorId,
      actorId,
      entry.action,
      entry.target?.type ?? null,
      entry.target?.id ?? null,
      entry.target?.label?.slice(0, 200) ?? null,
      before === null ? null : JSON.stringify(before),
      after === null ? null : JSON.stringify(after),
      (entry.address === undefined ? (scope?.ip ?? null) : entry.address)?.slice(0, 64) ?? null,
    ],
    'run',
    em.getTransactionContext(),
  );
}

/** The audit log's one writer: `audit.record(ctx or em, { action, target, before, after })`. */
export const audit = { record };
