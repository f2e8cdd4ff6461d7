import { audit } from '../audit/audit.ts';
import {
  RECURRENCE_MONTHS,
  addMonths,
  type CompanyDeletionRecord,
  type CompanyListResponse,
  type CompanyRecord,
  type Recurrence,
  type companyBody,
  type companyListQuery,
} from '@balcao/shared';
import { LockMode, QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Plan } from '../plans/plan.entity.ts';
import { User } from '../users/user.entity.ts';
import type { CompanyDeactivation } from './company-deactivation.ts';
import { CompanyDeletion } from './company-deletion.entity.ts';
import { DELETE_COMPANY_JOB, toDeletionRecord } from './company-deletion.ts';
import { toCompanyRecord } from './company-records.ts';
import { createCompanyWithDefaults } from './company-setup.ts';
import { Company } from './company.entity.ts';

type Deps = { deactivation: CompanyDeactivation; scheduler: () => Scheduler };

function notFound(): AppError {
  return new AppError('ERR_NO_COMPANY_FOUND', { message: 'No company found with this ID' });
}

function planMissing(): AppError {
  return new AppError('ERR_NO_PLAN_FOUND', {
    message: 'No plan found with this ID',
    fields: [{ path: 'body.planId', message: 'Choose a plan' }],
  });
}

