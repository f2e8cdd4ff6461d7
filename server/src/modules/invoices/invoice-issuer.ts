import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Invoice } from './invoice.entity.ts';

export type IssuedInvoice = { invoice: Invoice; created: boolean; companyName: string };

function noDueDate(): AppError {
  return new AppError('ERR_NO_DUE_DATE', { message: 'This company has no due date to bill' });
}

/**
 * The invoice a company pays next, made on demand: its oldest open invoice, or else the invoice of
 * its current due date at its plan's name and price, created now. The company's row is locked for
 * the transaction, so two checkouts opened at once (two tabs, a double click, a super user at the
 * same moment) serialise and the second finds the first's invoice; the unique (company, due date)
 * key keeps the daily job from adding a second one for the same period.
 */
export async function issueOpenInvoice(rootEm: EntityManager, companyId: number): Promise<IssuedInvoice> {
  return forkForCompany(rootEm, companyId).transactional(async (tx) => {
    const company = await tx.findOne(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!company) {
      throw new AppError('ERR_NO_COMPANY_FOUND', { message: 'No company found with this ID' });
    }
    const open = await tx.findOne(Invoice, { status: 'open' }, { orderBy: { dueDate: QueryOrder.ASC, id: QueryOrder.ASC } });
    if (open) {
      return { invoice: open, created: false, companyName: company.name };
    }
    if (!company.dueDate) {
      throw noDueDate();
    }
    const existing = await tx.findOne(Invoice, { dueDate: company.dueDate });
    if (existing) {
      // Only a paid invoice can be left here: the period of the current due date is settled.
      throw new AppError('ERR_INVOICE_ALREADY_PAID', { message: 'The invoice of this due date is already paid' });
    }
    const plan = await tx.findOneOrFail(Plan, { id: company.planId });
    const invoice = tx.create(Invoice, {
      companyId,
      detail: plan.name,
      value: Number(plan.value),
      dueDate: company.dueDate,
      status: 'open',
    });
    await tx.flush();
    return { invoice, created: true, companyName: company.name };
  });
}
