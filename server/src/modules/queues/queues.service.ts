import { DEFAULT_WEEK_SCHEDULE, type QueueRecord, type queueBody } from '@balcao/shared';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import { companyOf } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { assertBotLinks } from './bot-links.ts';
import { Queue } from './queue.entity.ts';

export type QueueInput = z.output<typeof queueBody>;

export function toQueueRecord(queue: Queue): QueueRecord {
  return {
    id: queue.id,
    name: queue.name,
    color: queue.color,
    orderQueue: queue.orderQueue ?? null,
    greetingMessage: queue.greetingMessage,
    outOfHoursMessage: queue.outOfHoursMessage,
    schedules: queue.schedules,
    promptId: queue.promptId ?? null,
    integrationId: queue.integrationId ?? null,
    companyId: queue.companyId,
  };
}

function colorTaken(): AppError {
  return new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS', { message: 'Another queue of this company already has this colour' });
}

function nameTaken(): AppError {
  return new AppError('ERR_QUEUE_NAME_ALREADY_EXISTS', { message: 'Another queue of this company already has this name' });
}

/** A concurrent write that slipped past the checks still answers 409, never 500. */
const uniqueViolationToAppError = uniqueViolationAs({
  queues_company_id_color_unique: colorTaken,
  queues_company_id_name_unique: nameTaken,
});

/** Queues of the company the manager is bound to; every write emits `company-{id}-queue` after commit. */
export class QueuesService {
  readonly #realtime: Realtime;

  constructor(realtime: Realtime) {
    this.#realtime = realtime;
  }

  async list(em: EntityManager): Promise<QueueRecord[]> {
    const queues = await em.find(
      Queue,
      {},
      { orderBy: { orderQueue: QueryOrder.ASC_NULLS_LAST, name: QueryOrder.ASC, id: QueryOrder.ASC } },
    );
    return queues.map(toQueueRecord);
  }

  async get(em: EntityManager, id: number): Promise<QueueRecord> {
    return toQueueRecord(await this.#find(em, id));
  }

  async create(em: EntityManager, input: QueueInput): Promise<QueueRecord> {
    const companyId = companyOf(em);
    const queue = await em
      .transactional(async (tx) => {
        // Locking the company row serialises concurrent creations, so the plan limit holds.
        const company = await tx.findOneOrFail(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const plan = await tx.findOneOrFail(Plan, { id: company.planId });
        if ((await tx.count(Queue, {})) >= plan.queues) {
          throw new AppError('ERR_PLAN_LIMIT_REACHED', { message: `The plan of this company allows ${plan.queues} queues` });
        }
        await this.#assertUnique(tx, input);
        await assertBotLinks(tx, input);
        return tx.create(Queue, {
          companyId,
          name: input.name,
          color: input.color,
          orderQueue: input.orderQueue ?? null,
          greetingMessage: input.greetingMessage,
          outOfHoursMessage: input.outOfHoursMessage,
          schedules: input.schedules ?? DEFAULT_WEEK_SCHEDULE,
          promptId: input.promptId ?? null,
          integrationId: input.integrationId ?? null,
        });
      })
      .catch(uniqueViolationToAppError);
    const record = toQueueRecord(queue);
    await announceRecord(this.#realtime, companyId, 'queue', { action: 'create', record });
    return record;
  }

  async update(em: EntityManager, id: number, input: QueueInput): Promise<QueueRecord> {
    const queue = await this.#find(em, id);
    await this.#assertUnique(em, input, id);
    await assertBotLinks(em, input);
    em.assign(queue, {
      name: input.name,
      color: input.color,
      greetingMessage: input.greetingMessage,
      outOfHoursMessage: input.outOfHoursMessage,
      ...(input.orderQueue === undefined ? {} : { orderQueue: input.orderQueue }),
      ...(input.schedules === undefined ? {} : { schedules: input.schedules }),
      ...(input.promptId === undefined ? {} : { promptId: input.promptId }),
      ...(input.integrationId === undefined ? {} : { integrationId: input.integrationId }),
      // One bot per queue: naming one detaches the other when the other is not sent.
      ...(input.promptId && input.integrationId === undefined ? { integrationId: null } : {}),
      ...(input.integrationId && input.promptId === undefined ? { promptId: null } : {}),
    });
    await em.flush().catch(uniqueViolationToAppError);
    const record = toQueueRecord(queue);
    await announceRecord(this.#realtime, queue.companyId, 'queue', { action: 'update', record });
    return record;
  }

  /** Its options and attendants' links go with it (foreign keys cascade). */
  async remove(em: EntityManager, id: number): Promise<void> {
    const queue = await this.#find(em, id);
    const { companyId } = queue;
    await em.remove(queue).flush();
    await announceRecord(this.#realtime, companyId, 'queue', { action: 'delete', id });
  }

  async #find(em: EntityManager, id: number): Promise<Queue> {
    const queue = await em.findOne(Queue, { id });
    if (!queue) {
      throw new AppError('ERR_NO_QUEUE_FOUND', { message: 'No queue found with this ID' });
    }
    return queue;
  }

  async #assertUnique(em: EntityManager, input: Pick<QueueInput, 'name' | 'color'>, exceptId?: number): Promise<void> {
    const others = { ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) };
    if ((await em.count(Queue, { ...others, color: input.color })) > 0) {
      throw colorTaken();
    }
    if ((await em.count(Queue, { ...others, name: input.name })) > 0) {
      throw nameTaken();
    }
  }
}