/** The first admin's password is for creating only. */
function withoutPassword<T extends { password?: string | undefined }>({ password: _password, ...fields }: T): Omit<T, 'password'> {
  return fields;
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The super user's administration of companies. Every method takes the request's manager and looks
 * across companies on purpose (`forkUnscoped`): the routes are behind `requireSuper`.
 */
export class CompaniesService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async page(em: EntityManager, query: z.output<typeof companyListQuery>): Promise<CompanyListResponse> {
    const all = forkUnscoped(em);
    const search = query.searchParam ? containing(query.searchParam) : undefined;
    const where: FilterQuery<Company> = search ? { $or: [{ name: { $ilike: search } }, { email: { $ilike: search } }] } : {};
    const { rows, count, hasMore } = await findPage(all, Company, where, {
      pageNumber: query.pageNumber,
      orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC },
    });
    return { records: await this.#records(all, rows), count, hasMore };
  }

  async all(em: EntityManager): Promise<CompanyRecord[]> {
    const all = forkUnscoped(em);
    return this.#records(all, await all.find(Company, {}, { orderBy: { name: QueryOrder.ASC, id: QueryOrder.ASC } }));
  }

  async get(em: EntityManager, id: number): Promise<CompanyRecord> {
    const all = forkUnscoped(em);
    const [record] = await this.#records(all, [await this.#find(all, id)]);
    return record!;
  }

  async create(em: EntityManager, input: z.output<typeof companyBody>): Promise<CompanyRecord> {
    const { password, billingName, billingDocument, billingAddress, billingCity, billingState, billingZipcode, billingCountry, ...fields } =
      input;
    if (password && !input.email) {
      throw new AppError('ERR_VALIDATION', {
        message: 'The first admin signs in with the company e-mail',
        fields: [{ path: 'body.email', message: 'Required with a password' }],
      });
    }
    const company = await createCompanyWithDefaults(forkUnscoped(em), {
      ...fields,
      billing: { billingName, billingDocument, billingAddress, billingCity, billingState, billingZipcode, billingCountry },
      ...(password && input.email ? { admin: { name: input.name, email: input.email, password } } : {}),
    });
    const record = await this.get(em, company.id);
    await audit.record(em, {
      action: 'company.created',
      target: { type: 'company', id: company.id, label: company.name },
      companyId: company.id,
      after: record,
    });
    return record;
  }

  async update(em: EntityManager, id: number, input: z.output<typeof companyBody>): Promise<CompanyRecord> {
    const all = forkUnscoped(em);
    const fields = withoutPassword(input);
    const stopped = await all.transactional(async (tx) => {
      const row = await this.#find(tx, id);
      if (!(await tx.findOne(Plan, { id: fields.planId }))) {
        throw planMissing();
      }
      const deactivating = row.status && !fields.status;
      if (deactivating) {
        await this.#assertNotPlatform(tx, id);
      }
      const keys = Object.keys(fields) as (keyof typeof fields)[];
      const snapshot = () => Object.fromEntries(keys.map((key) => [key, (row as unknown as Record<string, unknown>)[key] ?? null]));
      const before = snapshot();
      tx.assign(row, fields);
      await audit.record(tx, {
        action: 'company.updated',
        target: { type: 'company', id, label: row.name },
        companyId: id,
        before,
        after: snapshot(),
      });
      return deactivating;
    });
    if (stopped) {
      await this.#deps.deactivation.stop(id);
    }
    return this.get(em, id);
  }

  /** The renewal button: the due date moves by the recurrence's months (from today when it had none). */
  async renew(em: EntityManager, id: number): Promise<CompanyRecord> {
    await forkUnscoped(em).transactional(async (tx) => {
      const row = await this.#find(tx, id, true);
      const before = { dueDate: row.dueDate ?? null };
      row.dueDate = addMonths(row.dueDate ?? todayUtc(), RECURRENCE_MONTHS[row.recurrence as Recurrence]);
      await audit.record(tx, {
        action: 'company.updated',
        target: { type: 'company', id, label: row.name },
        companyId: id,
        before,
        after: { dueDate: row.dueDate },
      });
    });
    return this.get(em, id);
  }

  /** Switches the company off at once and queues the job that deletes it; answers the deletion to follow. */
  async requestDeletion(em: EntityManager, id: number): Promise<CompanyDeletionRecord> {
    const all = forkUnscoped(em);
    const deletion = await all.transactional(async (tx) => {
      const row = await this.#find(tx, id, true);
      await this.#assertNotPlatform(tx, id);
      row.status = false;
      // Kept in the super user's company: the deleted company's rows go with it.
      await audit.record(tx, { action: 'company.deleted', target: { type: 'company', id, label: row.name }, companyId: undefined });
      const running = await tx.findOne(CompanyDeletion, { deletedCompanyId: id, status: { $in: ['queued', 'running'] } });
      return running ?? tx.create(CompanyDeletion, { deletedCompanyId: id, companyName: row.name, status: 'queued', step: 'queued' });
    });
    await this.#deps.deactivation.stop(id);
    await this.#deps.scheduler().now(DELETE_COMPANY_JOB, { deletionId: deletion.id });
    return toDeletionRecord(deletion);
  }

  /** The latest deletions, newest first (the companies tab shows those running and the ones just done). */
  async deletions(em: EntityManager): Promise<CompanyDeletionRecord[]> {
    const rows = await forkUnscoped(em).find(CompanyDeletion, {}, { orderBy: { id: QueryOrder.DESC }, limit: 20 });
    return rows.map(toDeletionRecord);
  }

  /** The company that hosts the super users is the platform itself: it is neither switched off nor deleted. */
  async #assertNotPlatform(em: EntityManager, id: number): Promise<void> {
    if ((await em.count(User, { companyId: id, super: true })) > 0) {
      throw new AppError('ERR_PLATFORM_COMPANY', {
        message: 'The company of the platform administrators cannot be switched off or deleted',
      });
    }
  }

  async #find(em: EntityManager, id: number, lock = false): Promise<Company> {
    const row = await em.findOne(Company, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!row) {
      throw notFound();
    }
    return row;
  }

  async #records(em: EntityManager, rows: Company[]): Promise<CompanyRecord[]> {
    const plans = new Map(
      (await em.find(Plan, { id: { $in: [...new Set(rows.map((row) => row.planId))] } })).map((plan) => [plan.id, plan]),
    );
    return rows.map((row) => toCompanyRecord(row, plans.get(row.planId)!));
  }
}
