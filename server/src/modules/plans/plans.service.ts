import { audit } from '../audit/audit.ts';
import {
  PLAN_FLAGS,
  type PlanListResponse,
  type PlanRecord,
  type PublicPlanRecord,
  type planBody,
  type planListQuery,
} from '@balcao/shared';
import { ForeignKeyConstraintViolationException, LockMode, QueryOrder, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Plan } from './plan.entity.ts';

export function toPublicPlan(row: Plan): PublicPlanRecord {
  return {
    id: row.id,
    name: row.name,
    users: row.users,
    connections: row.connections,
    queues: row.queues,
    value: Number(row.value),
    ...(Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, row[flag]])) as Pick<PlanRecord, (typeof PLAN_FLAGS)[number]>),
  };
}

export function toPlanRecord(row: Plan): PlanRecord {
  return { ...toPublicPlan(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function notFound(): AppError {
  return new AppError('ERR_NO_PLAN_FOUND', { message: 'No plan found with this ID' });
}

function inUse(companies: number): AppError {
  return new AppError('ERR_PLAN_IN_USE', {
    message: `${companies} ${companies === 1 ? 'company is' : 'companies are'} on this plan; move them to another plan first`,
    details: { companies },
  });
}

const nameTaken = uniqueViolationAs(() => new AppError('ERR_PLAN_NAME_ALREADY_EXISTS', { message: 'A plan with this name exists' }));

const byName = { name: QueryOrder.ASC, id: QueryOrder.ASC } as const;

/** Plans are platform-wide rows (no company owns them): read publicly in part, written by super users. */
export class PlansService {
  async page(em: EntityManager, query: z.output<typeof planListQuery>): Promise<PlanListResponse> {
    const where: FilterQuery<Plan> = query.searchParam ? { name: { $ilike: containing(query.searchParam) } } : {};
    const { rows, count, hasMore } = await findPage(em, Plan, where, { pageNumber: query.pageNumber, orderBy: byName });
    return { records: rows.map(toPlanRecord), count, hasMore };
  }

  async all(em: EntityManager): Promise<PlanRecord[]> {
    return (await em.find(Plan, {}, { orderBy: byName })).map(toPlanRecord);
  }

  /** GET /plans/list: the sign-up page's choice, cheapest first. */
  async publicList(em: EntityManager): Promise<PublicPlanRecord[]> {
    return (await em.find(Plan, {}, { orderBy: { value: QueryOrder.ASC, ...byName } })).map(toPublicPlan);
  }

  async get(em: EntityManager, id: number): Promise<PlanRecord> {
    return toPlanRecord(await this.#find(em, id));
  }

  async create(em: EntityManager, input: z.output<typeof planBody>): Promise<PlanRecord> {
    const row = em.create(Plan, { ...input });
    await em.flush().catch(nameTaken);
    await audit.record(em, { action: 'plan.created', target: { type: 'plan', id: row.id, label: row.name }, after: toPlanRecord(row) });
    return toPlanRecord(row);
  }

  async update(em: EntityManager, id: number, input: z.output<typeof planBody>): Promise<PlanRecord> {
    const row = await this.#find(em, id);
    const before = toPlanRecord(row);
    em.assign(row, { ...input });
    await em.flush().catch(nameTaken);
    await audit.record(em, {
      action: 'plan.updated',
      target: { type: 'plan', id: row.id, label: row.name },
      before,
      after: toPlanRecord(row),
    });
    return toPlanRecord(row);
  }

  /** A plan some company is on stays: the companies' foreign key would refuse it anyway; this says why. */
  async remove(em: EntityManager, id: number): Promise<void> {
    await em
      .transactional(async (tx) => {
        // Locked first: a company being put on this plan meanwhile waits, then meets the foreign key.
        const row = await this.#find(tx, id, true);
        const users = await forkUnscoped(tx).count(Company, { planId: id });
        if (users > 0) {
          throw inUse(users);
        }
        await audit.record(tx, { action: 'plan.deleted', target: { type: 'plan', id, label: row.name }, before: toPlanRecord(row) });
        tx.remove(row);
      })
      .catch((error: unknown) => {
        throw error instanceof ForeignKeyConstraintViolationException ? inUse(1) : error;
      });
  }

  async #find(em: EntityManager, id: number, lock = false): Promise<Plan> {
    const row = await em.findOne(Plan, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!row) {
      throw notFound();
    }
    return row;
  }
}
