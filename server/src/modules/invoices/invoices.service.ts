import type { AuthContext } from '../../platform/http/context.ts';
import {
  INVOICE_ARRAY_LIMIT,
  invoiceDisplayStatus,
  type InvoiceArrayResponse,
  type InvoiceListResponse,
  type InvoiceRecord,
  type invoiceListQuery,
} from '@balcao/shared';
import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { containing, findPage, nulMatchesNothing } from '../../platform/records/page-query.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { todayUtc } from '../companies/subscription.ts';
import { Invoice } from './invoice.entity.ts';

export function noInvoice(): AppError {
  return new AppError('ERR_NO_INVOICE_FOUND', { message: 'No invoice found with this ID' });
}

/**
 * The manager a caller reads invoices with: their company's (the tenant filter) for admins, every
 * company's for super users, who run the platform's billing.
 */
export function invoiceReader(em: EntityManager, caller: AuthContext): EntityManager {
  return caller.super ? forkUnscoped(em) : em;
}

export function toInvoiceRecord(row: Invoice, companyName: string, today = todayUtc()): InvoiceRecord {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    detail: row.detail,
    value: Number(row.value),
    dueDate: row.dueDate,
    status: invoiceDisplayStatus(row.status, row.dueDate, today),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function companyNames(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await em.find(Company, { id: { $in: [...new Set(ids)] } }, { fields: ['id', 'name'] });
  return new Map(rows.map((row) => [row.id, row.name]));
}

export class InvoicesService {
  async page(em: EntityManager, caller: AuthContext, query: z.output<typeof invoiceListQuery>): Promise<InvoiceListResponse> {
    const reader = invoiceReader(em, caller);
    const search = query.searchParam ? containing(query.searchParam) : undefined;
    const where: FilterQuery<Invoice> = search ? { detail: { $ilike: search } } : {};
    const { rows, count, hasMore } = await findPage(reader, Invoice, where, {
      pageNumber: query.pageNumber,
      orderBy: { dueDate: QueryOrder.DESC, id: QueryOrder.DESC },
    });
    const names = await companyNames(
      reader,
      rows.map((row) => row.companyId),
    );
    return { invoices: rows.map((row) => toInvoiceRecord(row, names.get(row.companyId) ?? '')), count, hasMore };
  }

  /** Every invoice that matches, newest due date first, as the reference product's client reads them (one array). */
  async all(em: EntityManager, caller: AuthContext, query: z.output<typeof invoiceListQuery>): Promise<InvoiceArrayResponse> {
    const reader = invoiceReader(em, caller);
    const search = query.searchParam ? containing(query.searchParam) : undefined;
    const rows = await reader.find(Invoice, nulMatchesNothing<Invoice>(search ? { detail: { $ilike: search } } : {}), {
      orderBy: { dueDate: QueryOrder.DESC, id: QueryOrder.DESC },
      limit: INVOICE_ARRAY_LIMIT,
    });
    const names = await companyNames(
      reader,
      rows.map((row) => row.companyId),
    );
    return rows.map((row) => toInvoiceRecord(row, names.get(row.companyId) ?? ''));
  }

  async get(em: EntityManager, caller: AuthContext, id: number): Promise<InvoiceRecord> {
    const reader = invoiceReader(em, caller);
    const row = await reader.findOne(Invoice, { id });
    if (!row) {
      throw noInvoice();
    }
    const names = await companyNames(reader, [row.companyId]);
    return toInvoiceRecord(row, names.get(row.companyId) ?? '');
  }
}
