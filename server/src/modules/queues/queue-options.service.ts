import type { QueueOptionRecord, queueOptionBody, queueOptionUpdateBody, queueOptionsQuery } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { QueueOption } from './queue-option.entity.ts';
import { Queue } from './queue.entity.ts';

export type QueueOptionInput = z.output<typeof queueOptionBody>;
export type QueueOptionChanges = z.output<typeof queueOptionUpdateBody>;
export type QueueOptionsFilter = z.output<typeof queueOptionsQuery>;

function toRecord(option: QueueOption): QueueOptionRecord {
  return {
    id: option.id,
    queueId: option.queueId,
    parentId: option.parentId ?? null,
    title: option.title,
    message: option.message,
    option: option.option,
  };
}

/** Menu positions are short strings ("1", "2", "10"): compare them as numbers where they are. */
function byPosition(a: QueueOption, b: QueueOption): number {
  return a.option.localeCompare(b.option, undefined, { numeric: true }) || a.id - b.id;
}

function noOption(): AppError {
  return new AppError('ERR_NO_QUEUE_OPTION_FOUND', { message: 'No queue option found with this ID' });
}

/** The nested chatbot menu of a queue; the tenant filter keeps every read inside the caller's company. */
export class QueueOptionsService {
  async list(em: EntityManager, filter: QueueOptionsFilter): Promise<QueueOptionRecord[]> {
    await this.#queue(em, filter.queueId);
    const parentId = filter.parentId !== undefined && filter.parentId > 0 ? filter.parentId : null;
    const options = await em.find(QueueOption, { queueId: filter.queueId, parentId });
    return options.sort(byPosition).map(toRecord);
  }

  async create(em: EntityManager, input: QueueOptionInput): Promise<QueueOptionRecord> {
    const queue = await this.#queue(em, input.queueId);
    if (input.parentId) {
      await this.#parentIn(em, input.queueId, input.parentId);
    }
    const option = em.create(QueueOption, {
      companyId: queue.companyId,
      queueId: queue.id,
      parentId: input.parentId ?? null,
      title: input.title,
      message: input.message,
      option: input.option,
    });
    await em.flush();
    return toRecord(option);
  }

  async update(em: EntityManager, id: number, changes: QueueOptionChanges): Promise<QueueOptionRecord> {
    const option = await this.#option(em, id);
    if (changes.parentId) {
      await this.#assertNoCycle(em, option, await this.#parentIn(em, option.queueId, changes.parentId));
    }
    em.assign(option, {
      ...(changes.parentId === undefined ? {} : { parentId: changes.parentId }),
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.message === undefined ? {} : { message: changes.message }),
      ...(changes.option === undefined ? {} : { option: changes.option }),
    });
    await em.flush();
    return toRecord(option);
  }

  /** Its sub-options go with it (the foreign key cascades). */
  async remove(em: EntityManager, id: number): Promise<void> {
    await em.remove(await this.#option(em, id)).flush();
  }

  async #queue(em: EntityManager, id: number): Promise<Queue> {
    const queue = await em.findOne(Queue, { id });
    if (!queue) {
      throw new AppError('ERR_NO_QUEUE_FOUND', { message: 'No queue found with this ID' });
    }
    return queue;
  }

  async #option(em: EntityManager, id: number): Promise<QueueOption> {
    const option = await em.findOne(QueueOption, { id });
    if (!option) {
      throw noOption();
    }
    return option;
  }

  /** A parent must be an option of the same queue. */
  async #parentIn(em: EntityManager, queueId: number, parentId: number): Promise<QueueOption> {
    const parent = await em.findOne(QueueOption, { id: parentId, queueId });
    if (!parent) {
      throw new AppError('ERR_NO_QUEUE_OPTION_FOUND', {
        message: 'The parent option is not an option of this queue',
        fields: [{ path: 'body.parentId', message: 'Not an option of this queue' }],
      });
    }
    return parent;
  }

  /** Moving an option under itself or one of its descendants would detach the branch from the menu. */
  async #assertNoCycle(em: EntityManager, option: QueueOption, parent: QueueOption): Promise<void> {
    const seen = new Set<number>();
    for (let current: QueueOption | null = parent; current;) {
      if (current.id === option.id) {
        throw new AppError('ERR_VALIDATION', {
          message: 'An option cannot be moved under itself',
          fields: [{ path: 'body.parentId', message: 'An option cannot be its own ancestor' }],
        });
      }
      seen.add(current.id);
      const parentId: number | null = current.parentId ?? null;
      current = parentId === null || seen.has(parentId) ? null : await em.findOne(QueueOption, { id: parentId });
    }
  }
}
