import { defineEntity, p } from '@mikro-orm/core';
import { INVOICE_STORED_STATUSES } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

/**
 * What a company owes for one period: the period is named by the due date it pays for, and
 * (company, due date) is unique, so the daily job creates it once however often it runs.
 * "expired" is not stored: an open invoice whose due date has passed is shown so.
 */
const InvoiceSchema = defineEntity({
  name: 'Invoice',
  tableName: 'invoices',
  uniques: [{ properties: ['companyId', 'dueDate'] }],
  indexes: [{ properties: ['dueDate', 'id'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    detail: p.string().length(200),
    value: p.decimal('number').precision(10).scale(2),
    dueDate: p.date(),
    status: p.enum(INVOICE_STORED_STATUSES).default('open'),
    paidAt: p.datetime().nullable(),
    ...timestamps(),
  },
});

export class Invoice extends InvoiceSchema.class {}
InvoiceSchema.setClass(Invoice);
