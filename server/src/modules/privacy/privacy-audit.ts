import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../audit/audit.ts';

/** An LGPD action on personal data, as the audit log records it. */
export type PrivacyAuditEvent = {
  action: 'contact.exported' | 'contact.erased' | 'company.exported';
  /** The company whose data it was. */
  companyId: number;
  userId: number;
  /** The contact or company acted on. */
  targetId: number;
  address: string;
  details?: Record<string, unknown>;
};

/** The one call site of every export and erasure for the audit log. */
export async function auditPrivacyAction(em: EntityManager, event: PrivacyAuditEvent): Promise<void> {
  await audit.record(em, {
    action: event.action,
    target: { type: event.action === 'company.exported' ? 'company' : 'contact', id: event.targetId },
    companyId: event.companyId,
    actorId: event.userId,
    address: event.address,
    after: event.details ?? null,
  });
}
