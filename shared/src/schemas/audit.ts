import { z } from 'zod';
import { calendarDay, idSchema, instantText, pageQuery } from './common.ts';

/** Every action the audit log records (issue 17): who did it is the row's actor. */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.recovery_code_used',
  'auth.recovery_codes_renewed',
  'user.created',
  'user.updated',
  'user.deleted',
  'settings.updated',
  'connection.created',
  'connection.deleted',
  'connection.disconnected',
  'contact.deleted',
  'contact.imported',
  'contact.exported',
  'contact.erased',
  'ticket.deleted',
  'campaign.started',
  'campaign.cancelled',
  'plan.created',
  'plan.updated',
  'plan.deleted',
  'company.created',
  'company.updated',
  'company.deleted',
  'company.exported',
  'invoice.created',
  'invoice.updated',
  'invoice.deleted',
  'invoice.confirmed',
  'platform.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action touched: its kind, id and a name to read it by (kept, as the row may be deleted later). */
export type AuditTarget = { type: string; id?: number | null; label?: string | null };

/** One row of the audit log, as GET /audit-log answers it. Secrets in before/after are masked. */
export type AuditRecord = {
  id: number;
  companyId: number | null;
  actorId: number | null;
  actorName: string | null;
  action: AuditAction;
  targetType: string | null;
  targetId: number | null;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
  createdAt: string;
};

const isoDate = instantText.or(calendarDay);

/** GET /audit-log: admins read their company's rows, super users everyone's (or one company's). */
export const auditListQuery = pageQuery.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: idSchema.optional(),
  targetType: z.string().trim().min(1).max(30).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Super users only; others' rows are never visible to an admin whatever this says. */
  companyId: idSchema.optional(),
});
export type AuditListQuery = z.input<typeof auditListQuery>;
export type AuditListResponse = { records: AuditRecord[]; count: number; hasMore: boolean };
