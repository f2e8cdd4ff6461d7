import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit.ts';
import type { AuditListResponse, AuditRecord, AuditTarget } from '../audit.ts';

export const auditTargetSchema = z
  .object({
    type: z.string(),
    id: z.number().optional().nullable(),
    label: z.string().optional().nullable(),
  })
  .meta({ id: 'AuditTarget' }) satisfies z.ZodType<AuditTarget>;

export const auditRecordSchema = z
  .object({
    id: z.number(),
    companyId: z.number().nullable(),
    actorId: z.number().nullable(),
    actorName: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.string().nullable(),
    targetId: z.number().nullable(),
    targetLabel: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    address: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditRecord' }) satisfies z.ZodType<AuditRecord>;

export const auditListResponseSchema = z
  .object({
    records: z.array(auditRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'AuditListResponse' }) satisfies z.ZodType<AuditListResponse>;
