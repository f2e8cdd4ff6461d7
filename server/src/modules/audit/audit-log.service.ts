import type { AuditAction, AuditListResponse, AuditRecord, auditListQuery } from '@balcao/shared';
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/http/context.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { AuditEntry } from './audit-entry.entity.ts';

export function toAuditRecord(row: AuditEntry): AuditRecord {
  return {
    id: row.id,
    companyId: row.companyId ?? null,
    actorId: row.actorId ?? null,
    actorName: row.actorName ?? null,
    action: row.action as AuditAction,
    targetType: row.targetType ?? null,
    targetId: row.targetId ?? null,
    targetLabel: row.targetLabel ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    address: row.address ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reading the audit log: an admin's manager is bound to their company (tenant filter); a super user reads every company's. */
export class AuditLogService {
  async page(em: EntityManager, caller: AuthContext, query: z.output<typeof auditListQuery>): Promise<AuditListResponse> {
    const reader = caller.super ? forkUnscoped(em) : em;
    const where: FilterQuery<AuditEntry> = {};
    if (caller.super && query.companyId !== undefined) {
      where.companyId = query.companyId;
    }
    if (query.action) {
      where.action = query.action;
    }
    if (query.actorId !== undefined) {
      where.actorId = query.actorId;
    }
    if (query.targetType) {
      where.targetType = query.targetType;
    }
    if (query.from || query.to) {
      where.createdAt = {
        ...(query.from ? { $gte: new Date(query.from) } : {}),
        ...(query.to ? { $lte: endOf(query.to) } : {}),
      };
    }
    if (query.searchParam) {
      const search = containing(query.searchParam);
      where.$or = [{ actorName: { $ilike: search } }, { targetLabel: { $ilike: search } }, { address: { $ilike: search } }];
    }
    const { rows, count, hasMore } = await findPage(reader, AuditEntry, where, {
      pageNumber: query.pageNumber,
      orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC },
    });
    return { records: rows.map(toAuditRecord), count, hasMore };
  }
}

/** A bare date as `to` means the whole of that day. */
function endOf(value: string): Date {
  return value.length === 10 ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}
